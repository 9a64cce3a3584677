/**
 * Issue 41: GeoJSON and KML files come in as shapes through Import. A polygon in the city's State
 * Plane feet (EPSG:2263, written by GDAL) and a KML polygon each arrive as one labelled shape within
 * 0.5 m of their source; each bad file gets its own words and leaves the plan as it was.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { groundMetres } from '../../src/shared/geometry/metres';
import { expect, startAs, test } from './fixtures';
import { fixturesList, focusLawn, importFile, savePlan, withoutUpdatedAt } from './planFileHelpers';

type Ring = [number, number][];
interface Collection {
  crs?: unknown;
  features: { type: string; properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }[];
}
interface SavedShapes {
  customShapes: { features: { id: string; properties: Record<string, unknown>; geometry: { coordinates: unknown } }[] };
}

// The W 41st Street plaza by Bryant Park (tests/fixtures/shapeFiles): once in GDAL's EPSG:2263, once as published.
const PLAZA = 42;
const feet = JSON.parse(readFileSync('tests/fixtures/shapeFiles/midtown_plazas_2263.geojson', 'utf8')) as Collection;
const lngLat = JSON.parse(readFileSync('tests/fixtures/shapeFiles/midtown_plazas.geojson', 'utf8')) as Collection;

const metres = (p: [number, number], q: [number, number]) =>
  groundMetres({ lng: p[0], lat: p[1] }, { lng: q[0], lat: q[1] });

function worstGap(a: Ring, b: Ring): number {
  expect(b).toHaveLength(a.length);
  return Math.max(...a.map((p, i) => metres(p, b[i]!)));
}

const STAGE_RING: Ring = [
  [-73.98372, 40.75372],
  [-73.98352, 40.75364],
  [-73.98344, 40.75376],
  [-73.98364, 40.75384],
  [-73.98372, 40.75372],
];
const STAGE_KML =
  '<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark>' +
  '<name>Stage area</name><ExtendedData><Data name="crew"><value>Load-in crew B</value></Data></ExtendedData>' +
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${STAGE_RING.map((p) => p.join(',')).join(' ')}</coordinates>` +
  '</LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>';

async function expectImportError(page: Page, name: string, body: string, message: string, reason?: RegExp) {
  await importFile(page, name, body, '');
  const banner = page.getByTestId('import-error');
  await expect(banner).toContainText(message);
  if (reason) await expect(banner).toContainText(reason);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
}

test('GeoJSON in EPSG:2263 and KML arrive as labelled shapes in place; bad files are answered and change nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('example.com')) fetched.push(r.url());
  });
  await startAs(page, 'Parks');
  await focusLawn(page);

  // The plaza in State Plane feet, with a name: one polygon labelled by it.
  const plaza = feet.features[PLAZA]!;
  const inFeet = { ...feet, features: [{ ...plaza, properties: { ...plaza.properties, name: 'W 41st St plaza' } }] };
  await importFile(page, 'plaza-2263.geojson', JSON.stringify(inFeet), 'application/geo+json');
  await expect(page.getByTestId('shapes-added')).toContainText('Added 1 shape from plaza-2263.geojson.');
  await expect(fixturesList(page).getByRole('button', { name: 'W 41st St plaza' })).toBeVisible();

  // The KML stage polygon beside it.
  await importFile(page, 'stage.kml', STAGE_KML, 'application/vnd.google-earth.kml+xml');
  await expect(page.getByTestId('shapes-added')).toContainText('Added 1 shape from stage.kml.');
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (2)');
  await expect(fixturesList(page).getByRole('button', { name: 'Stage area' })).toBeVisible();

  // Saved, each is where its source says, within 0.5 m, and keeps its file's other properties.
  const saved = await savePlan(page);
  const [plazaShape, stageShape] = (saved as unknown as SavedShapes).customShapes.features;
  const published = (lngLat.features[PLAZA]!.geometry.coordinates as Ring[][])[0]![0]!;
  expect(worstGap(published, (plazaShape!.geometry.coordinates as Ring[])[0]!)).toBeLessThan(0.5);
  expect(plazaShape!.properties).toMatchObject({ label: 'W 41st St plaza', FSN_1: 'W  41 ST' });
  expect(worstGap(STAGE_RING, (stageShape!.geometry.coordinates as Ring[])[0]!)).toBeLessThan(0.5);
  expect(stageShape!.properties).toMatchObject({ label: 'Stage area', crew: 'Load-in crew B' });

  // Bad files: each its own words; the plan is the same afterwards.
  await expectImportError(
    page,
    'empty.geojson',
    '{"type":"FeatureCollection","features":[]}',
    'No points, lines or areas found in empty.geojson',
  );
  await expectImportError(
    page,
    'feet.geojson',
    '{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[987000,213000]}}',
    'Coordinates out of range in feet.geojson',
  );
  await expectImportError(
    page,
    'utm.geojson',
    '{"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"EPSG:32618"}},"features":[]}',
    'Unknown coordinate system in utm.geojson',
    /EPSG:32618/,
  );
  await expectImportError(
    page,
    'links.kml',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><NetworkLink><Link><href>https://example.com/live.kml</href></Link></NetworkLink></kml>',
    'No points, lines or areas found in links.kml',
    /1 network link not fetched/,
  );
  await expectImportError(
    page,
    'plan.json',
    '{"droppedObjects": 3',
    'Error importing plan. Please check the file format.',
  );
  expect(fetched).toEqual([]);
  expect(withoutUpdatedAt(await savePlan(page))).toEqual(withoutUpdatedAt(saved));

  // A bow tie is kept, and said.
  const bowTie = {
    type: 'Feature',
    properties: { name: 'Crossed zone' },
    geometry: {
      type: 'Polygon',
      coordinates: [[STAGE_RING[0], STAGE_RING[2], STAGE_RING[1], STAGE_RING[3], STAGE_RING[0]]],
    },
  };
  await importFile(page, 'bowtie.geojson', JSON.stringify(bowTie), '');
  await expect(page.getByTestId('shapes-added')).toContainText("Shape 'Crossed zone' crosses itself");
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (3)');
});
