/**
 * The plan as plain GeoJSON for GIS tools: the focused area, the drawn shapes, and each placed object
 * as its footprint polygon plus a point at its position, both with all of the object's properties
 * (its spot number on the packet, type, label, category, colour, note, turn, flip, real size). Built
 * from the same SavedPlan the JSON save writes, so both files always describe the same plan. Every
 * feature says what it is in `kind`.
 */
import { localDateTime } from '../app/localTime';
import { exportFileName } from '../export/fileName';
import { spotNumbers } from '../export/spotNumbers';
import type { AreaGeometry, Position } from '../geography/geometry';
import { footprint } from '../objects/footprint';
import { footprintOf, type JsonValue, type PlacedObject, type ShapeGeometry } from '../objects/placed';
import { planFileName, type SavedPlan } from './schema';

export const GEOJSON_MIME = 'application/geo+json';

type Props = Record<string, JsonValue>;
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

/**
 * siteplan-{area}-{date}.geojson like the other exports, in local time; siteplan-{date}.geojson (the
 * JSON save's name) for a plan with no area.
 */
export function geoJsonFileName(date: Date, areaTitle?: string): string {
  return areaTitle
    ? exportFileName(areaTitle, localDateTime(date), 'geojson')
    : planFileName(date).replace(/\.json$/, '.geojson');
}

function objectFeatures(o: PlacedObject, spot: number): PlanGeoJsonFeature[] {
  const size = footprintOf(o);
  const rotationDeg = o.properties.rotationDeg;
  const properties: Props = {
    id: o.id,
    spot,
    type: o.type,
    name: o.name,
    label: o.properties.label,
    category: o.properties.category,
    color: o.properties.color,
    note: o.properties.note ?? null,
    rotationDeg,
    flipped: o.properties.flipped,
    // The footprint actually drawn: a stage's own size, else the type's.
    widthFt: size.width,
    depthFt: size.depth,
    timestamp: o.properties.timestamp,
  };
  const ring: Position[] = footprint({ position: o.position, footprintFt: size, rotationDeg }).ring.map(([x, y]) => [
    x,
    y,
  ]);
  return [
    {
      type: 'Feature',
      id: `${o.id}:footprint`,
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { kind: 'objectFootprint', ...properties },
    },
    {
      type: 'Feature',
      id: o.id,
      geometry: { type: 'Point', coordinates: [o.position.lng, o.position.lat] },
      properties: { kind: 'object', ...properties },
    },
  ];
}

const withoutLabel = (p: Record<string, JsonValue>): Record<string, JsonValue> =>
  Object.fromEntries(Object.entries(p).filter(([key]) => key !== 'label'));

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
      // The other properties the shape came with (a GIS file's attributes) go back out; the app's own win.
      properties: { ...withoutLabel(s.properties), kind: 'shape', id: s.id, label: s.properties.label },
    });
  }
  const spots = spotNumbers(plan.droppedObjects);
  for (const o of plan.droppedObjects) features.push(...objectFeatures(o, spots.get(o.id)!));
  return { type: 'FeatureCollection', features };
}
