/**
 * The export's vector map: our SVG icons read back as paths, the layers worker's frame features,
 * their primitives on the page, the PDF's symbols (one form, placed once per tree, at the right
 * place) and the canvas stamps, and the whole path through the export API and its feed port.
 */
import { describe, expect, it } from 'vitest';
import { documentProperties, layoutDocument } from '../../src/shared/export/compose';
import { renderPdf } from '../../src/shared/export/renderPdf';
import { frameProjection } from '../../src/shared/export/frameProjection';
import { MAP_FRAME_MM } from '../../src/shared/export/pageLayout';
import type { Primitive, SymbolPrimitive, TextPrimitive } from '../../src/shared/export/primitives';
import { sheetMarks, SYMBOL_MM } from '../../src/shared/export/sheets/objectMarks';
import { makeSheet } from '../../src/shared/export/sheets/sheet';
import { drawPage, PX_PER_MM, type Canvas2D } from '../../src/shared/export/renderCanvas';
import { packFrameLayer, worldBoxOf, type FrameLayer } from '../../src/shared/export/vector/frameLayers';
import { infrastructurePrimitives } from '../../src/shared/export/vector/infrastructurePrimitives';
import { MM_PER_CSS_PX, pageFrame } from '../../src/shared/export/vector/pageFrame';
import { planPrimitives } from '../../src/shared/export/vector/planPrimitives';
import { layerSymbolId, objectSymbolId, symbolDrawing } from '../../src/shared/export/vector/symbols';
import { parseIconSvg } from '../../src/shared/export/vector/svgIcon';
import type { LayerFeature } from '../../src/shared/layers/features';
import { ICON_LAYER_IDS } from '../../src/shared/layers/icons';
import { iconPxAt } from '../../src/shared/layers/iconScale';
import { buildFeatureIndex } from '../../src/shared/layers/raster/featureIndex';
import { OBJECT_ICON_TYPE_IDS } from '../../src/shared/objects/icons';
import type { Shape } from '../../src/shared/objects/placed';
import { serveExportFeed } from '../../src/workers/layers/exportFeed';
import { createExportApi } from '../../src/workers/export/api';
import {
  AREA,
  AREA_BBOX,
  FRAME,
  fakeBitmap,
  frameAround,
  pdfText,
  placed,
  samplePage,
  TINY_JPEG,
} from './helpers/exportFixtures';

const point = (id: number, lng: number, lat: number): LayerFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: {},
});
const [W, S, E, N] = AREA_BBOX;
/** `n` trees on a grid across the area. */
const trees = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    point(i, W + ((E - W) * ((i % 10) + 0.5)) / 10, S + ((N - S) * (Math.floor(i / 10) + 0.5)) / Math.ceil(n / 10)),
  );
const frameLayerOf = (layerId: FrameLayer['layerId'], features: LayerFeature[]) =>
  packFrameLayer(layerId, buildFeatureIndex(features), worldBoxOf(FRAME), false);
const f = pageFrame(FRAME, MAP_FRAME_MM);

describe('icons as vectors', () => {
  it('reads circles, rounded rectangles and paths as move, line, curve and close', () => {
    const d = parseIconSvg(
      '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#123456"/><rect x="2" y="2" width="4" height="4" rx="1" fill="#fff"/><g fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"><path d="M1 1h3v3q1 1 2 0z"/></g></svg>',
    );
    expect(d.size).toBe(24);
    expect(d.parts).toHaveLength(3);
    expect(d.parts[0]!.commands.filter((c) => c[0] === 'C')).toHaveLength(4);
    expect(d.parts[0]!.fill).toBe('#123456');
    expect(d.parts[1]!.commands.filter((c) => c[0] === 'C').length).toBe(4);
    // The group's stroke reaches its path; its fill="none" too.
    expect(d.parts[2]).toMatchObject({ fill: null, stroke: '#fff', strokeWidth: 1.5, cap: 'round' });
    expect(d.parts[2]!.commands.map((c) => c[0])).toEqual(['M', 'L', 'L', 'C', 'Z']);
    // The quadratic's end point is kept.
    const q = d.parts[2]!.commands[3]!;
    expect(q.slice(5)).toEqual([6, 4]);
  });

  it('reads every layer and object icon: the disc or tile in its colour first, then a pictogram', () => {
    for (const id of ICON_LAYER_IDS) {
      const d = symbolDrawing(layerSymbolId(id))!;
      expect(d.parts.length, id).toBeGreaterThanOrEqual(2);
      expect(d.parts[0]!.fill, id).toMatch(/^#[0-9a-f]{6}$/i);
    }
    for (const id of OBJECT_ICON_TYPE_IDS)
      expect(symbolDrawing(objectSymbolId(id, '#7c3aed'))!.parts[0]!.fill).toBe('#7c3aed');
    expect(symbolDrawing('layer:nothing')).toBeNull();
  });
});

describe('frame features and their primitives', () => {
  it('packs only the entries reaching into the frame, with their world coordinates', () => {
    const inside = trees(20);
    const far = point(99, W - 0.05, S);
    const layer = frameLayerOf('trees', [...inside, far]);
    expect(layer.entries.length / 3).toBe(20);
    const [, , first] = [layer.entries[0], layer.entries[1], layer.entries[2]];
    expect(first).toBe(1);
    expect(f.x(layer.coords[0]!)).toBeCloseTo(
      frameProjection(FRAME).toMm(...(inside[0]!.geometry.coordinates as [number, number]))[0],
      6,
    );
  });

  it('places each tree as the tree symbol at the spec size for the frame zoom, where the frame puts it', () => {
    const prims = infrastructurePrimitives([frameLayerOf('trees', trees(30))], f);
    const symbols = prims.filter((p): p is SymbolPrimitive => p.kind === 'symbol');
    expect(f.zoom).toBeGreaterThan(16);
    expect(symbols).toHaveLength(30);
    expect(symbols[0]!.symbol).toBe(layerSymbolId('trees'));
    expect(symbols[0]!.size).toBeCloseTo(iconPxAt(f.zoom, 'trees') * MM_PER_CSS_PX, 9);
    const [x, y] = frameProjection(FRAME).toMm(...(trees(30)[0]!.geometry.coordinates as [number, number]));
    expect(symbols[0]!.cx).toBeCloseTo(x, 6);
    expect(symbols[0]!.cy).toBeCloseTo(y, 6);
  });

  it('draws dots below zoom 16, dashes in line widths, areas under lines under points', () => {
    const wide = pageFrame({ west: -74.05, south: 40.68, east: -73.9, north: 40.8 }, MAP_FRAME_MM);
    expect(wide.zoom).toBeLessThan(16);
    const dots = infrastructurePrimitives([frameLayerOf('trees', trees(5))], wide);
    expect(dots.every((p) => p.kind === 'circle')).toBe(true);
    const line: LayerFeature = {
      type: 'Feature',
      id: 0,
      geometry: {
        type: 'LineString',
        coordinates: [
          [W, S],
          [E, N],
        ],
      },
      properties: {},
    };
    const area: LayerFeature = {
      type: 'Feature',
      id: 0,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [W, S],
            [E, S],
            [E, N],
            [W, S],
          ],
        ],
      },
      properties: {},
    };
    const prims = infrastructurePrimitives(
      [frameLayerOf('trees', trees(1)), frameLayerOf('fireLanes', [line]), frameLayerOf('parkingLots', [area])],
      f,
    );
    expect(prims.map((p) => p.kind)).toEqual(['mapPath', 'mapPath', 'symbol']);
    const fire = prims[1]!;
    expect(fire.kind === 'mapPath' && fire.closed).toBe(false);
  });

  it('draws a small footprint as its symbol, at most 3.5 mm and never past its neighbours; a large one to scale', () => {
    const tent = placed('tent', -73.9975, 40.731, 'o1');
    tent.properties.rotationDeg = 30;
    tent.properties.flipped = true;
    // A 10 ft tent is 1.9 mm on this 1:1,630 frame: drawn to scale, too small for its pictogram.
    const sheet = makeSheet('overview', FRAME, MAP_FRAME_MM);
    const far = sheetMarks([tent], [], sheet);
    expect(far.primitives.map((p) => p.kind)).toEqual(['mapPath', 'mapPath']);
    expect(far.objects[0]!.toScale).toBe(true);
    // A chair (1.5 ft, 0.3 mm here) is too small to see: its symbol stands in, turned and mirrored as placed.
    const chair = placed('chair', -73.9975, 40.731, 'c1');
    chair.properties.rotationDeg = 30;
    chair.properties.flipped = true;
    const alone = sheetMarks([chair], [], sheet).primitives.find((p): p is SymbolPrimitive => p.kind === 'symbol')!;
    expect(alone).toMatchObject({ rotationDeg: 30, flipped: true, size: SYMBOL_MM.max });
    const [cx, cy] = frameProjection(FRAME).toMm(-73.9975, 40.731);
    expect(alone.cx).toBeCloseTo(cx, 6);
    expect(alone.cy).toBeCloseTo(cy, 6);
    // Beside another chair 2 mm away on paper, each symbol is smaller than the gap between them.
    const metresPerMm = frameProjection(FRAME).metresPerMm;
    const east = placed('chair', -73.9975 + (2 * metresPerMm) / 84300, 40.731, 'c2');
    const pair = sheetMarks([chair, east], [], sheet).primitives.filter(
      (p): p is SymbolPrimitive => p.kind === 'symbol',
    );
    const apart = Math.hypot(pair[1]!.cx - pair[0]!.cx, pair[1]!.cy - pair[0]!.cy);
    expect(apart).toBeCloseTo(2, 1);
    for (const p of pair) expect(p.size).toBeLessThanOrEqual(0.8 * apart + 1e-9);
    // On a 30 m frame the tent is large: to scale, its pictogram filling its side.
    const close = makeSheet('overview', frameAround([-73.9977, 40.7309, -73.9973, 40.7311]), MAP_FRAME_MM);
    const scaled = sheetMarks([tent], [], close).primitives.find((p): p is SymbolPrimitive => p.kind === 'symbol')!;
    expect(scaled.size).toBeCloseTo((10 * 0.3048) / close.proj.metresPerMm, 0);
    const prims = planPrimitives({ shapes: [], area: AREA }, f);
    expect(prims[prims.length - 1]).toMatchObject({ kind: 'mapPath', stroke: '#2563eb', closed: true });
  });

  it('prints shape labels only when they are shown, and a renamed object its name', () => {
    const shapes: Shape[] = [
      {
        id: 's1',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [W, S],
              [E, S],
              [E, N],
              [W, S],
            ],
          ],
        },
        properties: { label: 'Stage area' },
      },
    ];
    const tent = placed('tent', -73.9975, 40.731, 'o1');
    tent.properties.label = 'Registration desk';
    const texts = (shown: boolean) =>
      mapTexts(layoutDocument(samplePage({ objects: [tent], shapes, shapeLabels: shown, nearby: [] }), true).pages[0]!);
    expect(texts(true)).toEqual(expect.arrayContaining(['Registration desk', 'Stage area']));
    expect(texts(false)).toContain('Registration desk');
    expect(texts(false)).not.toContain('Stage area');
  });
});

/** The texts drawn inside the map frame. */
function mapTexts(page: readonly Primitive[]): string[] {
  const b = MAP_FRAME_MM;
  return page
    .filter((p): p is TextPrimitive => p.kind === 'text')
    .filter((t) => t.x >= b.x && t.x <= b.x + b.width && t.y >= b.y && t.y <= b.y + b.height)
    .map((t) => t.text);
}

/** The operands of every 'cm' before a 'Do' of `form` in the page stream. */
function placementsOf(text: string, form: string): number[][] {
  return [...text.matchAll(new RegExp(`([-\\d. ]+) cm\\s*/${form} Do`, 'g'))].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
}

describe('the PDF through the export API and its feed port', () => {
  it('defines the tree once as a form and places it once per tree, centred where the tree is', async () => {
    const channel = new MessageChannel();
    const features = trees(500);
    serveExportFeed(channel.port1, (id) => (id === 'trees' ? { features } : undefined));
    const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), compressPdf: false });
    api.attachLayerFeed(channel.port2);
    const result = await api.compose({ job: 1 }, samplePage({ objects: [] }), {
      map: fakeBitmap(),
      locator: fakeBitmap(380, 236),
    });
    channel.port1.close();
    channel.port2.close();
    const text = pdfText(result.file.bytes);
    const forms = [...new Set([...text.matchAll(/\/(Xo\d+) Do/g)].map((m) => m[1]!))];
    expect(forms).toHaveLength(1);
    const placements = placementsOf(text, forms[0]!);
    expect(placements).toHaveLength(500);
    // The form spans 24 points; its centre lands on the tree's page position (PDF y up from the bottom).
    const [a, b, c, d, e, fy] = placements[0]!;
    const k = 72 / 25.4;
    const [x, y] = frameProjection(FRAME).toMm(...(features[0]!.geometry.coordinates as [number, number]));
    expect(e! + (a! + c!) * 12).toBeCloseTo(x * k, 1);
    expect(fy! + (b! + d!) * 12).toBeCloseTo((210 - y) * k, 1);
    expect(Math.hypot(a!, b!) * 24).toBeCloseTo(iconPxAt(f.zoom, 'trees') * MM_PER_CSS_PX * k, 1);
  });

  it('lays out the map drawing clipped to the map frame, with the symbols it places in the table', () => {
    const doc = layoutDocument(samplePage(), true, [frameLayerOf('trees', trees(3))]);
    const clip = doc.pages[0]!.find((p): p is Extract<Primitive, { kind: 'clip' }> => p.kind === 'clip')!;
    expect(clip.box).toEqual(MAP_FRAME_MM);
    // The stage (3.7 mm deep here) carries its pictogram; the tent (1.9 mm) is drawn to scale without one.
    expect(Object.keys(doc.symbols).sort()).toEqual(
      [layerSymbolId('trees'), objectSymbolId('stage', placed('stage', 0, 0, 'x').properties.color)].sort(),
    );
  });
});

describe('the PDF painter', () => {
  it('draws a rectangle after a dashed line solid (the dash is part of the graphics state)', async () => {
    const doc = {
      pages: [
        [
          {
            kind: 'mapPath' as const,
            rings: [
              [
                [10, 10],
                [40, 10],
              ] as [number, number][],
            ],
            closed: false,
            stroke: '#111827',
            lineWidth: 0.3,
            dash: [1.6, 0.9],
            cap: 'butt' as const,
          },
          { kind: 'rect' as const, x: 50, y: 50, width: 20, height: 10, stroke: '#111827', lineWidth: 0.2 },
        ],
      ],
      formats: [{ paper: 'a4' as const, orientation: 'landscape' as const }],
      symbols: {},
    };
    const bytes = await renderPdf(doc, { map: TINY_JPEG, locator: null }, documentProperties(samplePage()), {
      compress: false,
    });
    const content = pdfText(bytes);
    // jsPDF writes the phase as '0.': '[4.54 2.55] 0. d', then '[] 0. d'.
    const dashed = content.search(/\[[\d. ]+\] 0\.? d/);
    const solid = content.indexOf('[] 0. d', dashed);
    expect(dashed).toBeGreaterThan(-1);
    expect(solid).toBeGreaterThan(dashed);
    expect(content.indexOf(' re', solid)).toBeGreaterThan(solid);
  });
});

describe('the PNG/JPG canvas', () => {
  it('stamps each symbol from one image per size, turned about its centre, inside the clip', () => {
    const calls: string[] = [];
    const transforms: number[][] = [];
    const ctx = new Proxy<Record<string, unknown>>(
      {},
      {
        get: (target, key: string) =>
          key in target
            ? target[key]
            : (...args: unknown[]) => {
                calls.push(key);
                if (key === 'setTransform') transforms.push(args as number[]);
              },
        set: (target, key: string, value) => ((target[key] = value), true),
      },
    ) as unknown as Canvas2D<string>;
    const stamps: string[] = [];
    const page: Primitive[] = [
      {
        kind: 'clip',
        box: MAP_FRAME_MM,
        children: [
          {
            kind: 'symbol',
            symbol: layerSymbolId('trees'),
            cx: 10,
            cy: 20,
            size: 5,
            rotationDeg: 90,
            flipped: false,
            opacity: 0.8,
          },
          {
            kind: 'symbol',
            symbol: layerSymbolId('trees'),
            cx: 30,
            cy: 20,
            size: 5,
            rotationDeg: 0,
            flipped: false,
            opacity: 0.8,
          },
        ],
      },
    ];
    drawPage(
      ctx,
      page,
      { map: 'MAP', locator: null },
      {
        table: { [layerSymbolId('trees')]: symbolDrawing(layerSymbolId('trees'))! },
        stamp: (id, _d, px) => (stamps.push(`${id}@${px}`), 'STAMP'),
      },
    );
    expect(calls.filter((c) => c === 'drawImage')).toHaveLength(2);
    expect(new Set(stamps)).toEqual(new Set([`${layerSymbolId('trees')}@${Math.round(5 * PX_PER_MM)}`]));
    const k = PX_PER_MM;
    const [a, b, c, d, e, fy] = transforms[0]!;
    expect([a, b, c, d].map((v) => Math.round(v!))).toEqual([0, 1, -1, 0]);
    expect(e).toBeCloseTo(10 * k, 6);
    expect(fy).toBeCloseTo(20 * k, 6);
    expect(calls.indexOf('clip')).toBeLessThan(calls.indexOf('drawImage'));
    expect(calls.lastIndexOf('restore')).toBeGreaterThan(calls.lastIndexOf('drawImage'));
  });
});
