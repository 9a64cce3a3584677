/**
 * The intersections the app finds in the tests' city: derived, with the app's own code, from the demo
 * store's street centreline (what the tests' default routes answer for inkn-q76z), so a test knows
 * where each node is drawn and what it is called.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { deriveIntersections } from '../../src/shared/intersections/deriveNodes';
import { expect } from './fixtures';
import { pointerSpotNear } from './navigation';

export interface StreetNode {
  id: string;
  lng: number;
  lat: number;
  /** As the app shows it: the two crossing streets, 'FSN_1 & FSN_2'. */
  name: string;
}

function demoSegments() {
  const file = JSON.parse(readFileSync('demo/open-data/data.cityofnewyork.us/inkn-q76z.json', 'utf8')) as {
    rows: Array<{ the_geom: unknown; full_street_name: string }>;
  };
  return file.rows.map((r) => ({
    type: 'Feature' as const,
    geometry: r.the_geom,
    properties: { full_street_name: r.full_street_name },
  }));
}

const NODES = deriveIntersections(demoSegments()).features.map((f): StreetNode & { streets: string[] } => {
  const p = f.properties ?? {};
  const [lng, lat] = (f.geometry as { coordinates: [number, number] }).coordinates;
  const streets = [p.FSN_1, p.FSN_2, p.FSN_3, p.FSN_4].filter((s): s is string => typeof s === 'string');
  return { id: String(f.id), lng, lat, name: `${streets[0]!} & ${streets[1]!}`, streets };
});

/** The node where West (or East) `street` Street meets `avenue` ('7', '5', 'MADISON'). */
export function streetNode(street: number, avenue: string): StreetNode {
  const found = NODES.find(
    (n) =>
      n.streets.some((s) => s === `WEST ${street} STREET` || s === `EAST ${street} STREET`) &&
      n.streets.includes(`${avenue} AVENUE`),
  );
  if (!found) throw new Error(`no demo centreline node at ${street} Street & ${avenue} Avenue`);
  return found;
}

/**
 * Clicks a node where the map shows the zone creator's crosshair, hunting a few pixels around where it
 * should be drawn. Nodes come from the centreline once the view settles: the hunt is retried until
 * they are drawn.
 */
export async function pickNode(page: Page, at: { x: number; y: number }): Promise<{ x: number; y: number }> {
  let spot = { x: 0, y: 0 };
  await expect(async () => {
    spot = await pointerSpotNear(page, at.x, at.y, 12, 3, 'crosshair');
  }).toPass({ timeout: 15_000 });
  await page.mouse.click(spot.x, spot.y);
  return spot;
}
