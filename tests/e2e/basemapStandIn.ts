/**
 * The streets basemap in browser tests: CARTO's style answered by a stand-in with one raster tile set
 * (CARTO's own style has no inline credit; the app adds it), its tiles a small valid PNG.
 */
import type { Page } from '@playwright/test';

/**
 * A 1 x 1 light grey PNG for the stand-in tiles. Its checksums must be right: a tile the browser cannot
 * decode is a failed basemap tile, and the export then rightly says 'No basemap' and prints no credit.
 */
export const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4CwAA3wDeKXlwtgAAAABJRU5ErkJggg==',
  'base64',
);

/** Tiles from another origin are drawn only with CORS, as the real hosts answer. */
export const CORS = { 'Access-Control-Allow-Origin': '*' };

/** Pure red: what the stand-in paints north of `northOf`, so a test can tell the map's top from its bottom. */
export const NORTH_BAND_RGB = [255, 0, 0] as const;

/**
 * CARTO's style answered by a stand-in with one raster tile set, as CARTO's own style has no inline credit.
 * With `northOf` (a latitude), everything north of it is painted pure red over the tiles.
 */
export async function answerCarto(page: Page, options: { northOf?: number } = {}): Promise<void> {
  const { northOf } = options;
  const northBand =
    northOf === undefined
      ? null
      : {
          type: 'geojson',
          data: {
            type: 'Polygon',
            coordinates: [
              [
                [-75, northOf],
                [-72, northOf],
                [-72, 42],
                [-75, 42],
                [-75, northOf],
              ],
            ],
          },
        };
  await page.route('https://basemaps.cartocdn.com/**', (route) =>
    route.fulfill({
      json: {
        version: 8,
        name: 'stand-in',
        sources: {
          carto: { type: 'raster', tiles: ['https://tiles.example.test/{z}/{x}/{y}.png'], tileSize: 256 },
          ...(northBand ? { north: northBand } : {}),
        },
        layers: [
          { id: 'bg', type: 'background', paint: { 'background-color': '#eeeeee' } },
          { id: 'carto', type: 'raster', source: 'carto' },
          ...(northBand
            ? [
                {
                  id: 'north',
                  type: 'fill',
                  source: 'north',
                  paint: { 'fill-color': `rgb(${NORTH_BAND_RGB.join(',')})` },
                },
              ]
            : []),
        ],
      },
    }),
  );
  await page.route('https://tiles.example.test/**', (route) =>
    route.fulfill({ body: TILE_PNG, contentType: 'image/png', headers: CORS }),
  );
}
