/**
 * Dimension labels on the map (Export Options' 'include dimensions'): each placed object's
 * footprint ('3 × 3 m', '0.5 × 0.5 m') beside it, and the length of each edge of the focused area's outer
 * ring(s) at the edge's middle. Edges shorter than a few mm on the page (the many short sides of a
 * curved park outline) are not labelled: their labels would only cover each other.
 */
import { polygonsOf, type AreaGeometry } from '../geography/geometry';
import { WORLD_CIRCUMFERENCE_M, TILE_WORLD_PX, project } from '../geography/mercator';
import { lengthMetres, type DimensionUnits } from '../geometry/measure';
import { readableLength, readableSize } from '../geometry/readableLength';
import { FEET_TO_METRES } from '../geometry/units';
import { placedIconPx } from '../objects/catalogue';
import { footprintOf, iconBasePx, type PlacedObject } from '../objects/placed';
import type { FrameProjection } from './frameProjection';
import { LabelPlacer, labelSize } from './labels';
import { MM_PER_INCH, CSS_DPI } from './pageLayout';
import type { Point, Primitive } from './primitives';
import type { GeoFrame } from './request';

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

/** The capture's zoom from its frame: the image spans the frame's CSS width at 512 px per world. */
export function captureZoom(frame: GeoFrame, proj: FrameProjection): number {
  const mercatorWidth = project(frame.east, 0)[0] - project(frame.west, 0)[0];
  const cssWidth = (proj.box.width / MM_PER_INCH) * CSS_DPI;
  return Math.log2((cssWidth * WORLD_CIRCUMFERENCE_M) / (TILE_WORLD_PX * mercatorWidth));
}

/**
 * Half the object's height on the page: its turned footprint, or the icon the map draws instead
 * when the footprint is smaller than the icon at the capture's zoom.
 */
export function objectHalfHeightMm(o: PlacedObject, proj: FrameProjection, zoom: number): number {
  const { width, depth } = footprintOf(o);
  const t = (o.properties.rotationDeg * Math.PI) / 180;
  const w = (width * FEET_TO_METRES) / proj.metresPerMm;
  const d = (depth * FEET_TO_METRES) / proj.metresPerMm;
  const footprint = (Math.abs(w * Math.sin(t)) + Math.abs(d * Math.cos(t))) / 2;
  const iconPx = placedIconPx(zoom, iconBasePx(o));
  return Math.max(footprint, ((iconPx / CSS_DPI) * MM_PER_INCH) / 2);
}

export interface DimensionInput {
  area: AreaGeometry;
  objects: readonly PlacedObject[];
  frame: GeoFrame;
  units: DimensionUnits;
}

/** Area edge labels first (they describe the permit area itself), then each object's size below it (or above, right, left). */
export function dimensionPrimitives(input: DimensionInput, proj: FrameProjection): Primitive[] {
  const placer = new LabelPlacer(proj.box);
  const out: Primitive[] = [];
  for (const edge of areaEdgeLabels(input.area, proj, input.units)) {
    if (!proj.contains(edge.at)) continue;
    const { height } = labelSize(edge.text);
    const [nx, ny] = edge.normal;
    const off = height * 0.9;
    const placed = placer.place(edge.text, [
      edge.at,
      [edge.at[0] + nx * off, edge.at[1] + ny * off],
      [edge.at[0] - nx * off, edge.at[1] - ny * off],
    ]);
    if (placed) out.push(...placed);
  }
  const zoom = captureZoom(input.frame, proj);
  for (const o of input.objects) {
    const at = proj.toMm(o.position.lng, o.position.lat);
    if (!proj.contains(at)) continue;
    const value = objectSizeLabel(o, input.units);
    const { width, height } = labelSize(value);
    const half = objectHalfHeightMm(o, proj, zoom);
    const dy = half + 0.6 + height / 2;
    const dx = half + 0.6 + width / 2;
    const placed = placer.place(value, [
      [at[0], at[1] + dy],
      [at[0], at[1] - dy],
      [at[0] + dx, at[1]],
      [at[0] - dx, at[1]],
    ]);
    if (placed) out.push(...placed);
  }
  return out;
}
