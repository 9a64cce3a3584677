import { describe, expect, it } from 'vitest';
import { lengthMetres, formatLength } from '../../src/shared/geometry/measure';
import { areaEdgeLabels, objectSizeLabel } from '../../src/shared/export/dimensionLabels';
import { frameProjection } from '../../src/shared/export/frameProjection';
import { mapMarkers, markerLabel } from '../../src/shared/export/mapMarkers';
import { MAP_FRAME_MM, pageGeometry } from '../../src/shared/export/pageLayout';
import type { ExportPage } from '../../src/shared/export/request';
import type { Primitive, RectPrimitive, TextPrimitive } from '../../src/shared/export/primitives';
import { clusterText, markerClusters } from '../../src/shared/export/sheets/markerLabels';
import { planSheets } from '../../src/shared/export/sheets/planSheets';
import { rectsMeet } from '../../src/shared/geometry/convex';
import type { MultiPolygonGeometry } from '../../src/shared/geography/geometry';
import {
  AREA,
  AREA_BBOX,
  FRAME,
  frameAround,
  nearbyFeature,
  placed,
  rectPolygon,
  samplePage,
} from './helpers/exportFixtures';

const texts = (ps: Primitive[]) => ps.filter((p): p is TextPrimitive => p.kind === 'text').map((t) => t.text);
const proj = frameProjection(FRAME);
/** The site plan's map (inside its frame), as the sheet draws it. */
const mapOf = (page: ExportPage): Primitive[] =>
  planSheets(page, [], pageGeometry(page.options.paper, page.options.orientation), false).overview.map.primitives;
/** A frame about 30 m wide around the middle of the area (1:140): a tent is large enough for its size. */
const CLOSE = frameAround([-73.9974, 40.73095, -73.9971, 40.73105]);
const [W, S, E, N] = AREA_BBOX;
const centre = { lng: (W + E) / 2, lat: (S + N) / 2 };

describe('numbered markers', () => {
  const outside: [number, number] = [FRAME.west - 0.001, centre.lat];
  const page = samplePage({
    nearby: [
      {
        layerId: 'streetParkingSigns',
        loaded: true,
        omitted: 0,
        features: [
          nearbyFeature('streetParkingSigns', ...outside, 'far'),
          nearbyFeature('streetParkingSigns', W, S, 'a'),
          nearbyFeature('streetParkingSigns', E, N, 'b'),
        ],
      },
      {
        layerId: 'parkingMeters',
        loaded: true,
        omitted: 0,
        features: [nearbyFeature('parkingMeters', centre.lng, S, 'm')],
      },
      {
        layerId: 'subwayEntrances',
        loaded: true,
        omitted: 0,
        features: [nearbyFeature('subwayEntrances', centre.lng, N, 's')],
      },
      { layerId: 'busStops', loaded: true, omitted: 0, features: [nearbyFeature('busStops', E, centre.lat, 'bus')] },
    ],
  });

  it('numbers by list order (nearest first) and draws only those inside the frame', () => {
    const markers = mapMarkers(page, proj);
    expect(markers.map((m) => m.label)).toEqual(['P2', 'P3', 'M1', 'B1']);
    const drawn = texts(mapOf(page));
    expect(drawn).toEqual(expect.arrayContaining(['P2', 'P3', 'M1', 'B1']));
    expect(drawn).not.toContain('P1');
    for (const m of markers) expect(proj.contains(m.at)).toBe(true);
  });

  it("draws each as a tag in its layer's colour with white bold text, on its feature when nothing is in the way", () => {
    const ps = mapOf({ ...page, options: { includeDimensions: false, dimensionUnits: 'm' } });
    const label = ps.find((p): p is TextPrimitive => p.kind === 'text' && p.text === 'M1')!;
    expect(label).toMatchObject({ bold: true, color: '#ffffff', align: 'center' });
    const tag = ps.find((p): p is RectPrimitive => p.kind === 'rect' && p.fill === '#4b5563')!;
    expect(tag).toBeDefined();
    // Centred on its feature, the text inside it.
    const [x, y] = proj.toMm(centre.lng, S);
    expect(tag.x + tag.width / 2).toBeCloseTo(x, 6);
    expect(tag.y + tag.height / 2).toBeCloseTo(y, 6);
    expect(label.x).toBeCloseTo(x, 6);
    expect(label.width).toBeLessThan(tag.width);
  });

  it('joins markers of one layer that would touch into one, its numbers as runs', () => {
    const near = (i: number) => nearbyFeature('streetParkingSigns', centre.lng + i * 0.00001, centre.lat, `s${i}`);
    const crowded = samplePage({
      objects: [],
      nearby: [{ layerId: 'streetParkingSigns', loaded: true, omitted: 0, features: [0, 1, 2, 3].map(near) }],
    });
    const clusters = markerClusters(mapMarkers(crowded, proj));
    expect(clusters).toHaveLength(1);
    expect(clusterText(clusters[0]!.map((m) => m.label))).toBe('P1–P4');
    expect(texts(mapOf(crowded))).toContain('P1–P4');
    expect(clusterText(['P3', 'P7', 'P8', 'P9', 'P12', 'P14', 'P20'])).toBe('P3, P7–P9, P12 +2');
  });

  it('has markers only for parking signs, meters and bus stops', () => {
    expect(markerLabel('streetParkingSigns', 0)).toBe('P1');
    expect(markerLabel('parkingMeters', 9)).toBe('M10');
    expect(markerLabel('busStops', 1)).toBe('B2');
    expect(markerLabel('subwayEntrances', 0)).toBeNull();
    expect(markerLabel('dcwpParkingGarages', 0)).toBeNull();
  });
});

describe('dimension labels', () => {
  const tent = placed('tent', centre.lng, centre.lat, 't1');

  it("labels a 10 × 10 ft tent '3 × 3 m' or '10 × 10 ft'", () => {
    expect(objectSizeLabel(tent, 'm')).toBe('3 × 3 m');
    expect(objectSizeLabel(tent, 'ft')).toBe('10 × 10 ft');
    const stage = placed('stage', centre.lng, centre.lat, 's1');
    expect(objectSizeLabel(stage, 'ft')).toBe('16 × 12 ft');
    expect(objectSizeLabel(stage, 'm')).toBe('4.9 × 3.7 m');
    for (const units of ['m', 'ft'] as const) {
      const drawn = texts(
        mapOf(
          samplePage({
            objects: [tent],
            nearby: [],
            frame: CLOSE,
            options: { includeDimensions: true, dimensionUnits: units },
          }),
        ),
      );
      expect(drawn).toContain(units === 'm' ? '3 × 3 m' : '10 × 10 ft');
    }
  });

  it('prints a size only where the object is large enough on paper to carry it; the schedule has every size', () => {
    // At 1:1,630 the tent is 1.9 mm: its size is in the schedule, not on the map.
    const far = texts(mapOf(samplePage({ objects: [tent], nearby: [] })));
    expect(far).not.toContain('3 × 3 m');
    expect(far).toContain('1');
  });

  it('puts the size beside its object, in a white box, inside the frame', () => {
    const ps = mapOf(samplePage({ objects: [tent], nearby: [], frame: CLOSE }));
    const label = ps.find((p): p is TextPrimitive => p.kind === 'text' && p.text === '3 × 3 m')!;
    const cp = frameProjection(CLOSE);
    const [x, y] = cp.toMm(centre.lng, centre.lat);
    const halfMm = 3.048 / cp.metresPerMm / 2;
    expect(Math.abs(label.x - x)).toBeLessThan(0.5);
    expect(label.y).toBeGreaterThan(y + halfMm);
    expect(label.y - y - halfMm).toBeLessThan(6);
    const box = ps[ps.indexOf(label) - 1] as RectPrimitive;
    expect(box).toMatchObject({ kind: 'rect', fill: '#ffffff' });
    expect(box.x).toBeLessThan(label.x - label.width / 2);
    expect(box.x + box.width).toBeGreaterThan(label.x + label.width / 2);
  });

  it('labels each outer-ring edge at its middle with its ground length', () => {
    const edges = areaEdgeLabels(AREA, proj, 'm');
    expect(edges).toHaveLength(4);
    const ring = AREA.coordinates[0]!;
    edges.forEach((e, i) => {
      const metres = lengthMetres([ring[i]!, ring[i + 1]!]);
      expect(e.metres).toBeCloseTo(metres, 6);
      expect(e.text).toBe(formatLength(metres, 'm'));
      const a = proj.toMm(ring[i]![0], ring[i]![1]);
      const b = proj.toMm(ring[i + 1]![0], ring[i + 1]![1]);
      expect(e.at[0]).toBeCloseTo((a[0] + b[0]) / 2, 9);
      expect(e.at[1]).toBeCloseTo((a[1] + b[1]) / 2, 9);
    });
    const drawn = texts(mapOf(samplePage({ objects: [], nearby: [] })));
    for (const e of edges) expect(drawn).toContain(e.text);
    expect(areaEdgeLabels(AREA, proj, 'ft')[0]!.text).toMatch(/ ft$/);
  });

  it('skips edges shorter than 6 mm on the page and labels the closing edge of an unclosed ring', () => {
    const mm = proj.metresPerMm;
    const dLng = (2 * mm) / (111320 * Math.cos((centre.lat * Math.PI) / 180)); // about 2 mm on the page
    const notched = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [W, S],
          [E, S],
          [E, N],
          [W + dLng, N],
          [W, N],
          [W, S],
        ] as [number, number][],
      ],
    };
    const edges = areaEdgeLabels(notched, proj, 'm');
    expect(edges).toHaveLength(4);
    for (const e of edges) expect(e.lengthMm).toBeGreaterThanOrEqual(6);
    const open = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [W, S],
          [E, S],
          [E, N],
          [W, N],
        ] as [number, number][],
      ],
    };
    expect(areaEdgeLabels(open, proj, 'm')).toHaveLength(4);
  });

  it("labels every polygon's outer ring of a MultiPolygon", () => {
    const west = rectPolygon(W, S, (W + E) / 2 - 0.0003, N);
    const east = rectPolygon((W + E) / 2 + 0.0003, S, E, N);
    const multi: MultiPolygonGeometry = { type: 'MultiPolygon', coordinates: [west.coordinates, east.coordinates] };
    expect(areaEdgeLabels(multi, proj, 'm')).toHaveLength(8);
  });

  it('draws no dimension labels when the export options leave them out, only the spot number', () => {
    const drawn = texts(
      mapOf(
        samplePage({
          objects: [tent],
          nearby: [],
          frame: CLOSE,
          options: { includeDimensions: false, dimensionUnits: 'm' },
        }),
      ),
    );
    expect(drawn).toEqual(['1']);
  });

  it('never draws one label over another: crowded labels move with a leader, or are left out', () => {
    // Six different objects on one spot (no block: they differ) and eight signs around it: more labels than room beside them.
    const crowd = ['tent', 'first-aid', 'stage', 'portable-toilet', 'generator', 'table'].map((type, i) =>
      placed(type, centre.lng, centre.lat, `t${i}`),
    );
    const signs = Array.from({ length: 8 }, (_, i) =>
      nearbyFeature('streetParkingSigns', centre.lng + (i - 4) * 0.00002, centre.lat + 0.00002, `s${i}`),
    );
    const ps = mapOf(
      samplePage({
        objects: crowd,
        frame: CLOSE,
        nearby: [{ layerId: 'streetParkingSigns', loaded: true, omitted: 0, features: signs }],
      }),
    );
    const boxes = ps.filter((p): p is RectPrimitive => p.kind === 'rect' && p.fill !== undefined);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(rectsMeet(boxes[i]!, boxes[j]!)).toBe(false);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(MAP_FRAME_MM.x);
      expect(b.x + b.width).toBeLessThanOrEqual(MAP_FRAME_MM.x + MAP_FRAME_MM.width);
    }
    // Every object's number is there, the crowded ones moved away on a leader.
    for (let n = 1; n <= 6; n++) expect(texts(ps)).toContain(String(n));
    expect(ps.some((p) => p.kind === 'path' && p.lineWidth === 0.12)).toBe(true);
  });
});
