import type { Page } from '@playwright/test';
import { expect, mapRegion, startAs, test } from './fixtures';
import { answerOpenData } from './openData';
import { realPlaza } from './demoAreas';
import {
  IMPORT_ERROR,
  LAWN,
  cleanBrowserPage,
  designer,
  downloadFrom,
  drawLabelledPolygon,
  fixturesList,
  focusLawn,
  focusName,
  importError,
  importFile,
  importJson,
  placeGrillAndTent,
  placedHeading,
  placedList,
  planNotices,
  savePlan,
  setEventName,
  withoutUpdatedAt,
} from './planFileHelpers';

const LAWN_CENTRE = { lng: -73.98345, lat: 40.75375 };
const chair = (id: string, extra: object = {}) => ({
  id,
  type: 'chair',
  name: 'Chair',
  position: LAWN_CENTRE,
  ...extra,
});

/** A plan of one grill on the Lawn, from a file: the starting point of the error tests. */
async function startWithImportedPlan(page: Page): Promise<void> {
  await startAs(page, 'Parks');
  await importJson(page, {
    schemaVersion: 1,
    geography: { type: 'parks' },
    focusedArea: LAWN,
    droppedObjects: [chair('c1', { properties: { label: 'Keep me' } })],
  });
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn');
}

test('save downloads the plan; importing it in a clean browser reproduces it', async ({
  page,
  browser,
  baseURL,
  viewport,
}) => {
  // Two browsers, each drawing the map in software: allow more than one page's time.
  test.slow();
  await answerOpenData(page);
  await startAs(page, 'Parks');
  await focusLawn(page);
  await page.getByRole('checkbox', { name: 'Street Trees', exact: true }).check();
  await expect(page.locator('[data-layer="trees"] .count')).toHaveText(/^\d+$/);
  await placeGrillAndTent(page);
  await drawLabelledPolygon(page, 'Food court');
  await setEventName(page, 'Summer Picnic');
  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  await page.getByRole('dialog', { name: 'Export Options' }).getByLabel('Feet (ft)').check();
  await page.getByRole('dialog', { name: 'Export Options' }).getByRole('button', { name: 'Save' }).click();

  const saved = await savePlan(page);
  expect(saved).toMatchObject({
    schemaVersion: 1,
    app: { name: 'NYC Public Space Event Stager', version: expect.any(String) },
    geography: { type: 'parks' },
    focusedArea: { id: LAWN.id, system: LAWN.system, name: LAWN.name, geometry: LAWN.geometry },
    basemap: { key: 'carto' },
    view: {
      center: { lng: expect.any(Number), lat: expect.any(Number) },
      zoom: expect.any(Number),
      bearing: expect.any(Number),
      pitch: 0,
    },
    layers: { trees: { visible: true }, hydrants: { visible: false }, permitAreas: { visible: true } },
    customShapes: {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Polygon' }, properties: { label: 'Food court' } }],
    },
    eventInfo: { name: 'Summer Picnic' },
    exportOptions: { includeDimensions: true, dimensionUnits: 'ft' },
  });
  const objects = saved.droppedObjects as Array<{
    type: string;
    properties: { flipped: boolean; rotationDeg: number };
  }>;
  expect(objects.map((o) => o.type)).toEqual(['grill', 'tent']);
  expect(objects[0]!.properties).toMatchObject({ flipped: true, rotationDeg: 15 });
  // Saving the same working plan again keeps its creation time.
  const again = await savePlan(page);
  expect(again.createdAt).toBe(saved.createdAt);

  // A clean browser in another geography: the import switches to parks and finds the Lawn there.
  const clean = await cleanBrowserPage(browser, baseURL, viewport);
  const other = clean.page;
  await answerOpenData(other);
  await startAs(other, 'Plazas');
  await importJson(other, saved, 'siteplan-2025-06-01.json');
  await expect(focusName(other)).toHaveText('Bryant Park - Lawn');
  await expect(other.locator('.mode-pill')).toHaveText('Parks');
  await expect(placedHeading(other)).toHaveText('Placed Objects (2)');
  await expect(placedList(other).locator('li').first()).toContainText('flipped · 15°');
  await expect(fixturesList(other).getByRole('button', { name: 'Food court' })).toBeVisible();
  await expect(other.getByRole('checkbox', { name: 'Street Trees', exact: true })).toBeChecked();
  await expect(other.locator('[data-layer="trees"] .count')).toHaveText(/^\d+$/);
  await expect(other.getByText('Importing plan...')).toBeHidden();
  await expect(planNotices(other)).toBeHidden();
  const resaved = await savePlan(other);
  expect(withoutUpdatedAt(resaved)).toEqual(withoutUpdatedAt(saved));
  await clean.close();
});

test('a legacy file (no schemaVersion, metadata centre and zoom) imports', async ({ page }) => {
  await startAs(page, 'Parks');
  await importJson(page, {
    metadata: { center: [LAWN_CENTRE.lng, LAWN_CENTRE.lat], zoom: 18.25, createdAt: '2023-05-01T00:00:00Z' },
    focusedArea: LAWN,
    droppedObjects: [chair('legacy-1')],
  });
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn');
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  // The legacy view: its centre and zoom, north up.
  await expect(mapRegion(page)).toHaveAttribute('data-zoom', '18.25');
  await expect(mapRegion(page)).toHaveAttribute('data-bearing', '0.0');
  const saved = await savePlan(page);
  expect(saved).toMatchObject({
    schemaVersion: 1,
    createdAt: '2023-05-01T00:00:00Z',
    view: { zoom: 18.25, bearing: 0 },
  });
});

test('a file saved by the older app imports (runtime layer fields, full catalogue entries), on a real plaza', async ({
  page,
}) => {
  await answerOpenData(page);
  await startAs(page, 'Parks');
  const plaza = realPlaza(['W 42 ST', 'W 43 ST', 'BROADWAY']);
  await importJson(page, {
    schemaVersion: 1,
    app: { name: 'NYC Event Stager' },
    geography: { type: 'plazas' },
    focusedArea: { id: plaza.id, system: plaza.id, name: 'Times Square Plaza', geometry: plaza.geometry },
    basemap: { key: 'carto' },
    layers: {
      trees: {
        visible: true,
        loading: false,
        loaded: true,
        error: null,
        endpoint: 'https://data.cityofnewyork.us/resource/hn5i-inap.geojson',
        color: '#16a34a',
        minzoom: 15,
      },
      hydrants: {
        visible: false,
        loading: true,
        loaded: false,
        error: 'Timeout',
        endpoint: 'https://data.cityofnewyork.us/resource/x.json',
      },
    },
    customShapes: { type: 'FeatureCollection', features: [] },
    droppedObjects: [
      {
        id: 'obj-1',
        type: 'grill',
        name: 'Grill',
        position: { lng: -73.9855, lat: 40.7585 },
        properties: {
          id: 'grill',
          name: 'Grill',
          category: 'Equipment',
          size: 36,
          color: '#b45309',
          icon: '🔥',
          imageUrl: '/icons/grill.png',
          label: 'BBQ corner',
          timestamp: '2024-06-01T10:00:00Z',
          flipped: true,
          rotationDeg: 90,
        },
      },
    ],
  });
  // Found in the plazas: named as the city's data names it.
  await expect(focusName(page)).toHaveText(plaza.name);
  await expect(page.locator('.mode-pill')).toHaveText('Plazas');
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  await expect(placedList(page).locator('li').first()).toContainText('BBQ corner');
  await expect(placedList(page).locator('li').first()).toContainText('flipped · 90°');
  await expect(page.getByRole('checkbox', { name: 'Street Trees', exact: true })).toBeChecked();
  await expect(page.getByText('Importing plan...')).toBeHidden();
  await expect(planNotices(page)).toBeHidden();
  const saved = await savePlan(page);
  expect(saved).toMatchObject({
    focusedArea: { id: plaza.id, system: plaza.id, name: plaza.name },
    layers: { trees: { visible: true }, hydrants: { visible: false } },
  });
  expect(Object.keys((saved.layers as Record<string, object>).trees!)).toEqual(['visible']);
});

test('bad files show the import error with the reason and leave the plan untouched', async ({ page }) => {
  await startWithImportedPlan(page);
  const cases: Array<{ name: string; content: string | Buffer; mime?: string; reason: string }> = [
    { name: 'broken.json', content: '{"schemaVersion": 1, "droppedObjects": [', reason: 'File is not valid JSON' },
    { name: 'other.json', content: '{"hello": "world"}', reason: 'File is not a site plan' },
    { name: 'huge.json', content: Buffer.alloc(20 * 1024 * 1024 + 1, 0x20), reason: 'File is larger than 20 MB' },
    {
      name: 'plan.txt',
      content: JSON.stringify({ schemaVersion: 1, droppedObjects: [] }),
      mime: 'text/plain',
      reason: 'Only JSON files (.json) can be imported',
    },
  ];
  for (const c of cases) {
    await importFile(page, c.name, c.content, c.mime);
    const alert = importError(page);
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert.locator('strong')).toHaveText(IMPORT_ERROR);
    // The reason on its own line under the message.
    expect(await alert.locator('.plan-banner-text').innerText()).toBe(`${IMPORT_ERROR}\n${c.reason}`);
    await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
    await expect(placedList(page)).toContainText('Keep me');
    await expect(focusName(page)).toHaveText('Bryant Park - Lawn');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
  }
});

test('unknown object types are kept as generic objects, with a notice', async ({ page }) => {
  await startAs(page, 'Parks');
  await importJson(page, {
    schemaVersion: 1,
    focusedArea: LAWN,
    droppedObjects: [chair('c1'), { id: 'h1', type: 'hovercraft', name: 'Hovercraft', position: LAWN_CENTRE }],
  });
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await expect(placedList(page)).toContainText('Hovercraft');
  await expect(planNotices(page)).toContainText('Unknown object type: hovercraft');
  await expect(importError(page)).toBeHidden();
  const saved = await savePlan(page);
  expect((saved.droppedObjects as Array<{ type: string; properties: { category: string } }>)[1]).toMatchObject({
    type: 'hovercraft',
    properties: { category: 'Other' },
  });
});

test('HTML in a file stays text', async ({ page }) => {
  const html = '<img src=x onerror="window.__planXss=1"><b>bold</b>';
  await startAs(page, 'Parks');
  await importJson(page, {
    schemaVersion: 1,
    focusedArea: LAWN,
    customShapes: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [LAWN_CENTRE.lng, LAWN_CENTRE.lat] },
          properties: { label: html },
        },
      ],
    },
    droppedObjects: [
      chair('c1', { properties: { label: html, note: html } }),
      { id: 'u1', type: html, position: LAWN_CENTRE },
    ],
    eventInfo: { name: html },
  });
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await expect(fixturesList(page).getByRole('button', { name: html })).toBeVisible();
  await expect(placedList(page).locator('li').first()).toContainText(html);
  await expect(planNotices(page)).toContainText(`Unknown object type: ${html}`);
  await designer(page).getByRole('button', { name: 'Event Information' }).click();
  await expect(page.getByRole('dialog', { name: 'Event Information' }).getByLabel('Event name')).toHaveValue(html);
  // No element was made from the file's markup anywhere on the page.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('b', { hasText: 'bold' }).count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __planXss?: number }).__planXss)).toBeUndefined();
});

test('a focused area missing from the map data: the notice names it, its saved outline is focused, the objects stay where they were', async ({
  page,
}) => {
  await startAs(page, 'Parks');
  const placed = [
    chair('c1'),
    chair('c2', { position: { lng: LAWN_CENTRE.lng + 0.0003, lat: LAWN_CENTRE.lat - 0.0002 } }),
  ];
  await importJson(page, {
    schemaVersion: 1,
    focusedArea: { ...LAWN, id: 'gone-1', system: 'GONE-1', name: 'Old Lawn' },
    droppedObjects: placed,
  });
  // The look-up retries for 5 s (25 × 200 ms) before the outline is used.
  await expect(planNotices(page)).toContainText(
    'The saved permit area “Old Lawn” (GONE-1) was not found in the current parks data; its saved outline is used ' +
      'instead. Your objects and shapes stay where they were placed.',
    { timeout: 20_000 },
  );
  await expect(focusName(page)).toHaveText('Old Lawn');
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  const saved = await savePlan(page);
  expect(saved.focusedArea).toEqual({ id: 'gone-1', system: 'GONE-1', name: 'Old Lawn', geometry: LAWN.geometry });
  const positions = (saved.droppedObjects as Array<{ id: string; position: { lng: number; lat: number } }>).map((o) => [
    o.id,
    o.position,
  ]);
  expect(positions).toEqual(placed.map((o) => [o.id, o.position]));
});

test('a plan from a newer version is refused whole, naming its version, and the plan open stays as it was', async ({
  page,
}) => {
  await startWithImportedPlan(page);
  await importJson(page, {
    schemaVersion: 2,
    app: { name: 'NYC Public Space Event Stager', version: '9.0.0' },
    geography: { type: 'plazas' },
    focusedArea: { ...LAWN, name: 'From the future' },
    droppedObjects: [chair('f1'), chair('f2'), chair('f3')],
    eventInfo: { name: 'Future Fair' },
  });
  const alert = importError(page);
  await expect(alert.locator('strong')).toHaveText(IMPORT_ERROR);
  await expect(alert).toContainText(
    'File was saved by a newer version of the app (NYC Public Space Event Stager 9.0.0): plan schema version 2; ' +
      'this version reads schema version 1 and older. Nothing was changed.',
  );
  // Nothing of it was applied: same geography, area, objects and event.
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn');
  await expect(placedHeading(page)).toHaveText('Placed Objects (1)');
  await expect(placedList(page)).toContainText('Keep me');
  const saved = await savePlan(page);
  expect(saved.geography).toEqual({ type: 'parks' });
  expect((saved.eventInfo as { name: string }).name).toBe('');
});

test('Export GeoJSON downloads the area, shapes and objects as a FeatureCollection', async ({ page }) => {
  await startAs(page, 'Parks');
  await focusLawn(page);
  await placeGrillAndTent(page);
  await drawLabelledPolygon(page, 'Queue');
  const { name, text } = await downloadFrom(page, 'Export GeoJSON');
  expect(name).toMatch(/^siteplan-bryant-park-lawn-\d{4}-\d{2}-\d{2}\.geojson$/);
  const fc = JSON.parse(text) as {
    type: string;
    features: Array<{ type: string; geometry: { type: string }; properties: Record<string, unknown> }>;
  };
  expect(fc.type).toBe('FeatureCollection');
  expect(fc.features.every((f) => f.type === 'Feature')).toBe(true);
  const kinds = fc.features.map((f) => `${String(f.properties.kind)}:${f.geometry.type}`);
  expect(kinds).toEqual([
    'focusedArea:MultiPolygon',
    'shape:Polygon',
    'objectFootprint:Polygon',
    'object:Point',
    'objectFootprint:Polygon',
    'object:Point',
  ]);
  expect(fc.features[0]!.properties).toEqual({
    kind: 'focusedArea',
    id: LAWN.id,
    system: LAWN.system,
    name: LAWN.name,
  });
  expect(fc.features[1]!.properties).toMatchObject({ kind: 'shape', label: 'Queue' });
  expect(fc.features[3]!.properties).toMatchObject({
    kind: 'object',
    type: 'grill',
    name: 'Grill',
    flipped: true,
    rotationDeg: 15,
    widthFt: 3,
    depthFt: 2,
  });
  expect(fc.features[5]!.properties).toMatchObject({ kind: 'object', type: 'tent' });
});

test("Site Plan Designer Import button: opens the same import as the header's", async ({ page }) => {
  await startWithImportedPlan(page);
  const file = {
    schemaVersion: 1,
    geography: { type: 'parks' },
    focusedArea: LAWN,
    droppedObjects: [chair('c1'), chair('c2'), chair('c3')],
  };
  const chooser = page.waitForEvent('filechooser');
  await designer(page).getByRole('button', { name: 'Import', exact: true }).click();
  await (
    await chooser
  ).setFiles({ name: 'three-chairs.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(placedHeading(page)).toHaveText('Placed Objects (3)');
  // The same checks as the header's: a broken file shows the spec's error.
  const broken = page.waitForEvent('filechooser');
  await designer(page).getByRole('button', { name: 'Import', exact: true }).click();
  await (
    await broken
  ).setFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(importError(page)).toContainText(IMPORT_ERROR);
  await expect(placedHeading(page)).toHaveText('Placed Objects (3)');
});
