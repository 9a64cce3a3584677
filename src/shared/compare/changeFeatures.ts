/**
 * The comparison on the map, as GeoJSON for the overlay's compare part: added objects and shapes
 * (green), what was removed at its earlier place (red, dashed), moved objects at their earlier place
 * (grey, dashed) joined to where they are now (amber) by a line, and turned, resized or reshaped
 * items as they are now (amber) over how they were (grey, dashed). `change` names the style. Each
 * changed object also gets a ring (`marker`): a chair's footprint is smaller than its icon when the
 * map is zoomed out, and the change must show at every zoom.
 */
import { footprint } from '../objects/footprint';
import { footprintOf, type PlacedObject, type Shape } from '../objects/placed';
import type { PlanDiff } from './planDiff';

export type ChangeStyle = 'added' | 'removed' | 'changed' | 'was' | 'path';

type Position = [number, number];
type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] };

export interface ChangeFeature {
  type: 'Feature';
  geometry: Geometry;
  properties: { change: ChangeStyle; id: string; marker?: true };
}
export interface ChangeCollection {
  type: 'FeatureCollection';
  features: ChangeFeature[];
}

function footprintGeometry(o: PlacedObject): Geometry {
  const ring = footprint({
    position: o.position,
    footprintFt: footprintOf(o),
    rotationDeg: o.properties.rotationDeg,
  }).ring.map(([lng, lat]): Position => [lng, lat]);
  return { type: 'Polygon', coordinates: [ring] };
}

function shapeGeometry(s: Shape): Geometry {
  const g = s.geometry;
  const pos = (p: readonly number[]): Position => [p[0]!, p[1]!];
  if (g.type === 'Point') return { type: 'Point', coordinates: pos(g.coordinates) };
  if (g.type === 'LineString') return { type: 'LineString', coordinates: g.coordinates.map(pos) };
  return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(pos)) };
}

const feature = (geometry: Geometry, change: ChangeStyle, id: string): ChangeFeature => ({
  type: 'Feature',
  geometry,
  properties: { change, id },
});

const marker = (o: PlacedObject, change: ChangeStyle): ChangeFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [o.position.lng, o.position.lat] },
  properties: { change, id: o.id, marker: true },
});

export function changeFeatures(diff: PlanDiff): ChangeCollection {
  const features: ChangeFeature[] = [];
  for (const c of diff.changed) {
    const { before, after } = c;
    if (c.movedFt === null && c.turnedDeg === null && !c.resized && !c.flipped) continue;
    features.push(feature(footprintGeometry(before), 'was', after.id));
    if (c.movedFt !== null)
      features.push(
        feature(
          {
            type: 'LineString',
            coordinates: [
              [before.position.lng, before.position.lat],
              [after.position.lng, after.position.lat],
            ],
          },
          'path',
          after.id,
        ),
      );
    features.push(feature(footprintGeometry(after), 'changed', after.id), marker(after, 'changed'));
  }
  for (const c of diff.shapesChanged) {
    if (!c.geometry) continue;
    features.push(feature(shapeGeometry(c.before), 'was', c.after.id));
    features.push(feature(shapeGeometry(c.after), 'changed', c.after.id));
  }
  for (const o of diff.removed) features.push(feature(footprintGeometry(o), 'removed', o.id), marker(o, 'removed'));
  for (const s of diff.shapesRemoved) features.push(feature(shapeGeometry(s), 'removed', s.id));
  for (const o of diff.added) features.push(feature(footprintGeometry(o), 'added', o.id), marker(o, 'added'));
  for (const s of diff.shapesAdded) features.push(feature(shapeGeometry(s), 'added', s.id));
  return { type: 'FeatureCollection', features };
}
