/**
 * The intersections the app finds in the tests' city: derived, with the app's own code, from the demo
 * store's street centreline (what the tests' default routes answer for inkn-q76z), so a test knows
 * where each node is drawn and what it is called.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { deriveIntersections } from '../../src/shared/intersections/deriveNodes';
import { cameraSettled, expect } from './fixtures';
import { goTo, mapCentre, pointerSpotNear } from './navigation';

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

type LngLat = { lng: number; lat: number };

/** Where a point is drawn, north up, with `mid` at `centre` at `zoom` (Web Mercator, 512 px tiles). */
export function screenProjector(centre: { x: number; y: number }, mid: LngLat, zoom: number) {
  const mx = (lon: number) => (lon + 180) / 360;
  const my = (la: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360)) / Math.PI) / 2;
  return (n: LngLat) => ({
    x: centre.x + (mx(n.lng) - mx(mid.lng)) * 512 * 2 ** zoom,
    y: centre.y + (my(n.lat) - my(mid.lat)) * 512 * 2 ** zoom,
  });
}

/**
 * A single-block street zone between two nodes, made as a user makes it: the Zone Creator activated, the
 * map north up on the block, both nodes picked, 'Generate Zone', until the zone is focused with the
 * designer open. Returns the block's middle.
 */
export async function generateZone(page: Page, a: StreetNode, b: StreetNode): Promise<LngLat> {
  const creator = page.getByRole('group', { name: 'Zone Creator' });
  await creator.getByRole('button', { name: 'Activate Zone Creator' }).click();
  const mid = { lng: (a.lng + b.lng) / 2, lat: (a.lat + b.lat) / 2 };
  await goTo(page, mid.lng, mid.lat);
  const { zoom } = await cameraSettled(page);
  const project = screenProjector(await mapCentre(page), mid, zoom);
  for (const n of [a, b]) await pickNode(page, project(n));
  await creator.getByRole('button', { name: 'Generate Zone' }).click();
  await expect(page.getByRole('region', { name: 'Focused area' }).locator('.focus-name')).toHaveText(
    'Custom Street Zone',
  );
  await expect(page.getByRole('complementary', { name: 'Site Plan Designer' })).toBeVisible();
  return mid;
}
