/**
 * The packet knows itself: the PDF's XMP metadata names the plan it was exported from, its revision,
 * and each map sheet's frame and transform, so a returned sheet's page points map back to the ground.
 * XMP (the document's /Metadata stream) is chosen as what a reader's incremental save is least likely
 * to lose: such a save appends the objects it changed and leaves the catalog's metadata stream alone,
 * and XMP tools that rewrite it keep namespaces they do not know. The sheets are one JSON value in one
 * property, so a rewrite keeps them whole; the plan and the revision are properties of their own.
 */
import { project, unproject } from '../geography/mercator';
import { bboxPoints, type MapSheetGeo } from './geoPdf';
import type { GeoFrame } from './request';

export const PACKET_NAMESPACE = 'https://nyc-event-stager.app/ns/packet/1.0/';
const PREFIX = 'esp';
export const PACKET_FORMAT = 1;
/** The projection the sheets are drawn in (top-down, north up). */
export const SHEET_PROJECTION = 'EPSG:3857';

/** One map sheet as the packet records it. */
export interface SheetTransform {
  /** Its page, from 1. */
  page: number;
  /** The map frame in the page's default user space (points, y up): [x0, y0, x1, y1]. */
  bbox: [number, number, number, number];
  /** The ground at the frame's edges, degrees (EPSG:4326). */
  ground: GeoFrame;
  projection: typeof SHEET_PROJECTION;
  scale: number;
}

export interface PacketInfo {
  format: number;
  planId: string | null;
  revision: string | null;
  sheets: SheetTransform[];
}

/** What the packet records of the map sheets, their page heights (mm) given. */
export function sheetTransforms(
  maps: readonly MapSheetGeo[],
  pageHeightMm: (page: number) => number,
): SheetTransform[] {
  return maps.map((m) => ({
    page: m.page,
    bbox: bboxPoints(m.box, pageHeightMm(m.page)),
    ground: { ...m.frame },
    projection: SHEET_PROJECTION,
    scale: m.scale,
  }));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');

/** A complete XMP packet (xpacket wrapper, x:xmpmeta, one rdf:Description) with the packet's properties. */
export function packetXmp(info: Omit<PacketInfo, 'format'>, title: string): string {
  const prop = (name: string, value: string) => `<${PREFIX}:${name}>${escapeXml(value)}</${PREFIX}:${name}>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:${PREFIX}="${PACKET_NAMESPACE}">`,
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>`,
    prop('format', String(PACKET_FORMAT)),
    prop('planId', info.planId ?? ''),
    prop('revision', info.revision ?? ''),
    prop('sheets', JSON.stringify(info.sheets)),
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** A property of our namespace, by whatever prefix the metadata's writer bound it to. */
function property(xmp: string, name: string): string | null {
  const ns = new RegExp(`xmlns:([\\w.-]+)\\s*=\\s*["']${PACKET_NAMESPACE.replace(/[.\/]/g, '\\$&')}["']`).exec(xmp);
  if (!ns) return null;
  const prefix = ns[1]!;
  const element = new RegExp(`<${prefix}:${name}>([^<]*)</${prefix}:${name}>`).exec(xmp);
  if (element) return unescapeXml(element[1]!);
  // A rewriter may have made it an attribute of the description.
  const attribute = new RegExp(`${prefix}:${name}\\s*=\\s*"([^"]*)"`).exec(xmp);
  return attribute ? unescapeXml(attribute[1]!) : null;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function readSheet(v: unknown): SheetTransform | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const bbox = o.bbox;
  const g = o.ground as Record<string, unknown> | null | undefined;
  if (!Number.isInteger(o.page) || (o.page as number) < 1) return null;
  if (!Array.isArray(bbox) || bbox.length !== 4 || !bbox.every(isNumber)) return null;
  if (typeof g !== 'object' || g === null || ![g.west, g.south, g.east, g.north].every(isNumber)) return null;
  if (o.projection !== SHEET_PROJECTION || !isNumber(o.scale)) return null;
  const [x0, y0, x1, y1] = bbox;
  if (!(x1! > x0! && y1! > y0!)) return null;
  const ground = { west: g.west as number, south: g.south as number, east: g.east as number, north: g.north as number };
  if (!(ground.east > ground.west && ground.north > ground.south)) return null;
  return {
    page: o.page as number,
    bbox: [x0!, y0!, x1!, y1!],
    ground,
    projection: SHEET_PROJECTION,
    scale: o.scale,
  };
}

/**
 * The packet's record, read from the PDF's XMP metadata text; null when the metadata is not ours (no
 * packet namespace, or sheets that do not read). A sheet that does not read is left out.
 */
export function readPacketXmp(xmp: string): PacketInfo | null {
  const format = Number(property(xmp, 'format'));
  const sheetsText = property(xmp, 'sheets');
  if (!Number.isInteger(format) || format < 1 || sheetsText === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(sheetsText);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const planId = property(xmp, 'planId');
  const revision = property(xmp, 'revision');
  return {
    format,
    planId: planId ? planId : null,
    revision: revision ? revision : null,
    sheets: parsed.map(readSheet).filter((s): s is SheetTransform => s !== null),
  };
}

/**
 * The ground position [lng, lat] of a point of a sheet's page, in default user space (points, y up),
 * as the sheet drew it: linear in Web Mercator metres across the frame.
 */
export function groundOfPagePoint(sheet: SheetTransform, x: number, y: number): [number, number] {
  const [x0, y0, x1, y1] = sheet.bbox;
  const [mx0, my0] = project(sheet.ground.west, sheet.ground.south);
  const [mx1, my1] = project(sheet.ground.east, sheet.ground.north);
  return unproject(mx0 + ((x - x0) / (x1 - x0)) * (mx1 - mx0), my0 + ((y - y0) / (y1 - y0)) * (my1 - my0));
}

/** The map sheet on `page` (from 1), if that page shows the map. */
export const sheetOnPage = (info: PacketInfo, page: number): SheetTransform | null =>
  info.sheets.find((s) => s.page === page) ?? null;
