/**
 * Issue 41: a shape is drawn and editable whatever id its plan gave it. The map's own pixels say a
 * shape is drawn (the list and the pre-check read the plan, which always held them); a dragged corner
 * says it is editable, and the saved file keeps the plan's ids.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cameraMovedBy, clickVertices, expect, mapRegion, startAs, test } from './fixtures';
import { mapCentre } from './navigation';
import { changedPixels, cropAround } from './pixels';
import { fixturesList, focusLawn, importJson, savePlan } from './planFileHelpers';

type Ring = [number, number][];
interface SavedShapes {
  customShapes: { features: { id: unknown; geometry: { type: string; coordinates: unknown } }[] };
}

const OLDER_APP_ID = 'x3A5DSn85UQ3hgQ4KvomjXmEewLb7Hz5';
const HEX_ID = '0f3c9a7be21d4c58a6e0b7d9c4f21a36';
const SIDE = 70;

/**
 * Where screen points are on the ground: a polygon drawn through four known screen corners and saved
 * gives its corners' coordinates, and at this zoom the map is linear between them.
 */
async function groundOfScreen(page: Page) {
  const { x, y } = await mapCentre(page);
  const [left, top, w, h] = [x - 120, y - 90, 240, 180];
  const tool = page.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Polygon', exact: true });
  await tool.click();
  await clickVertices(page, [
    [left, top],
    [left + w, top],
    [left + w, top + h],
    [left, top + h],
    [left, top],
  ]);
  await expect(fixturesList(page).getByRole('button', { name: 'Polygon (unlabeled)' })).toBeVisible();
  await tool.click();
  const ring = ((await savePlan(page)) as unknown as SavedShapes).customShapes.features[0]!.geometry
    .coordinates as Ring[];
  // terra-draw may keep the ring as clicked or wind it the other way: the order whose sides are the
  // same ground length per pixel along and across is the one that matches the clicks.
  const [p0, p1, , p3] = ring[0]!;
  const metres = (p: [number, number], q: [number, number]) =>
    Math.hypot((q[0] - p[0]) * Math.cos((p[1] * Math.PI) / 180), q[1] - p[1]);
  const asClicked = metres(p0!, p1!) / w / (metres(p0!, p3!) / h);
  const [a, b, d] = Math.abs(Math.log(asClicked)) < 0.1 ? [p0, p1, p3] : [p0, p3, p1];
  const at = (sx: number, sy: number): [number, number] => {
    const u = (sx - left) / w;
    const v = (sy - top) / h;
    return [a![0] + u * (b![0] - a![0]) + v * (d![0] - a![0]), a![1] + u * (b![1] - a![1]) + v * (d![1] - a![1])];
  };
  // And back: the screen point of a ground position (the inverse of the same linear map).
  const [ux, uy, vx, vy] = [(b![0] - a![0]) / w, (b![1] - a![1]) / w, (d![0] - a![0]) / h, (d![1] - a![1]) / h];
  const det = ux * vy - vx * uy;
  const screenOf = (p: [number, number]) => {
    const [ex, ey] = [p[0] - a![0], p[1] - a![1]];
    return { x: left + (ex * vy - vx * ey) / det, y: top + (ux * ey - ex * uy) / det };
  };
  return { at, screenOf, centre: { x, y } };
}

test('shapes with the older app’s, 32-hex, numeric and word ids are drawn on the map, and a corner drags', async ({
  page,
}) => {
  // Two imports, two saves and a drag, each frame drawn in software.
  test.setTimeout(180_000);
  await startAs(page, 'Parks');
  await focusLawn(page);
  // The plan file the shapes are imported in, imported once first: an import sets the view its own way
  // (the file's), so the screen is measured as the import leaves it.
  const saved = await savePlan(page);
  await cameraMovedBy(page, () => importJson(page, saved));
  const { at, centre } = await groundOfScreen(page);
  // The drawn polygon goes; the map where the imported shapes will be is read without it.
  await fixturesList(page).getByRole('button', { name: 'Polygon (unlabeled)' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (0)');
  await expect(mapRegion(page)).toHaveAttribute('data-camera', 'still');

  // Four squares, one per id, each with its top-left corner at a known screen point.
  const corners = [
    { id: OLDER_APP_ID, x: centre.x - 110, y: centre.y - 85 },
    { id: HEX_ID, x: centre.x + 30, y: centre.y - 85 },
    { id: 7, x: centre.x - 110, y: centre.y + 10 },
    { id: 'enclosure', x: centre.x + 30, y: centre.y + 10 },
  ];
  const features = corners.map((c) => ({
    type: 'Feature',
    id: c.id,
    geometry: {
      type: 'Polygon',
      coordinates: [[at(c.x, c.y), at(c.x + SIDE, c.y), at(c.x + SIDE, c.y + SIDE), at(c.x, c.y + SIDE), at(c.x, c.y)]],
    },
    properties: { label: '' },
  }));
  const before = await Promise.all(corners.map((c) => cropAround(page, c, 6)));
  await importJson(page, { ...saved, customShapes: { type: 'FeatureCollection', features } });
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (4)');
  await expect(mapRegion(page)).toHaveAttribute('data-camera', 'still');

  // Each square's corner is drawn (its outline and vertex), whatever its id.
  for (const [i, c] of corners.entries()) {
    await expect
      .poll(async () => changedPixels(page, before[i]!, await cropAround(page, c, 6)).count, {
        message: `shape ${String(c.id)} is drawn on the map`,
      })
      .toBeGreaterThan(10);
  }

  // 'enclosure' selected from the list: its bottom-right corner drags out, and the area grows.
  const item = fixturesList(page).locator('li').nth(3);
  const area = (await item.textContent())!;
  await item.getByRole('button').first().click();
  await expect(mapRegion(page)).toHaveAttribute('data-selected', '1');
  const corner = { x: corners[3]!.x + SIDE, y: corners[3]!.y + SIDE };
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  await page.mouse.move(corner.x + 20, corner.y + 15, { steps: 6 });
  await page.mouse.move(corner.x + 30, corner.y + 25, { steps: 6 });
  await page.mouse.up();
  await expect(item).not.toHaveText(area);

  // Saved, each shape keeps its own id (the number as its text), and the dragged one its new corner.
  const resaved = (await savePlan(page)) as unknown as SavedShapes;
  const ids = resaved.customShapes.features.map((f) => f.id);
  expect(ids).toEqual([OLDER_APP_ID, HEX_ID, '7', 'enclosure']);
  const dragged = resaved.customShapes.features[3]!.geometry.coordinates as Ring[];
  expect(dragged[0]).not.toEqual(features[3]!.geometry.coordinates[0]);
});

test("the older app's plan file comes in with every shape drawn on the map", async ({ page }) => {
  test.setTimeout(180_000);
  const file = JSON.parse(readFileSync('tests/fixtures/olderApp/siteplan-2024-06-08.json', 'utf8')) as Record<
    string,
    unknown
  >;
  await startAs(page, 'Parks');
  // The same file without its shapes and objects first: the screen is measured in the view it sets.
  const empty = { ...file, customShapes: { type: 'FeatureCollection', features: [] }, droppedObjects: [] };
  await cameraMovedBy(page, () => importJson(page, empty));
  const { screenOf } = await groundOfScreen(page);
  await fixturesList(page).getByRole('button', { name: 'Polygon (unlabeled)' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (0)');

  // A corner of the beer garden, both ends of the line and the point: away from the seven objects.
  const spots = [
    screenOf([-73.98391251236812, 40.75366331482195]),
    screenOf([-73.98418334471521, 40.75353112908471]),
    screenOf([-73.98290127834112, 40.75407036218554]),
    screenOf([-73.98331780913525, 40.75395317742213]),
  ];
  const before = await Promise.all(spots.map((c) => cropAround(page, c, 6)));
  await importJson(page, file);
  await expect(page.locator('#fixtures-title')).toHaveText('Event Fixtures (3)');
  await expect(page.locator('#placed-objects-title')).toHaveText('Placed Objects (7)');
  await expect(fixturesList(page).getByRole('button', { name: 'beer garden' })).toBeVisible();
  for (const [i, c] of spots.entries()) {
    await expect
      .poll(async () => changedPixels(page, before[i]!, await cropAround(page, c, 6)).count, {
        message: `spot ${i + 1} of the older app's shapes is drawn on the map`,
      })
      .toBeGreaterThan(10);
  }
});
