import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { expect, mapRegion, test } from './fixtures';
import { pdfText } from './pdfReader';
import {
  designer,
  fixturesList,
  focusName,
  importJson,
  LAWN,
  placedHeading,
  placedList,
  planNotices,
  savePlan,
  setEventName,
  withoutUpdatedAt,
} from './planFileHelpers';

// A browser without WebGL, as on office machines with graphics acceleration switched off.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--disable-webgl'] } });

const AT = { lng: -73.98345, lat: 40.75375 };

const PLAN = {
  schemaVersion: 1,
  app: { name: 'NYC Public Space Event Stager', version: '0.1.0' },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  geography: { type: 'parks' },
  focusedArea: LAWN,
  basemap: { key: 'satellite' },
  view: { center: AT, zoom: 18.25, bearing: 29, pitch: 0 },
  layers: { trees: { visible: false }, permitAreas: { visible: true } },
  customShapes: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 's1',
        geometry: { type: 'Point', coordinates: [AT.lng, AT.lat] },
        properties: { label: 'First aid meeting point' },
      },
    ],
  },
  droppedObjects: [
    { id: 'g1', type: 'grill', name: 'Grill', position: { lng: AT.lng + 0.0002, lat: AT.lat } },
    { id: 'c1', type: 'chair', name: 'Chair', position: { lng: AT.lng - 0.0002, lat: AT.lat + 0.0001 } },
  ],
  eventInfo: { name: 'Lawn Concert', organizer: 'Friends of the Lawn' },
  exportOptions: { includeDimensions: true, dimensionUnits: 'ft' },
};

test('without WebGL the map says why and how to enable it, and a plan can still be imported, listed, edited and saved', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Words a person understands, at once: no spinner for ever.
  const message = page.getByTestId('map-unavailable');
  await expect(message).toContainText('The map cannot start in this browser');
  await expect(message).toContainText('graphics acceleration (WebGL)');
  await expect(message).toContainText('Use graphics acceleration when available');
  await expect(mapRegion(page)).toHaveAttribute('data-map-state', 'not-loaded');
  await expect(page.getByText('Loading map...')).toBeHidden();
  // The areas are loaded and searchable, only not drawn; no zone-geometry error blames the areas.
  await expect(mapRegion(page)).toHaveAttribute('data-areas-state', 'listed');
  await expect(page.getByText('Error loading zone geometry:')).toBeHidden();

  await importJson(page, PLAN);
  await expect(focusName(page)).toHaveText('Bryant Park - Lawn');
  await expect(placedHeading(page)).toHaveText('Placed Objects (2)');
  await expect(placedList(page)).toContainText('Grill');
  await expect(placedList(page)).toContainText('Chair');
  await expect(fixturesList(page).getByRole('button', { name: 'First aid meeting point' })).toBeVisible();
  await expect(designer(page)).toContainText('Drawing and placing need the map');
  await expect(page.getByText('Importing plan...')).toBeHidden();
  await expect(planNotices(page)).toBeHidden();

  await setEventName(page, 'Lawn Concert, second night');
  const saved = await savePlan(page);
  // Everything the file held comes back (the view and basemap too), with the one edit.
  expect(withoutUpdatedAt(saved)).toEqual(
    withoutUpdatedAt({
      ...PLAN,
      app: saved.app,
      layers: saved.layers,
      customShapes: saved.customShapes,
      droppedObjects: saved.droppedObjects,
      eventInfo: { ...(saved.eventInfo as object), name: 'Lawn Concert, second night' },
      exportOptions: saved.exportOptions,
      revisions: [],
    }),
  );
  expect(saved.layers).toMatchObject({ trees: { visible: false }, permitAreas: { visible: true } });
  expect(saved.eventInfo).toMatchObject({ name: 'Lawn Concert, second night', organizer: 'Friends of the Lawn' });
  expect(saved.exportOptions).toMatchObject({ includeDimensions: true, dimensionUnits: 'ft' });
  const shapes = (saved.customShapes as { features: Array<{ geometry: unknown; properties: unknown }> }).features;
  expect(shapes.map((f) => [f.geometry, f.properties])).toEqual(
    PLAN.customShapes.features.map((f) => [f.geometry, f.properties]),
  );
  const objects = saved.droppedObjects as Array<{ id: string; type: string; position: unknown }>;
  expect(objects.map((o) => [o.id, o.type, o.position])).toEqual(
    PLAN.droppedObjects.map((o) => [o.id, o.type, o.position]),
  );

  // The packet still comes out: the plan on a plain background, which the page explains.
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  const pdf = await (await downloading).path();
  const first = pdfText(pdf, 1).replace(/\s+/g, ' ');
  expect(first).toContain('Lawn Concert, second night');
  expect(first).toMatch(/Grill.*Chair|Chair.*Grill/);
  expect(first).toContain('No basemap: the street map could not be loaded');
});
