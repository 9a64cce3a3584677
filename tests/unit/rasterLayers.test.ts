// Dense layers drawn from raster tiles: which layers, the tile key, where the tile draws each
// feature (against an independent Web Mercator projection), and the worker's hit test.
import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import type { LayerFeature } from '../../src/shared/layers/features';
import { iconPxAt, dotRadiusPx } from '../../src/shared/layers/iconScale';
import { VECTOR_FEATURE_BUDGET, rasteredLayers } from '../../src/shared/layers/raster/drawPlan';
import { buildFeatureIndex } from '../../src/shared/layers/raster/featureIndex';
import { nearestFeature } from '../../src/shared/layers/raster/hitTest';
import { isRasterKey, parseRasterKey, rasterKey } from '../../src/shared/layers/raster/rasterKey';
import { RASTER_TILE_CSS_PX, renderTile, type Canvas2D } from '../../src/shared/layers/raster/renderTile';

const pt = (id: number, lng: number, lat: number, properties = {}): LayerFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties,
});
const line = (id: number, coords: number[][], properties = {}): LayerFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'LineString', coordinates: coords },
  properties,
});

/** Independent: the pixel of a lng/lat in a 512 px tile (MapLibre's zoom), by the textbook formula. */
function pixelIn(lng: number, lat: number, z: number, x: number, y: number, size: number) {
  const n = 2 ** z;
  const latRad = (lat * Math.PI) / 180;
  const tx = ((lng + 180) / 360) * n;
  const ty = ((1 - Math.asinh(Math.tan(latRad)) / Math.PI) / 2) * n;
  return { x: (tx - x) * size, y: (ty - y) * size };
}

function tileOf(lng: number, lat: number, z: number) {
  const p = pixelIn(lng, lat, z, 0, 0, 1);
  return { x: Math.floor(p.x), y: Math.floor(p.y) };
}

type Call = { op: string; args: number[]; alpha: number; style: unknown; width: number; dash: number[] };

function recorder(): Canvas2D<string> & { calls: Call[] } {
  const calls: Call[] = [];
  let dash: number[] = [];
  const ctx = {
    calls,
    globalAlpha: 1,
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    lineCap: 'butt' as const,
    lineJoin: 'miter' as const,
    setLineDash: (d: number[]) => void (dash = d),
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => rec('moveTo', [x, y], ctx.strokeStyle),
    lineTo: (x: number, y: number) => rec('lineTo', [x, y], ctx.strokeStyle),
    arc: (x: number, y: number, r: number) => rec('arc', [x, y, r], ctx.fillStyle),
    fill: () => undefined,
    closePath: () => undefined,
    setTransform: (a: number, b: number, _c: number, _d: number, e: number, f: number) =>
      rec('setTransform', [a, b, e, f], null),
    stroke: () => rec('stroke', [], ctx.strokeStyle),
    drawImage: (_i: string, dx: number, dy: number, dw: number, dh: number) => rec('drawImage', [dx, dy, dw, dh], null),
  };
  function rec(op: string, args: number[], style: unknown) {
    calls.push({ op, args, alpha: ctx.globalAlpha, style, width: ctx.lineWidth, dash });
  }
  return ctx;
}

describe('which layers are rastered', () => {
  const layer = (id: string, count: number, geometry: 'point' | 'line' | 'polygon' = 'point', visible = true) => ({
    id,
    count,
    geometry,
    visible,
  });

  it('draws every visible layer of a dense map in the composite, the small ones with the dense ones', () => {
    const got = rasteredLayers(
      [
        layer('trees', 38_000),
        layer('hydrants', 1_500),
        layer('iceLadders', 8),
        layer('bikeLanes', 1_200, 'line'),
        layer('lots', 700, 'polygon'),
        layer('fountains', 0),
        layer('benches', 900, 'point', false),
      ],
      2_000,
    );
    // Visible costs 38,000 + 1,500 + 8 + 1,200 + 1,400 (700 areas count twice) pass 2,000: every visible
    // layer with features goes, the 8 ice ladders too; the empty and the hidden layer do not.
    expect([...got].sort()).toEqual(['bikeLanes', 'hydrants', 'iceLadders', 'lots', 'trees']);
  });

  it('keeps sparse maps and hidden layers as vectors', () => {
    expect(rasteredLayers([layer('trees', VECTOR_FEATURE_BUDGET), layer('hydrants', 0)]).size).toBe(0);
    expect(
      rasteredLayers([layer('trees', 30_000, 'point', false), layer('lots', VECTOR_FEATURE_BUDGET / 2, 'polygon')])
        .size,
    ).toBe(0);
    expect([...rasteredLayers([layer('lots', VECTOR_FEATURE_BUDGET / 2 + 1, 'polygon')])]).toEqual(['lots']);
    expect([...rasteredLayers([layer('trees', VECTOR_FEATURE_BUDGET + 1)])]).toEqual(['trees']);
    // Sparse layers that only together pass the budget all go.
    expect([...rasteredLayers([layer('a', 300), layer('b', 201, 'line')])].sort()).toEqual(['a', 'b']);
  });
});

describe('the raster key', () => {
  it('round-trips the ratio and the loads, and refuses other keys', () => {
    const key = rasterKey(1.5, -28.6, ['curbCuts.3', 'trees.3']);
    expect(isRasterKey(key)).toBe(true);
    expect(isRasterKey('trees.3')).toBe(false);
    expect(parseRasterKey(key)).toEqual({ ratio: 1.5, bearing: -29, tilesKeys: ['curbCuts.3', 'trees.3'] });
    expect(parseRasterKey('raster~0~0~trees.3')).toBeNull();
    expect(parseRasterKey('trees.3')).toBeNull();
  });
});

describe('a raster tile', () => {
  const [lng, lat] = [-73.98385, 40.75385];

  it('draws each icon centred on its feature, at the spec size for the tile zoom', () => {
    const z = 18,
      ratio = 2;
    const t = tileOf(lng, lat, z);
    const ctx = recorder();
    const features = [pt(0, lng, lat), pt(1, lng + 0.0002, lat - 0.0001)];
    renderTile(ctx, [{ def: LAYER_CATALOGUE.trees, index: buildFeatureIndex(features), icon: 'tree' }], {
      z,
      x: t.x,
      y: t.y,
      ratio,
    });
    const images = ctx.calls.filter((c) => c.op === 'drawImage');
    expect(images).toHaveLength(2);
    // 256 px tiles: a tile of zoom 18 is shown at map zoom 17.
    const size = iconPxAt(z - 1, 'trees') * ratio;
    for (const f of features) {
      const want = pixelIn(
        f.geometry.coordinates[0] as number,
        f.geometry.coordinates[1] as number,
        z,
        t.x,
        t.y,
        RASTER_TILE_CSS_PX * ratio,
      );
      const hit = images.find(
        (c) => Math.abs(c.args[0]! + size / 2 - want.x) < 1e-6 && Math.abs(c.args[1]! + size / 2 - want.y) < 1e-6,
      );
      expect(hit, `icon of feature ${f.id}`).toBeDefined();
      expect(hit!.args[2]).toBeCloseTo(size, 9);
      expect(hit!.alpha).toBe(LAYER_CATALOGUE.trees.style.kind === 'icon' ? LAYER_CATALOGUE.trees.style.opacity : NaN);
    }
  });

  it('stamps a copy of the icon drawn once at the size, at its whole-pixel size, at the same place', () => {
    const z = 18,
      ratio = 2;
    const t = tileOf(lng, lat, z);
    const ctx = recorder();
    const asked: number[] = [];
    const sizedIcon = (sizePx: number) => {
      asked.push(sizePx);
      return { image: 'tree small', px: Math.ceil(sizePx) };
    };
    const layer = { def: LAYER_CATALOGUE.trees, index: buildFeatureIndex([pt(0, lng, lat)]), icon: 'tree', sizedIcon };
    renderTile(ctx, [layer], { z, x: t.x, y: t.y, ratio });
    const size = iconPxAt(z - 1, 'trees') * ratio;
    expect(asked).toEqual([size]);
    const want = pixelIn(lng, lat, z, t.x, t.y, RASTER_TILE_CSS_PX * ratio);
    const [image] = ctx.calls.filter((c) => c.op === 'drawImage');
    // Its corner where the full-size icon's corner is; drawn at its own size, so nothing is scaled per stamp.
    expect(image!.args[0]! + size / 2).toBeCloseTo(want.x, 9);
    expect(image!.args[1]! + size / 2).toBeCloseTo(want.y, 9);
    expect(image!.args[2]).toBe(Math.ceil(size));
  });

  it('turns icons by the bearing about their centres, so they stand upright on the turned map', () => {
    const z = 19;
    const t = tileOf(lng, lat, z);
    const ctx = recorder();
    renderTile(ctx, [{ def: LAYER_CATALOGUE.trees, index: buildFeatureIndex([pt(0, lng, lat)]), icon: 'tree' }], {
      z,
      x: t.x,
      y: t.y,
      ratio: 1,
      bearing: 30,
    });
    const turn = ctx.calls.find((c) => c.op === 'setTransform')!;
    const want = pixelIn(lng, lat, z, t.x, t.y, RASTER_TILE_CSS_PX);
    expect(turn.args[0]).toBeCloseTo(Math.cos(Math.PI / 6), 9);
    expect(turn.args[1]).toBeCloseTo(Math.sin(Math.PI / 6), 9);
    expect(turn.args[2]).toBeCloseTo(want.x, 6);
    expect(turn.args[3]).toBeCloseTo(want.y, 6);
    const size = iconPxAt(z - 1, 'trees');
    expect(ctx.calls.find((c) => c.op === 'drawImage')!.args).toEqual([-size / 2, -size / 2, size, size]);
    expect(ctx.calls.at(-1)).toMatchObject({ op: 'setTransform', args: [1, 0, 0, 0] });
  });

  it('draws dots of the icon size below map zoom 16, and icons reaching in from a neighbouring tile', () => {
    const z = 16;
    const t = tileOf(lng, lat, z);
    const ctx = recorder();
    renderTile(ctx, [{ def: LAYER_CATALOGUE.hydrants, index: buildFeatureIndex([pt(0, lng, lat)]), icon: 'h' }], {
      z,
      x: t.x,
      y: t.y,
      ratio: 1,
    });
    const arc = ctx.calls.find((c) => c.op === 'arc')!;
    expect(arc.args[2]).toBeCloseTo(dotRadiusPx('hydrants'), 9);
    expect(arc.style).toBe(LAYER_CATALOGUE.hydrants.color);
    // The same point seen from the tile to its right: drawn off the left edge only if it reaches in.
    const right = recorder();
    renderTile(right, [{ def: LAYER_CATALOGUE.hydrants, index: buildFeatureIndex([pt(0, lng, lat)]), icon: 'h' }], {
      z,
      x: t.x + 1,
      y: t.y,
      ratio: 1,
    });
    const own = pixelIn(lng, lat, z, t.x, t.y, RASTER_TILE_CSS_PX);
    expect(right.calls.some((c) => c.op === 'arc')).toBe(RASTER_TILE_CSS_PX - own.x <= dotRadiusPx('hydrants') + 1);
  });

  it('strokes lines with their width, opacity, dashes and the curb-cut colours, lines before points', () => {
    const z = 17,
      ratio = 1;
    const t = tileOf(lng, lat, z);
    const ctx = recorder();
    const cuts = buildFeatureIndex(
      [
        line(
          0,
          [
            [lng, lat],
            [lng + 0.0001, lat],
          ],
          { curbcut_type: 'midblock' },
        ),
      ],
      'curbcut_type',
    );
    const fire = buildFeatureIndex([
      line(0, [
        [lng, lat + 0.0001],
        [lng + 0.0002, lat + 0.0001],
      ]),
    ]);
    renderTile(
      ctx,
      [
        { def: LAYER_CATALOGUE.curbCuts, index: cuts, icon: null },
        { def: LAYER_CATALOGUE.fireLanes, index: fire, icon: null },
        { def: LAYER_CATALOGUE.trees, index: buildFeatureIndex([pt(0, lng, lat)]), icon: 't' },
      ],
      { z, x: t.x, y: t.y, ratio },
    );
    const strokes = ctx.calls.filter((c) => c.op === 'stroke');
    expect(strokes.map((s) => s.style)).toEqual(['#ef4444', LAYER_CATALOGUE.fireLanes.color]);
    const fireStyle = LAYER_CATALOGUE.fireLanes.style;
    if (fireStyle.kind !== 'line') throw new Error('fire lanes are lines');
    expect(strokes[1]!.width).toBe(fireStyle.width);
    expect(strokes[1]!.dash).toEqual(fireStyle.dash!.map((d) => d * fireStyle.width));
    expect(strokes[1]!.alpha).toBe(fireStyle.opacity);
    const start = ctx.calls.find((c) => c.op === 'moveTo')!;
    const want = pixelIn(lng, lat, z, t.x, t.y, RASTER_TILE_CSS_PX);
    expect(start.args[0]).toBeCloseTo(want.x, 6);
    expect(start.args[1]).toBeCloseTo(want.y, 6);
    expect(ctx.calls.findIndex((c) => c.op === 'drawImage')).toBeGreaterThan(
      ctx.calls.findIndex((c) => c.op === 'stroke'),
    );
  });
});

describe('a raster tile of densified lines', () => {
  it('leaves out the vertices that change nothing on screen, and keeps the corners', () => {
    const [lng, lat] = [-73.98385, 40.75385];
    const z = 17;
    const t = tileOf(lng, lat, z);
    // 40 m east in 1 m steps, each a few centimetres off, then 40 m north: one corner.
    const path: number[][] = [];
    for (let i = 0; i <= 40; i++) path.push([lng + i * 0.0000118, lat + (i % 2 ? 3e-7 : -3e-7)]);
    for (let i = 1; i <= 40; i++) path.push([lng + 40 * 0.0000118, lat + i * 0.000009]);
    const ctx = recorder();
    renderTile(ctx, [{ def: LAYER_CATALOGUE.bikeLanes, index: buildFeatureIndex([line(0, path)]), icon: null }], {
      z,
      x: t.x,
      y: t.y,
      ratio: 1,
    });
    const moves = ctx.calls.filter((c) => c.op === 'moveTo' || c.op === 'lineTo');
    expect(moves).toHaveLength(3);
    const corner = pixelIn(path[40]![0]!, path[40]![1]!, z, t.x, t.y, RASTER_TILE_CSS_PX);
    expect(moves[1]!.args[0]).toBeCloseTo(corner.x, 1);
    expect(moves[1]!.args[1]).toBeCloseTo(corner.y, 1);
  });
});

describe('a raster tile of areas', () => {
  it('fills each area with its rings in one even-odd path and outlines it', () => {
    const [lng, lat] = [-73.98385, 40.75385];
    const d = 0.0003;
    const ring = (r: number) => [
      [lng - r, lat - r],
      [lng + r, lat - r],
      [lng + r, lat + r],
      [lng - r, lat + r],
      [lng - r, lat - r],
    ];
    const lot: LayerFeature = {
      type: 'Feature',
      id: 4,
      geometry: { type: 'Polygon', coordinates: [ring(d), ring(d / 3)] },
      properties: {},
    };
    const z = 18;
    const t = tileOf(lng, lat, z);
    const calls: string[] = [];
    const ctx = {
      ...recorder(),
      fill: (rule?: string) => void calls.push(`fill ${String(rule)}`),
      closePath: () => void calls.push('close'),
      stroke: () => void calls.push('stroke'),
    };
    renderTile(ctx, [{ def: LAYER_CATALOGUE.parkingLots, index: buildFeatureIndex([lot]), icon: null }], {
      z,
      x: t.x,
      y: t.y,
      ratio: 1,
    });
    expect(calls).toEqual(['close', 'close', 'fill evenodd', 'stroke']);
    expect(ctx.fillStyle).toBe(LAYER_CATALOGUE.parkingLots.color);
  });
});

describe("the worker's hit test", () => {
  const [lng, lat] = [-73.98385, 40.75385];
  // Mercator x is linear in longitude: degrees per CSS px at zoom 20.
  const px = 360 / (512 * 2 ** 20);
  const trees = buildFeatureIndex([pt(7, lng, lat), pt(8, lng + 40 * px, lat)]);
  const lanes = buildFeatureIndex([
    line(3, [
      [lng - 0.001, lat + 0.00003],
      [lng + 0.001, lat + 0.00003],
    ]),
  ]);

  it('finds the nearest feature within the radius, and nothing beyond it', () => {
    const layers = [{ tilesKey: 'trees.1', index: trees, reachPx: 0 }];
    expect(nearestFeature(layers, { lng, lat, zoom: 20, radiusPx: 3 })).toMatchObject({
      tilesKey: 'trees.1',
      featureId: 7,
    });
    expect(nearestFeature(layers, { lng: lng + 38 * px, lat, zoom: 20, radiusPx: 3 })).toMatchObject({ featureId: 8 });
    expect(nearestFeature(layers, { lng: lng + 2.5 * px, lat, zoom: 20, radiusPx: 3 })).toMatchObject({ featureId: 7 });
    expect(nearestFeature(layers, { lng: lng + 20 * px, lat, zoom: 20, radiusPx: 3 })).toBeNull();
    // The same offset at zoom 19 is half as many pixels: within reach of tree 7 there.
    expect(nearestFeature(layers, { lng: lng + 5 * px, lat, zoom: 19, radiusPx: 3 })).toMatchObject({ featureId: 7 });
  });

  it('finds an area from inside it, but not inside its hole', () => {
    const ring = (r: number) => [
      [lng - r, lat - r],
      [lng + r, lat - r],
      [lng + r, lat + r],
      [lng - r, lat + r],
      [lng - r, lat - r],
    ];
    const lots = buildFeatureIndex([
      {
        type: 'Feature',
        id: 9,
        geometry: { type: 'Polygon', coordinates: [ring(0.001), ring(0.0002)] },
        properties: {},
      },
    ]);
    const layers = [{ tilesKey: 'parkingLots.1', index: lots, reachPx: 0.5, filled: true }];
    expect(nearestFeature(layers, { lng: lng + 0.0006, lat, zoom: 18, radiusPx: 3 })).toMatchObject({
      featureId: 9,
      distancePx: 0,
    });
    expect(nearestFeature(layers, { lng, lat, zoom: 18, radiusPx: 3 })).toBeNull();
  });

  it('counts an icon anywhere on it, and a line along its segments', () => {
    const q = { lng: lng + 12 * px, lat, zoom: 20, radiusPx: 3 };
    expect(nearestFeature([{ tilesKey: 'trees.1', index: trees, reachPx: 0 }], q)).toBeNull();
    expect(nearestFeature([{ tilesKey: 'trees.1', index: trees, reachPx: 10 }], q)).toMatchObject({ featureId: 7 });
    const onLane = nearestFeature([{ tilesKey: 'bikeLanes.1', index: lanes, reachPx: 1.5 }], {
      lng: lng + 0.0005,
      lat: lat + 0.00003,
      zoom: 20,
      radiusPx: 3,
    });
    expect(onLane).toMatchObject({ tilesKey: 'bikeLanes.1', featureId: 3 });
    expect(onLane!.distancePx).toBeLessThan(0.5);
  });
});
