/** Export test fixtures: a tiny real JPEG, stand-in bitmaps, a plan around a small park, and a PDF text reader. */
import { inflateSync } from 'node:zlib';
import { project, unproject } from '../../../src/shared/geography/mercator';
import type { PolygonGeometry } from '../../../src/shared/geography/geometry';
import { objectType } from '../../../src/shared/objects/catalogue';
import { createPlacedObject, type PlacedObject } from '../../../src/shared/objects/placed';
import { MAP_FRAME_MM, type RectMm } from '../../../src/shared/export/pageLayout';
import type {
  ExportBitmap,
  ExportPage,
  GeoFrame,
  NearbyFeature,
  NearbyLayer,
  NearbyLayerId,
} from '../../../src/shared/export/request';
import { EMPTY_EVENT_INFO } from '../../../src/shared/plan/schema';

/** An 8 × 8 baseline JPEG (Chromium's encoder, ICC profile stripped): valid for jsPDF and PDF readers. */
export const TINY_JPEG = new Uint8Array(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAA//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AK0AQ3//2Q==',
    'base64',
  ),
);

export interface FakeBitmap extends ExportBitmap {
  closed: boolean;
}

export function fakeBitmap(width = 1280, height = 1169): FakeBitmap {
  return {
    width,
    height,
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

export function rectPolygon(west: number, south: number, east: number, north: number): PolygonGeometry {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** A frame that holds `bbox` with `pad` (a share of its span) on each side, shaped like `box`, as the capture fits it. */
export function frameAround(bbox: [number, number, number, number], box: RectMm = MAP_FRAME_MM, pad = 0.1): GeoFrame {
  const [x0, y0] = project(bbox[0], bbox[1]);
  const [x1, y1] = project(bbox[2], bbox[3]);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  let w = (x1 - x0) * (1 + 2 * pad);
  let h = (y1 - y0) * (1 + 2 * pad);
  if (w / h > box.width / box.height) h = (w * box.height) / box.width;
  else w = (h * box.width) / box.height;
  const [west, south] = unproject(cx - w / 2, cy - h / 2);
  const [east, north] = unproject(cx + w / 2, cy + h / 2);
  return { west, south, east, north };
}

export const AREA_BBOX: [number, number, number, number] = [-73.999, 40.73, -73.9955, 40.732];
export const AREA = rectPolygon(...AREA_BBOX);
export const FRAME = frameAround(AREA_BBOX);

export function placed(typeId: string, lng: number, lat: number, id: string, note?: string): PlacedObject {
  return createPlacedObject(
    objectType(typeId)!,
    { lng, lat },
    { id, now: new Date('2026-06-01T12:00:00Z'), ...(note ? { note } : {}) },
  );
}

export function nearbyFeature(
  layerId: NearbyLayerId,
  lng: number,
  lat: number,
  title: string,
  distanceM = 10,
): NearbyFeature {
  return { layerId, lng, lat, title, detail: 'Side: N · Hours: 8AM-6PM', distanceM };
}

export function nearbyLayers(): NearbyLayer[] {
  const inside = (i: number): [number, number] => [-73.9985 + i * 0.0004, 40.7296];
  return [
    {
      layerId: 'streetParkingSigns',
      loaded: true,
      omitted: 3,
      features: [0, 1, 2].map((i) => nearbyFeature('streetParkingSigns', ...inside(i), `NO PARKING ${i}`, 5 + i)),
    },
    { layerId: 'parkingMeters', loaded: true, omitted: 0, features: [] },
    {
      layerId: 'subwayEntrances',
      loaded: true,
      omitted: 0,
      features: [nearbyFeature('subwayEntrances', -73.9975, 40.7325, 'W 4 St - Washington Sq', 60)],
    },
    { layerId: 'busStops', loaded: false, omitted: 0, features: [] },
    { layerId: 'dcwpParkingGarages', loaded: true, omitted: 0, features: [] },
  ];
}

export function samplePage(overrides: Partial<ExportPage> = {}): ExportPage {
  return {
    format: 'pdf',
    areaTitle: 'Washington Square Park',
    areaSubtitle: 'Fountain Plaza & Arch',
    areaGeometry: AREA,
    eventInfo: {
      ...EMPTY_EVENT_INFO,
      name: 'Summer Jazz Night',
      organizer: 'Village Arts Council',
      attendance: '250',
      date: '2026-07-18',
      notes: 'Sound check at 5 PM. Café tables near the arch.',
    },
    options: { includeDimensions: true, dimensionUnits: 'm' },
    frame: FRAME,
    locatorFrame: { west: -74.259, south: 40.477, east: -73.7, north: 40.917 },
    legendLayers: [
      { id: 'trees', name: 'Street Trees', color: '#2e7d32', kind: 'point', count: 42 },
      { id: 'bikeLanes', name: 'Bike Lanes', color: '#0891b2', kind: 'line', count: 3 },
    ],
    objects: [placed('tent', -73.9975, 40.731, 'o1', 'Registration'), placed('stage', -73.9965, 40.7312, 'o2')],
    shapes: [],
    nearby: nearbyLayers(),
    generatedAt: '2026-06-01T18:05:00.000Z',
    localDateTime: '2026-06-01 14:05',
    appName: 'NYC Public Space Event Stager',
    ...overrides,
  };
}

/** The PDF's bytes as text with every Flate stream inflated in place, for text searches. */
export function pdfText(bytes: ArrayBuffer): string {
  const buf = Buffer.from(bytes);
  const raw = buf.toString('latin1');
  const parts: string[] = [raw];
  const re = /\/FlateDecode[^]*?stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(buf.subarray(start, end)).toString('latin1'));
    } catch {
      // an image or a stream zlib cannot read: not text
    }
  }
  return parts.join('\n');
}

interface PdfObject {
  dict: string;
  stream: string | null;
}

/** Every `N 0 obj` of the PDF: its dictionary text and its (inflated) stream. */
function pdfObjects(bytes: ArrayBuffer): Map<number, PdfObject> {
  const buf = Buffer.from(bytes);
  const raw = buf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj([^]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const dataStart = m.index + m[0].indexOf(body) + at + /stream\r?\n/.exec(body.slice(at))![0].length;
    const data = buf.subarray(dataStart, raw.indexOf('endstream', dataStart));
    let stream: string;
    try {
      stream = dict.includes('/FlateDecode') ? inflateSync(data).toString('latin1') : data.toString('latin1');
    } catch {
      stream = '';
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  return objects;
}

/** A ToUnicode CMap's glyph-to-text entries (jsPDF writes bfchar lines '<gid><utf16>'). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>/gi)) {
    const units = m[2]!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
    map.set(parseInt(m[1]!, 16), String.fromCharCode(...units));
  }
  return map;
}

/**
 * Strings the PDF shows with Tj, in order: hex glyph strings of the embedded (Identity-H) fonts
 * decoded through each font's ToUnicode map, literal strings (standard fonts) through cp1252.
 */
export function pdfShownStrings(bytes: ArrayBuffer): string[] {
  const objects = pdfObjects(bytes);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const m of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(m[2]))?.dict ?? '');
      const cmap = cmapRef ? objects.get(Number(cmapRef[1]))?.stream : null;
      if (cmap) fontMaps.set(m[1]!, toUnicode(cmap));
    }
  }
  const out: string[] = [];
  const decoder = new TextDecoder('windows-1252');
  const re = /\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let font: Map<number, string> | undefined;
    for (const m of stream.matchAll(re)) {
      if (m[1]) font = fontMaps.get(m[1]);
      else if (m[2] !== undefined)
        out.push((m[2].match(/.{4}/g) ?? []).map((h) => font?.get(parseInt(h, 16)) ?? '\ufffd').join(''));
      else out.push(decoder.decode(Buffer.from(m[3]!.replace(/\\([()\\])/g, '$1'), 'latin1')));
    }
  }
  return out;
}
