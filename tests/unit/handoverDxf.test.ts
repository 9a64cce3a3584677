import DxfParser from 'dxf-parser';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { planDxf } from '../../src/shared/handover/dxf/planDxf';
import { dxfText } from '../../src/shared/handover/dxf/dxfWriter';
import { composeHandover } from '../../src/shared/handover/compose';
import { dataCredit } from '../../src/shared/handover/dataCredit';
import { OBJECT_TYPES } from '../../src/shared/objects/catalogue';
import { footprintOf, type PlacedObject } from '../../src/shared/objects/placed';
import { spotNumbers } from '../../src/shared/export/spotNumbers';
import { handoverInfrastructure, handoverRequest } from './helpers/handoverRequest';

/** EPSG:2263 as the EPSG registry publishes it, written here rather than taken from the app. */
const EPSG_2263 =
  '+proj=lcc +lat_0=40.1666666666667 +lon_0=-74 +lat_1=41.0333333333333 +lat_2=40.6666666666667 ' +
  '+x_0=300000 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=us-ft +no_defs';
const toStatePlane = proj4('EPSG:4326', EPSG_2263);

/**
 * An object's corners as the app places it on the ground: its width along its own x axis, its depth
 * along y, turned clockwise from north, on a local plane around its position (the app's sphere of
 * 6,371,008.8 m), then projected with proj4.
 */
function expectedCorners(o: PlacedObject): [number, number][] {
  const { width, depth } = footprintOf(o);
  const t = (o.properties.rotationDeg * Math.PI) / 180;
  const mPerDegLat = (6371008.8 * Math.PI) / 180;
  const mPerDegLng = mPerDegLat * Math.cos((o.position.lat * Math.PI) / 180);
  const ftToM = 0.3048;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([su, sv]) => {
    const u = (su! * width * ftToM) / 2;
    const v = (sv! * depth * ftToM) / 2;
    const east = u * Math.cos(t) + v * Math.sin(t);
    const north = -u * Math.sin(t) + v * Math.cos(t);
    return toStatePlane.forward([o.position.lng + east / mPerDegLng, o.position.lat + north / mPerDegLat]);
  });
}

interface Entity {
  type: string;
  layer: string;
  vertices?: { x: number; y: number }[];
  shape?: boolean;
  name?: string;
  position?: { x: number; y: number };
  center?: { x: number; y: number };
  startPoint?: { x: number; y: number };
  text?: string;
  xScale?: number;
  rotation?: number;
}

function parse(text: string) {
  const dxf = new DxfParser().parseSync(text) as unknown as {
    header: Record<string, unknown>;
    tables: { layer: { layers: Record<string, { name: string; colorIndex: number }> } };
    blocks: Record<string, { name: string; entities?: Entity[] }>;
    entities: Entity[];
  };
  return dxf;
}

const TYPE_CODES: Record<string, string> = {
  grill: 'GRIL',
  'trash-bag': 'TRSH',
  'trash-can': 'TCAN',
  'recycling-bin': 'RCYC',
  chair: 'CHAR',
  'plastic-table': 'PTBL',
  speaker: 'SPKR',
  balloons: 'BALN',
  generator: 'GENR',
  tent: 'TENT',
  stage: 'STAG',
  barricade: 'BARR',
  'portable-toilet': 'TOIL',
  cooler: 'COOL',
  table: 'TABL',
  'first-aid': 'FAID',
  bench: 'BNCH',
  bleachers: 'BLCH',
  exit: 'EXIT',
  fence: 'FENC',
};

const request = handoverRequest('dxf');
const infrastructure = handoverInfrastructure(request);
const text = planDxf(request, infrastructure);
const dxf = parse(text);
const count = (type: string, layer: string) => dxf.entities.filter((e) => e.type === type && e.layer === layer).length;

describe('DXF for CAD', () => {
  it('is an AutoCAD 2000 drawing in feet that an independent parser reads', () => {
    expect(dxf.header.$ACADVER).toBe('AC1015');
    expect(dxf.header.$INSUNITS).toBe(2);
    expect(text.startsWith('0\r\nSECTION\r\n2\r\nHEADER\r\n')).toBe(true);
    expect(text.endsWith('0\r\nEOF\r\n')).toBe(true);
  });

  it('has one layer per category, with conventional names', () => {
    const names = Object.keys(dxf.tables.layer.layers).sort();
    const typeLayers = Object.values(TYPE_CODES).map((code) => `A-EVNT-${code}`);
    expect(typeLayers).toHaveLength(OBJECT_TYPES.length);
    expect(names).toEqual(
      [
        '0',
        'A-EVNT-MARK',
        ...typeLayers,
        'G-ANNO-DIMS',
        'G-ANNO-KEYN',
        'G-ANNO-TEXT',
        'G-SITE-BNDY',
        'V-ROAD-BIKE',
        'V-SITE-TREE',
      ].sort(),
    );
  });

  it('puts each category on its layer: boundary, infrastructure, shapes, objects, spot numbers, labels, dimensions', () => {
    expect(count('LWPOLYLINE', 'G-SITE-BNDY')).toBe(1);
    expect(count('CIRCLE', 'V-SITE-TREE')).toBe(30);
    expect(count('LWPOLYLINE', 'V-ROAD-BIKE')).toBe(3);
    // The drawn polygon and line, and the point as a circle.
    expect(count('LWPOLYLINE', 'A-EVNT-MARK')).toBe(2);
    expect(count('CIRCLE', 'A-EVNT-MARK')).toBe(1);
    for (const type of OBJECT_TYPES) {
      const n = request.objects.filter((o) => o.type === type.id).length;
      const layer = `A-EVNT-${TYPE_CODES[type.id]!}`;
      expect(n).toBeGreaterThan(0);
      expect(count('LWPOLYLINE', layer)).toBe(n);
      expect(count('INSERT', layer)).toBe(n);
    }
    expect(count('TEXT', 'G-ANNO-KEYN')).toBe(500);
    const renamed = request.objects.filter((o) => o.properties.label !== o.name).length;
    // Renamed objects, the labelled shapes, the area's title and the data's credit.
    expect(count('TEXT', 'G-ANNO-TEXT')).toBe(renamed + 2 + 2);
    expect(count('TEXT', 'G-ANNO-DIMS')).toBeGreaterThanOrEqual(500);
    // Each exit's clear width on the exits' own layer.
    const exits = request.objects.filter((o) => o.type === 'exit');
    expect(count('TEXT', 'A-EVNT-EXIT')).toBe(exits.length);
  });

  it("draws every object's footprint within 0.1 ft of its EPSG:2263 position, and inserts its symbol there", () => {
    const spot = spotNumbers(request.objects);
    const footprints = dxf.entities.filter(
      (e) => e.type === 'LWPOLYLINE' && e.layer.startsWith('A-EVNT-') && e.layer !== 'A-EVNT-MARK',
    );
    const inserts = dxf.entities.filter((e) => e.type === 'INSERT');
    const keynotes = dxf.entities.filter((e) => e.type === 'TEXT' && e.layer === 'G-ANNO-KEYN');
    expect(footprints).toHaveLength(500);
    expect(inserts).toHaveLength(500);
    let worst = 0;
    for (const o of request.objects) {
      const expected = expectedCorners(o);
      const [cx, cy] = toStatePlane.forward([o.position.lng, o.position.lat]);
      // The footprint that matches: its corners are this object's (one corner alone can be another's).
      const found = footprints.find((f) =>
        expected.every((c, i) => f.vertices![i] && Math.hypot(f.vertices![i].x - c[0], f.vertices![i].y - c[1]) < 0.1),
      );
      expect(found, `footprint of ${o.id}`).toBeDefined();
      expect(found!.shape).toBe(true);
      expect(found!.vertices).toHaveLength(4);
      found!.vertices!.forEach((v, i) => {
        worst = Math.max(worst, Math.hypot(v.x - expected[i]![0], v.y - expected[i]![1]));
      });
      const insert = inserts.find((e) => Math.hypot(e.position!.x - cx, e.position!.y - cy) < 0.1);
      expect(insert, `symbol of ${o.id}`).toBeDefined();
      expect(insert!.layer).toBe(found!.layer);
      expect(Math.sign(insert!.xScale!)).toBe(o.properties.flipped ? -1 : 1);
      // The insert turns with the footprint's width side, counter-clockwise from grid east.
      const axis = (Math.atan2(expected[1]![1] - expected[0]![1], expected[1]![0] - expected[0]![0]) * 180) / Math.PI;
      const off = ((((insert!.rotation ?? 0) - axis) % 360) + 360) % 360;
      expect(Math.min(off, 360 - off)).toBeLessThan(0.01);
      // …which is the object's clockwise turn on the plan, to within the grid's convergence here.
      const turn = ((((insert!.rotation ?? 0) + o.properties.rotationDeg) % 360) + 360) % 360;
      expect(Math.min(turn, 360 - turn)).toBeLessThan(0.2);
      const note = keynotes.find(
        (t) => Math.hypot(t.startPoint!.x - cx, t.startPoint!.y - cy) < 30 && t.text === String(spot.get(o.id)),
      );
      expect(note, `spot number of ${o.id}`).toBeDefined();
    }
    expect(worst).toBeLessThan(0.1);
  });

  it("defines each type's symbol once as a block with its pictogram", () => {
    const blocks = Object.values(dxf.blocks).filter((b) => b.name.startsWith('SYM-'));
    expect(blocks.map((b) => b.name).sort()).toEqual(
      [...new Set(dxf.entities.filter((e) => e.type === 'INSERT').map((e) => e.name))].sort(),
    );
    expect(blocks).toHaveLength(OBJECT_TYPES.length);
    for (const b of blocks) expect(b.entities?.length ?? 0).toBeGreaterThan(0);
  });

  it("credits the data it draws under the area's title: NYC Open Data, and each other source of a layer shown", () => {
    const texts = dxf.entities.filter((e) => e.type === 'TEXT' && e.layer === 'G-ANNO-TEXT');
    const title = texts.find((e) => e.text === request.areaTitle)!;
    const credit = texts.find((e) => e.text?.startsWith('Data: '))!;
    expect(credit.text).toBe(dataCredit(request.layerIds));
    expect(credit.text).toMatch(/^Data: NYC Open Data/);
    // Just under the title, above the area.
    expect(credit.startPoint!.y).toBeLessThan(title.startPoint!.y);
    expect(title.startPoint!.y - credit.startPoint!.y).toBeLessThan(6);
    expect(dataCredit(['trees', 'subwayEntrances', 'curbCuts', 'trees'])).toBe(
      'Data: NYC Open Data · NY State Open Data · City of New York (Curb Cut 2022, ArcGIS)',
    );
  });

  it('writes text as the 2000 format carries it', () => {
    expect(dxfText('Café 咖啡 ^ a\\b\nnext')).toBe('Caf\\U+00E9 \\U+5496\\U+5561 ^  a\\\\b next');
    // Hebrew and Arabic as typed (a CAD program orders them), an emoji as its two UTF-16 units: never '?'.
    expect(dxfText('Grill 🔥 שלום مرحبا')).toBe(
      'Grill \\U+D83D\\U+DD25 \\U+05E9\\U+05DC\\U+05D5\\U+05DD \\U+0645\\U+0631\\U+062D\\U+0628\\U+0627',
    );
    const file = composeHandover({ ...request, areaTitle: 'Bryant Park - Lawn' }, infrastructure);
    expect(file.fileName).toBe('siteplan-bryant-park-lawn-2025-06-01.dxf');
    expect(/[^\x00-\x7f]/.test(file.text)).toBe(false);
  });

  it("draws the egress check's longest walk and each exit's tag on their own layer, only where the plan has the check", () => {
    const o = request.objects[0]!.position;
    const walk: [number, number][] = [
      [o.lng, o.lat],
      [o.lng + 0.0002, o.lat + 0.0001],
      [o.lng + 0.0004, o.lat],
    ];
    const exits = [
      { tag: 'E1 6 ft', lng: o.lng + 0.0004, lat: o.lat },
      { tag: 'E2 4.5 ft', lng: o.lng, lat: o.lat + 0.0003 },
    ];
    const withEgress = parse(planDxf({ ...request, egress: { exits, walk } }, infrastructure));
    const on = withEgress.entities.filter((e) => e.layer === 'A-EVNT-EGRS');
    expect(Object.keys(withEgress.tables.layer.layers)).toContain('A-EVNT-EGRS');
    expect(on.filter((e) => e.type === 'LWPOLYLINE')).toHaveLength(1);
    expect(on.filter((e) => e.type === 'CIRCLE')).toHaveLength(2);
    const tags = on.filter((e) => e.type === 'TEXT');
    expect(tags.map((t) => t.text)).toEqual(['E1 6 ft', 'E2 4.5 ft']);
    // The walk's end lies on the first exit, in State Plane feet.
    const [ex, ey] = toStatePlane.forward([exits[0]!.lng, exits[0]!.lat]);
    const path = on.find((e) => e.type === 'LWPOLYLINE')!.vertices!;
    expect(Math.hypot(path[2]!.x - ex, path[2]!.y - ey)).toBeLessThan(0.01);
    // Without the check (the plan of the other tests): no such layer.
    expect(Object.keys(dxf.tables.layer.layers)).not.toContain('A-EVNT-EGRS');
  });
});
