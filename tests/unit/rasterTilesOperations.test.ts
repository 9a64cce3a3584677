// The raster tiles' operations over their explicit state (src/workers/layers/rasterState.ts), each on
// its own with a recording surface: the page's icons, a composite tile drawn from single layers' tiles
// kept for the next, the small symbols' pixels made once, and the hit test of current loads only.
import { describe, expect, it } from 'vitest';
import type { LayerFeature } from '../../src/shared/layers/features';
import type { Canvas2D } from '../../src/shared/layers/raster/renderTile';
import { rasterHitTest } from '../../src/workers/layers/rasterHitTest';
import { setRasterIcons } from '../../src/workers/layers/rasterIcons';
import {
  createRasterState,
  type LoadedFeatures,
  type RasterSurface,
  type RasterState,
} from '../../src/workers/layers/rasterState';
import { rasterTile } from '../../src/workers/layers/rasterTile';
import { tileOf } from './helpers/areas';
import { pointFeature } from './helpers/layersState';

/** Two hydrants a block apart: in neighbouring tiles at zoom 16. */
const A = pointFeature(0, -73.9845, 40.7541, { unitid: 'H1' });
const B = pointFeature(1, -73.9786, 40.7541, { unitid: 'H2' });
/** Tile zoom 16 is map zoom 15: the layer's symbols are dots, no icons are waited for. */
const Z = 16;

/** A surface that names what it makes ('layer#1', 'tile#1') and records what it is asked. */
function recordingSurface(options: { stamps?: boolean } = {}) {
  const log = { composites: 0, layers: 0, icons: [] as string[], released: [] as string[], symbols: 0, kept: 0 };
  const noop = () => undefined;
  const canvas = (): Canvas2D<string> => ({
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'round',
    setLineDash: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    arc: noop,
    fill: noop,
    closePath: noop,
    stroke: noop,
    setTransform: noop,
    drawImage: noop,
  });
  const surface: RasterSurface<string, string> = {
    begin: () => (log.composites++, canvas()),
    finish: () => `tile#${log.composites}`,
    icon: async (p) => {
      log.icons.push(`${p.width}x${p.height}`);
      return `icon ${p.width}x${p.height}`;
    },
    beginLayer: () => (log.layers++, canvas()),
    keepLayer: () => `layer#${log.layers}`,
    release: (image) => void log.released.push(image),
    sizedIcon: (icon, sizePx, px) => `${icon} at ${sizePx} on ${px}`,
  };
  if (options.stamps) {
    surface.symbolPixels = (_symbol, _sizePx, px) => (log.symbols++, new Uint8ClampedArray(px * px * 4).fill(255));
    surface.keepLayerPixels = () => `stamped#${++log.kept}`;
  }
  return { surface, log };
}

/** A raster state over a hand-held map of loads, as the layers worker's state would answer. */
function rasterState(features: LayerFeature[], options: { stamps?: boolean } = {}) {
  const { surface, log } = recordingSurface(options);
  const loads = new Map<string, LoadedFeatures>([['hydrants', { key: 'hydrants.x-1', features }]]);
  const state: RasterState<string, string> = createRasterState(
    surface,
    (id) => loads.get(id),
    async () => undefined,
  );
  return { state, log, loads };
}

const keyOf = (tilesKey: string) => `raster~1~0~${tilesKey}`;

describe('raster tile operations', () => {
  it('icons: each made once from the page pixels, and the tiles waiting for them go on', async () => {
    const { state, log } = rasterState([A]);
    let ready = false;
    void state.iconsReady.then(() => (ready = true));
    await setRasterIcons(state, { hydrants: { width: 96, height: 96, data: new Uint8ClampedArray(96 * 96 * 4) } });
    await Promise.resolve();
    expect(ready).toBe(true);
    expect(log.icons).toEqual(['96x96']);
    expect(state.icons.get('hydrants')).toBe('icon 96x96');
  });

  it('tile: drawn from the layer tile, which is kept for the next; a tile of an older load or with nothing on it is none', async () => {
    const { state, log, loads } = rasterState([A]);
    const [x, y] = tileOf(-73.9845, 40.7541, Z);
    expect(await rasterTile(state, keyOf('hydrants.x-1'), Z, x, y)).toBe('tile#1');
    expect(log.layers).toBe(1);
    expect(state.layerTiles.size).toBe(1);
    expect(await rasterTile(state, keyOf('hydrants.x-1'), Z, x, y)).toBe('tile#2');
    expect(log.layers).toBe(1);
    expect(await rasterTile(state, keyOf('hydrants.x-0'), Z, x, y)).toBeNull();
    expect(await rasterTile(state, keyOf('hydrants.x-1'), Z, x + 5, y)).toBeNull();
    expect(log.composites).toBe(2);

    // A new load of the layer: the kept tiles of the one before are released at its first tile.
    loads.set('hydrants', { key: 'hydrants.x-2', features: [A] });
    expect(await rasterTile(state, keyOf('hydrants.x-2'), Z, x, y)).toBe('tile#3');
    expect(log.released).toEqual(['layer#1']);
  });

  it('tile: one the page gave up while it waited is refused unrendered', async () => {
    const { state, log } = rasterState([A]);
    const [x, y] = tileOf(-73.9845, 40.7541, Z);
    const left = new AbortController();
    left.abort(new Error('set left'));
    await expect(rasterTile(state, keyOf('hydrants.x-1'), Z, x, y, left.signal)).rejects.toThrow('set left');
    expect(log.layers + log.composites).toBe(0);
  });

  it('tile: small symbols are stamped from pixels made once per layer and size, not drawn one by one', async () => {
    const { state, log } = rasterState([A, B], { stamps: true });
    const [xa, ya] = tileOf(-73.9845, 40.7541, Z);
    const [xb, yb] = tileOf(-73.9786, 40.7541, Z);
    expect(xb).not.toBe(xa);
    expect(await rasterTile(state, keyOf('hydrants.x-1'), Z, xa, ya)).toBe('tile#1');
    expect(await rasterTile(state, keyOf('hydrants.x-1'), Z, xb, yb)).toBe('tile#2');
    expect(log.kept).toBe(2);
    expect(log.symbols).toBe(1);
    expect(state.stamps.size).toBe(1);
    expect(log.layers).toBe(0);
  });

  it('hit test: the nearest feature of a current load, indexed on first use; none for an older load or far away', () => {
    const { state } = rasterState([A, B]);
    const features = state.lookup('hydrants')!.features;
    expect(state.indexed.has(features)).toBe(false);
    const near = { lng: -73.9845, lat: 40.7541, zoom: 19, radiusPx: 3 };
    expect(rasterHitTest(state, ['hydrants.x-1'], near)).toMatchObject({ tilesKey: 'hydrants.x-1', featureId: 0 });
    expect(state.indexed.has(features)).toBe(true);
    expect(rasterHitTest(state, ['hydrants.x-1'], { ...near, lng: -73.9786 })).toMatchObject({ featureId: 1 });
    expect(rasterHitTest(state, ['hydrants.x-0', 'nothing.x-1'], near)).toBeNull();
    expect(rasterHitTest(state, ['hydrants.x-1'], { ...near, lng: -73.982 })).toBeNull();
  });
});
