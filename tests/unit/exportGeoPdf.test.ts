/**
 * The georeferenced packet: each map sheet's page carries a scale viewport and, last, a geographic
 * one over exactly the frame it drew; the other pages none; GDAL (a real GIS reader) finds each map
 * sheet's corners within 1 m of that frame; the scale viewport measures a known distance within 1 %;
 * the XMP metadata names the plan, its revision and each sheet's transform, and reads back.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { feetPerPoint, PT_PER_MM, scaleRatioText } from '../../src/shared/export/geoPdf';
import { groundOfPagePoint, readPacketXmp, sheetOnPage } from '../../src/shared/export/packetMetadata';
import { localPlane } from '../../src/shared/geometry/metres';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import type { GeoFrame } from '../../src/shared/export/request';
import type { PlacedObject } from '../../src/shared/objects/placed';
import { createExportApi } from '../../src/workers/export/api';
import { AREA_BBOX, fakeBitmap, placed, samplePage, TINY_JPEG } from './helpers/exportFixtures';

const [W, S, E, N] = AREA_BBOX;
const plane = localPlane((W + E) / 2, (S + N) / 2);
const at = (type: string, east: number, north: number, id: string): PlacedObject => {
  const [lng, lat] = plane.toLngLat(east, north);
  return placed(type, lng, lat, id);
};
/** A block of 24 chairs 2 m apart: too dense to number on the overview, so the packet has a detail sheet. */
const chairs = Array.from({ length: 24 }, (_, i) => at('chair', (i % 6) * 2, -Math.floor(i / 6) * 2, `c${i}`));
const PAGE = samplePage({
  objects: chairs,
  nearby: [],
  planId: 'plan-7f3a',
  revisions: [
    { revision: 'A', date: '2026-05-01', description: 'First issue' },
    { revision: 'B', date: '2026-05-20', description: 'Stage moved' },
  ],
});

/** The PDF's objects by number (jsPDF writes each as 'n 0 obj … endobj', uncompressed dictionaries). */
function objects(pdf: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of pdf.matchAll(/(\d+) 0 obj\s*([^]*?)endobj/g)) out.set(Number(m[1]), m[2]!);
  return out;
}

/** The page dictionaries in page order (the page tree's /Kids). */
function pageDictionaries(pdf: string): string[] {
  const objs = objects(pdf);
  const tree = [...objs.values()].find((o) => /\/Type \/Pages\b/.test(o))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(tree)![1]!.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((k) => objs.get(k)!);
}

const numbers = (s: string) => s.trim().split(/\s+/).map(Number);
const arrayAfter = (dict: string, key: string) => numbers(new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(dict)![1]!);
/** The viewports of a page dictionary, in order. */
const viewports = (page: string) => page.split('/Type /Viewport').slice(1);

/** Metres between two positions (degrees), on the local plane of the first. */
function metresApart(a: [number, number], b: [number, number]): number {
  const p = localPlane(a[0], a[1]);
  const [x, y] = p.toXY(b[0], b[1]);
  return Math.hypot(x, y);
}

let bytes: ArrayBuffer;
let text: string;
let dir: string;
let doc: ReturnType<typeof layoutDocument>;
let maps: NonNullable<typeof doc.maps>;

beforeAll(async () => {
  // Laid out as the API lays it out (fonts are installed before the tests run).
  doc = layoutDocument(PAGE, true);
  maps = doc.maps!;
  const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), compressPdf: false });
  const result = await api.compose({ job: 1 }, PAGE, { map: fakeBitmap(), locator: fakeBitmap(380, 236) });
  bytes = result.file.bytes;
  text = Buffer.from(bytes).toString('latin1');
  dir = mkdtempSync(join(tmpdir(), 'geopdf-'));
  writeFileSync(join(dir, 'packet.pdf'), Buffer.from(bytes));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the map sheets’ viewports', () => {
  it('are on each map sheet (the site plan and its detail) and on no other page', () => {
    expect(maps.map((m) => m.page)).toEqual([1, 2]);
    const pages = pageDictionaries(text);
    expect(pages.length).toBe(doc.pages.length);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, i) => expect(p.includes('/VP ['), `page ${i + 1}`).toBe(i < 2));
  });

  it('cover the map frame: a scale viewport, then the geographic one last, with the frame’s corners', () => {
    for (const sheet of maps) {
      const page = pageDictionaries(text)[sheet.page - 1]!;
      const [rl, geo] = viewports(page);
      expect(viewports(page)).toHaveLength(2);
      expect(rl).toContain('/Subtype /RL');
      expect(geo).toContain('/Subtype /GEO');
      // The BBox is the map frame in points, y up from the bottom of the (A4 landscape, 210 mm) page.
      const k = PT_PER_MM;
      const bbox = arrayAfter(geo!, 'BBox');
      expect(arrayAfter(rl!, 'BBox')).toEqual(bbox);
      const expected = [
        sheet.box.x * k,
        (210 - sheet.box.y - sheet.box.height) * k,
        (sheet.box.x + sheet.box.width) * k,
        (210 - sheet.box.y) * k,
      ];
      bbox.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 2));
      const f = sheet.frame;
      const lpts = arrayAfter(geo!, 'LPTS');
      expect(lpts).toEqual([0, 0, 0, 1, 1, 1, 1, 0]);
      expect(arrayAfter(geo!, 'Bounds')).toEqual(lpts);
      // Each unit-square corner's ground point is that corner of the frame (latitude, longitude).
      const gpts = arrayAfter(geo!, 'GPTS');
      for (let i = 0; i < 4; i++) {
        const [u, v] = [lpts[2 * i]!, lpts[2 * i + 1]!];
        expect(gpts[2 * i]).toBeCloseTo(v === 1 ? f.north : f.south, 8);
        expect(gpts[2 * i + 1]).toBeCloseTo(u === 1 ? f.east : f.west, 8);
      }
      expect(geo).toMatch(/\/GCS << \/Type \/GEOGCS \/EPSG 4326 \/WKT \(GEOGCS\["WGS 84"/);
      expect(geo).toContain('/PDU [/M /SQM /DEG]');
      expect(rl).toContain(`/R (${scaleRatioText(sheet.scale)})`);
      expect(rl).toMatch(/\/X \[<< \/Type \/NumberFormat \/U \(ft\) \/C [\d.]+/);
    }
    expect(scaleRatioText(480)).toBe('1 in = 40 ft');
  });

  it('measure the distance between two chairs within 1 % with the scale viewport alone', () => {
    // A reader measuring between the first and last chair of the block on the detail sheet: the two
    // page points (points, y up) times the viewport's /X factor, against their ground distance.
    const detail = maps[1]!;
    const rl = viewports(pageDictionaries(text)[1]!)[0]!;
    const c = Number(/\/X \[<< \/Type \/NumberFormat \/U \(ft\) \/C ([\d.]+)/.exec(rl)![1]);
    const a = chairs[0]!.position,
      b = chairs[23]!.position;
    const proj = detail;
    const toPt = (lng: number, lat: number) => {
      const [x, y] = pagePoint(proj.frame, proj.box, lng, lat);
      return [x * PT_PER_MM, (210 - y) * PT_PER_MM] as const;
    };
    const [ax, ay] = toPt(a.lng, a.lat);
    const [bx, by] = toPt(b.lng, b.lat);
    const feet = Math.hypot(bx - ax, by - ay) * c;
    const groundFeet = metresApart([a.lng, a.lat], [b.lng, b.lat]) / FEET_TO_METRES;
    expect(groundFeet).toBeGreaterThan(30);
    expect(Math.abs(feet / groundFeet - 1)).toBeLessThan(0.01);
    expect(c).toBeCloseTo(feetPerPoint(detail.metresPerMm), 6);
  });
});

/** Page mm of a position as the sheet draws it (top-down Web Mercator across the frame). */
function pagePoint(
  frame: GeoFrame,
  box: { x: number; y: number; width: number; height: number },
  lng: number,
  lat: number,
) {
  const merc = (l: number, p: number) => [(l * Math.PI) / 180, Math.log(Math.tan(Math.PI / 4 + (p * Math.PI) / 360))];
  const [x0, y1] = merc(frame.west, frame.north);
  const [x1, y0] = merc(frame.east, frame.south);
  const [x, y] = merc(lng, lat);
  return [box.x + ((x! - x0!) / (x1! - x0!)) * box.width, box.y + ((y1! - y!) / (y1! - y0!)) * box.height] as const;
}

describe('GDAL reading the packet', () => {
  interface GdalInfo {
    coordinateSystem?: { wkt: string };
    cornerCoordinates?: Record<'upperLeft' | 'lowerLeft' | 'upperRight' | 'lowerRight', [number, number]>;
    geoTransform?: number[];
    size: [number, number];
  }
  const gdalinfo = (page: number): GdalInfo =>
    JSON.parse(
      execFileSync('gdalinfo', ['-json', `PDF:${page}:${join(dir, 'packet.pdf')}`], { encoding: 'utf8' }),
    ) as GdalInfo;

  it('has the PDF driver', () => {
    expect(execFileSync('gdalinfo', ['--formats'], { encoding: 'utf8' })).toMatch(/PDF -raster/);
  });

  it('finds each map sheet georeferenced in WGS 84, its corners within 1 m of the frame drawn', () => {
    for (const sheet of maps) {
      const info = gdalinfo(sheet.page);
      expect(info.coordinateSystem?.wkt).toMatch(/WGS 84/);
      const c = info.cornerCoordinates!;
      // GDAL's raster is the whole page; its corners lie outside the frame. The frame's corners are
      // where the geotransform puts the BBox's corners: read them through it.
      const gt = info.geoTransform!;
      // Pixels of GDAL's raster of the (297 mm wide) page, whatever resolution it renders at.
      const px = (mm: number) => (mm / 297) * info.size[0];
      const ground = (xMm: number, yMm: number): [number, number] => [
        gt[0]! + px(xMm) * gt[1]! + px(yMm) * gt[2]!,
        gt[3]! + px(xMm) * gt[4]! + px(yMm) * gt[5]!,
      ];
      const f = sheet.frame,
        b = sheet.box;
      const corners: [[number, number], [number, number]][] = [
        [ground(b.x, b.y), [f.west, f.north]],
        [ground(b.x + b.width, b.y), [f.east, f.north]],
        [ground(b.x + b.width, b.y + b.height), [f.east, f.south]],
        [ground(b.x, b.y + b.height), [f.west, f.south]],
      ];
      for (const [read, drawn] of corners) expect(metresApart(drawn, read)).toBeLessThan(1);
      // And the page's own corners are consistent with that transform (the raster spans the page).
      const [ulx, uly] = ground(0, 0);
      expect(c.upperLeft[0]).toBeCloseTo(ulx, 6);
      expect(c.upperLeft[1]).toBeCloseTo(uly, 6);
    }
  });

  it('finds no georeference on the pages without a map', () => {
    const pages = pageDictionaries(text).length;
    for (let page = maps.length + 1; page <= pages; page++) {
      const info = gdalinfo(page);
      expect(info.coordinateSystem, `page ${page}`).toBeUndefined();
      expect(info.geoTransform, `page ${page}`).toBeUndefined();
    }
  });
});

describe('the packet’s metadata', () => {
  it('names the plan, its revision and each map sheet’s frame and transform, and reads back', () => {
    const xmp = /\/Type \/Metadata \/Subtype \/XML[^]*?stream\r?\n([^]*?)endstream/.exec(text)![1]!;
    const info = readPacketXmp(Buffer.from(xmp, 'latin1').toString('utf8'))!;
    expect(info.planId).toBe('plan-7f3a');
    expect(info.revision).toBe('B');
    expect(info.sheets.map((s) => s.page)).toEqual([1, 2]);
    for (const sheet of maps) {
      const t = sheetOnPage(info, sheet.page)!;
      expect(t.ground).toEqual(sheet.frame);
      expect(t.projection).toBe('EPSG:3857');
      expect(t.scale).toBe(sheet.scale);
      // The page's viewport BBox is the recorded one.
      expect(arrayAfter(viewports(pageDictionaries(text)[sheet.page - 1]!)[1]!, 'BBox')).toEqual(t.bbox);
      // A chair's page point maps back to the chair within a centimetre.
      const chair = chairs[7]!.position;
      const [x, y] = pagePoint(sheet.frame, sheet.box, chair.lng, chair.lat);
      const back = groundOfPagePoint(t, x * PT_PER_MM, (210 - y) * PT_PER_MM);
      expect(metresApart([chair.lng, chair.lat], back)).toBeLessThan(0.01);
    }
    expect(sheetOnPage(info, 3)).toBeNull();
  });
});
