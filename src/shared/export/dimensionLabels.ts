/**
 * The dimensions a plan sheet may print (Export Options' 'include dimensions'; sheets/mapLabels.ts
 * places them): a placed object's footprint ('3 × 3 m', '0.5 × 0.5 m'), and the length of each edge of
 * the focused area's outer ring(s) at the edge's middle. Edges shorter than a few mm on the page (the
 * many short sides of a curved park outline) are not labelled: their labels would only cover each other.
 */
import { polygonsOf, type AreaGeometry } from '../geography/geometry';
import { lengthMetres, type DimensionUnits } from '../geometry/measure';
import { readableLength, readableSize } from '../geometry/readableLength';
import { FEET_TO_METRES } from '../geometry/units';
import { footprintOf, type PlacedObject } from '../objects/placed';
import type { FrameProjection } from './frameProjection';
import type { Point } from './primitives';

/** Edges shorter than this on the page get no label. */
export const MIN_EDGE_LABEL_MM = 6;

export function objectSizeLabel(o: PlacedObject, units: DimensionUnits): string {
  const { width, depth } = footprintOf(o);
  return readableSize(width * FEET_TO_METRES, depth * FEET_TO_METRES, units);
}

export interface EdgeLabel {
  text: string;
  at: Point;
  lengthMm: number;
  metres: number;
  normal: Point;
}

/** One label per outer-ring edge at least `minMm` long on the page; every polygon of a MultiPolygon. */
export function areaEdgeLabels(
  area: AreaGeometry,
  proj: FrameProjection,
  units: DimensionUnits,
  minMm = MIN_EDGE_LABEL_MM,
): EdgeLabel[] {
  const labels: EdgeLabel[] = [];
  for (const polygon of polygonsOf(area)) {
    const ring = polygon[0] ?? [];
    const first = ring[0];
    const last = ring[ring.length - 1];
    // A GeoJSON ring repeats its first position; one that does not still has a closing edge.
    const closed = !!first && !!last && first[0] === last[0] && first[1] === last[1];
    const edges = closed ? ring.length - 1 : ring.length;
    for (let i = 0; i < edges; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      const pa = proj.toMm(a[0], a[1]);
      const pb = proj.toMm(b[0], b[1]);
      const lengthMm = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
      if (!(lengthMm >= minMm)) continue;
      const metres = lengthMetres([a, b]);
      const normal: Point = [-(pb[1] - pa[1]) / lengthMm, (pb[0] - pa[0]) / lengthMm];
      labels.push({
        text: readableLength(metres, units),
        at: [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2],
        lengthMm,
        metres,
        normal,
      });
    }
  }
  return labels;
}
