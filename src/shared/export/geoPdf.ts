/**
 * The ISO 32000-2 geospatial structures of a map sheet (12.10, 'Geospatial features'): a page's
 * viewport array (`/VP`) over its map frame. Two viewports cover the same frame: first one whose
 * measure is the sheet's drawing scale (`/Subtype /RL`), so the measuring tools of Acrobat and Revu
 * read feet off the sheet; last the geographic one (`/Subtype /GEO`), which readers prefer where
 * viewports overlap (the last wins) and which GIS readers (GDAL, QGIS, Avenza) georeference by.
 * GDAL's PDF driver (frmts/pdf, its ISO32000 reader and writer) is the reference for the keys.
 *
 * The frame is top-down Web Mercator, so its four corners define it: lines of longitude and
 * latitude are the frame's edges, and the GEO measure's corners (in EPSG:4326, the GCS it names) are
 * the frame's exactly. Inside, a reader interpolating latitude linearly differs from
 * Mercator by (half-height)² · tan(lat) / R: under 0.1 m for a frame 2 km tall in New York.
 */
import { FEET_TO_METRES } from '../geometry/units';
import type { RectMm } from './pageLayout';
import type { GeoFrame } from './request';

/** PDF points per millimetre (default user space is 1/72 in). */
export const PT_PER_MM = 72 / 25.4;

/** A sheet that shows the map: where its frame is on its page and what ground it shows. */
export interface MapSheetGeo {
  /** Its page in the document, from 1. */
  page: number;
  /** The map frame on the page, mm from the top left. */
  box: RectMm;
  frame: GeoFrame;
  /** The written scale's denominator (1:480 → 480). */
  scale: number;
  /** Ground metres per page mm (exact, at the frame's centre latitude). */
  metresPerMm: number;
}

/** The frame's box in default user space (points, y up from the page's bottom): [x0 y0 x1 y1]. */
export function bboxPoints(box: RectMm, pageHeightMm: number): [number, number, number, number] {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return [
    r(box.x * PT_PER_MM),
    r((pageHeightMm - box.y - box.height) * PT_PER_MM),
    r((box.x + box.width) * PT_PER_MM),
    r((pageHeightMm - box.y) * PT_PER_MM),
  ];
}

/** WGS 84 as the GCS's WKT (GDAL reads the EPSG code first, other readers the WKT). */
export const WGS84_WKT =
  'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],' +
  'AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],' +
  'UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4326"]]';

/** A PDF literal string of ASCII text. */
const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
const num = (v: number, digits: number) => String(Number(v.toFixed(digits)));

/**
 * The unit square of the viewport's BBox, y up, corner by corner: south-west, north-west, north-east,
 * south-east; the ground points (GPTS) name the same corners in the same order.
 */
export const UNIT_CORNERS = [0, 0, 0, 1, 1, 1, 1, 0] as const;

/** The frame's corners as GPTS: latitude then longitude, in UNIT_CORNERS' order. */
export function groundCorners(frame: GeoFrame): number[] {
  const { west, south, east, north } = frame;
  return [south, west, north, west, north, east, south, east];
}

export function geoMeasure(frame: GeoFrame): string {
  const gpts = groundCorners(frame)
    .map((v) => num(v, 9))
    .join(' ');
  return (
    `<< /Type /Measure /Subtype /GEO /Bounds [${UNIT_CORNERS.join(' ')}] /GPTS [${gpts}] ` +
    `/LPTS [${UNIT_CORNERS.join(' ')}] /GCS << /Type /GEOGCS /EPSG 4326 /WKT ${pdfString(WGS84_WKT)} >> ` +
    `/PDU [/M /SQM /DEG] >>`
  );
}

/** Ground feet per PDF point on the sheet. */
export const feetPerPoint = (metresPerMm: number): number => metresPerMm / PT_PER_MM / FEET_TO_METRES;

/** The written scale as a drafter says it: 1:480 → '1 in = 40 ft'. */
export function scaleRatioText(scale: number): string {
  const ftPerInch = scale / 12;
  return `1 in = ${Number(ftPerInch.toFixed(ftPerInch < 10 ? 2 : 1))} ft`;
}

/** The drawing-scale measure: distances in feet, areas in square feet (ISO 32000 12.9.2, rectilinear). */
export function rlMeasure(sheet: Pick<MapSheetGeo, 'scale' | 'metresPerMm'>): string {
  const c = num(feetPerPoint(sheet.metresPerMm), 9);
  return (
    `<< /Type /Measure /Subtype /RL /R ${pdfString(scaleRatioText(sheet.scale))} ` +
    `/X [<< /Type /NumberFormat /U (ft) /C ${c} /D 100 >>] ` +
    `/D [<< /Type /NumberFormat /U (ft) /C 1 /D 100 >>] ` +
    `/A [<< /Type /NumberFormat /U (sq ft) /C 1 /D 10 >>] >>`
  );
}

/** The page dictionary's `/VP` entry for a map sheet: the scale viewport, then the geographic one. */
export function viewportEntry(sheet: MapSheetGeo, pageHeightMm: number): string {
  const bbox = bboxPoints(sheet.box, pageHeightMm).join(' ');
  const name = sheet.page === 1 ? 'Site plan' : `Sheet ${sheet.page}`;
  return (
    `/VP [<< /Type /Viewport /BBox [${bbox}] /Name ${pdfString(`${name} (scale)`)} /Measure ${rlMeasure(sheet)} >> ` +
    `<< /Type /Viewport /BBox [${bbox}] /Name ${pdfString(name)} /Measure ${geoMeasure(sheet.frame)} >>]`
  );
}
