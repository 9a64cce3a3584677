/**
 * The plan as plain GeoJSON for GIS tools: the focused area, the drawn shapes, and each placed object
 * as its footprint polygon plus a point at its position. Built from the same SavedPlan the JSON save
 * writes, so both files always describe the same plan. Every feature says what it is in `kind`.
 */
import type { AreaGeometry, Position } from '../geography/geometry';
import { footprint } from '../nudges/footprint';
import { footprintOf, type PlacedObject, type ShapeGeometry } from '../objects/placed';
import { planFileName, type SavedPlan } from './schema';

export const GEOJSON_MIME = 'application/geo+json';

type Props = Record<string, string | number | boolean | null>;
type Geometry = AreaGeometry | ShapeGeometry;
export interface PlanGeoJsonFeature {
  type: 'Feature';
  id: string;
  geometry: Geometry;
  properties: Props;
}
export interface PlanGeoJson {
  type: 'FeatureCollection';
  features: PlanGeoJsonFeature[];
}

/** siteplan-yyyy-mm-dd.geojson in local time, the same day the JSON save names. */
export function geoJsonFileName(date: Date): string {
  return planFileName(date).replace(/\.json$/, '.geojson');
}

function objectFeatures(o: PlacedObject): PlanGeoJsonFeature[] {
  const size = footprintOf(o);
  const rotationDeg = o.properties.rotationDeg ?? 0;
  const common: Props = { id: o.id, type: o.type, name: o.name, label: o.properties.label };
  const ring: Position[] = footprint({ position: o.position, footprintFt: size, rotationDeg }).ring.map(([x, y]) => [
    x,
    y,
  ]);
  return [
    {
      type: 'Feature',
      id: `${o.id}:footprint`,
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { kind: 'objectFootprint', ...common },
    },
    {
      type: 'Feature',
      id: o.id,
      geometry: { type: 'Point', coordinates: [o.position.lng, o.position.lat] },
      properties: {
        kind: 'object',
        ...common,
        category: o.properties.category,
        color: o.properties.color,
        note: o.properties.note ?? null,
        rotationDeg,
        flipped: o.properties.flipped,
        // The footprint actually drawn: a stage's own size, else the type's.
        widthFt: size.width,
        depthFt: size.depth,
        timestamp: o.properties.timestamp,
      },
    },
  ];
}

export function planToGeoJson(plan: SavedPlan): PlanGeoJson {
  const features: PlanGeoJsonFeature[] = [];
  const area = plan.focusedArea;
  if (area) {
    features.push({
      type: 'Feature',
      id: 'focusedArea',
      geometry: area.geometry,
      properties: { kind: 'focusedArea', id: area.id, system: area.system, name: area.name },
    });
  }
  for (const s of plan.customShapes.features) {
    features.push({
      type: 'Feature',
      id: s.id,
      geometry: s.geometry,
      properties: { kind: 'shape', id: s.id, label: s.properties.label },
    });
  }
  for (const o of plan.droppedObjects) features.push(...objectFeatures(o));
  return { type: 'FeatureCollection', features };
}
