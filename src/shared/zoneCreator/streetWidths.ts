/**
 * How wide the street under a zone is, from the city's street centreline (CSCL, dataset inkn-q76z,
 * the one the Fire Lanes layer reads): each block's curb-to-curb width in feet and its lane count.
 * The city publishes no sidewalk widths in any dataset this app reads, so sidewalks are never measured.
 */
import { isValidPosition, type Position } from '../geography/geometry';
import { bboxOf, padBBox, type BBox } from '../geometry/bbox';
import { localPlane } from '../geometry/metres';
import { segmentDistance } from '../geometry/planar';
import { STREET_FIELDS } from '../layers/catalogue';
import type { RawFeature } from '../layers/normalise/answer';
import type { SodaSource } from '../layers/sources';

/** The whole centreline (no fire-lane filter): every block has a width. */
export const CENTRELINE_SOURCE: SodaSource = {
  kind: 'soda',
  host: 'nyc',
  dataset: 'inkn-q76z',
  format: 'geojson',
  geoField: 'the_geom',
  spatial: 'intersects',
};
/** Degrees around the picked nodes: a centreline drawn a little off the node still falls inside. */
export const CENTRELINE_BOX_PADDING = 0.0005;

/** A centreline sample this close to the zone's path (metres) and this near parallel (degrees) is its street. */
const MATCH = { distanceM: 12, angleDeg: 20 } as const;
/** Where along each block of the path the street is looked up. */
const SAMPLES = [0.25, 0.5, 0.75] as const;
/** A curb-to-curb width outside this range (feet) is a data error, not a street. */
const PLAUSIBLE_FT = { min: 8, max: 250 } as const;

export interface CentreLine {
  parts: Position[][];
  widthFt: number | null;
  lanes: number | null;
}
/** One block of the zone's path: null where the data says nothing. */
export interface StreetMeasure {
  curbToCurbFt: number | null;
  lanes: number | null;
}

function firstNumber(p: Record<string, unknown>, keys: readonly string[]): number | null {
  for (const key of keys) {
    const n = Number(p[key]);
    if (p[key] !== null && p[key] !== '' && Number.isFinite(n) && n > 0) return n;
  }
  return null;
}

function lineParts(geometry: unknown): Position[][] {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  const parts =
    g?.type === 'LineString'
      ? [g.coordinates]
      : g?.type === 'MultiLineString' && Array.isArray(g.coordinates)
        ? g.coordinates
        : [];
  return parts
    .filter((part): part is unknown[] => Array.isArray(part))
    .map((part) => part.filter(isValidPosition))
    .filter((part) => part.length >= 2);
}

export function readCentreLines(features: readonly RawFeature[]): CentreLine[] {
  const lines: CentreLine[] = [];
  for (const f of features) {
    const parts = lineParts(f.geometry);
    if (parts.length === 0) continue;
    const width = firstNumber(f.properties, STREET_FIELDS.width.keys);
    const lanes = firstNumber(f.properties, STREET_FIELDS.lanes.keys);
    lines.push({
      parts,
      widthFt: width !== null && width >= PLAUSIBLE_FT.min && width <= PLAUSIBLE_FT.max ? width : null,
      lanes: lanes !== null ? Math.round(lanes) : null,
    });
  }
  return lines;
}

export function centrelineBox(path: readonly Position[], pad = CENTRELINE_BOX_PADDING): BBox {
  return padBBox(bboxOf(path), pad);
}

type Xy = [number, number];

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Angle between two undirected lines, 0–90 degrees. */
function lineAngleDeg(a: Xy, b: Xy, c: Xy, d: Xy): number {
  const t = Math.abs(Math.atan2(b[1] - a[1], b[0] - a[0]) - Math.atan2(d[1] - c[1], d[0] - c[0])) % Math.PI;
  return (Math.min(t, Math.PI - t) * 180) / Math.PI;
}

/**
 * The street under each block of `path` (one entry per consecutive pair of nodes): the median width
 * and lane count of the centrelines running along it, near and parallel at a quarter, half and three
 * quarters of the way. A cross street meeting the path is neither parallel nor near its middle.
 */
export function measureAlong(path: readonly Position[], lines: readonly CentreLine[]): StreetMeasure[] {
  const lat0 = path.reduce((sum, p) => sum + p[1], 0) / Math.max(1, path.length);
  const plane = localPlane(path[0]?.[0] ?? 0, lat0);
  const toXy = (p: Position): Xy => plane.toXY(p[0], p[1]);
  const segments = lines.flatMap((line) =>
    line.parts.flatMap((part) => part.slice(1).map((q, i) => ({ line, a: toXy(part[i]!), b: toXy(q) }))),
  );
  return path.slice(1).map((end, i) => {
    const a = toXy(path[i]!);
    const b = toXy(end);
    const widths: number[] = [];
    const lanes: number[] = [];
    for (const t of SAMPLES) {
      const p: Xy = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      let best: { line: CentreLine; d: number } | null = null;
      for (const s of segments) {
        if (lineAngleDeg(a, b, s.a, s.b) > MATCH.angleDeg) continue;
        const d = segmentDistance(p[0], p[1], s.a[0], s.a[1], s.b[0], s.b[1]);
        if (d <= MATCH.distanceM && (!best || d < best.d)) best = { line: s.line, d };
      }
      if (best?.line.widthFt != null) widths.push(best.line.widthFt);
      if (best?.line.lanes != null) lanes.push(best.line.lanes);
    }
    const laneCount = median(lanes);
    return { curbToCurbFt: median(widths), lanes: laneCount === null ? null : Math.round(laneCount) };
  });
}
