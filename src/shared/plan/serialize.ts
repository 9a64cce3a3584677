/** Builds the schema-1 file from the UI's state. Everything is copied, so later edits cannot leak in. */
import type { Position } from '../geography/geometry';
import { copyReviewComments } from '../review/comments';
import { footprintOf, type JsonValue, type PlacedObject, type Shape, type ShapeGeometry } from '../objects/placed';
import {
  PLAN_SCHEMA_VERSION,
  type LayerVisibility,
  type PlanDocumentInput,
  type SavedPlan,
  type ShapeFeature,
} from './schema';

export interface SerializeOptions {
  appName: string;
  appVersion: string;
  now: Date;
}

const copyPos = (p: Position): Position => [p[0], p[1]];

function copyGeometry(g: ShapeGeometry): ShapeGeometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: copyPos(g.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: g.coordinates.map(copyPos) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(copyPos)) };
  }
}

function shapeFeature(s: Shape): ShapeFeature {
  // The other properties the shape came with go back out beside the label (a JSON copy detaches them).
  const kept = s.properties.kept ? (JSON.parse(JSON.stringify(s.properties.kept)) as Record<string, JsonValue>) : {};
  return {
    type: 'Feature',
    id: s.id,
    geometry: copyGeometry(s.geometry),
    properties: { ...kept, label: s.properties.label },
  };
}

function copyObject(o: PlacedObject): PlacedObject {
  return {
    id: o.id,
    type: o.type,
    name: o.name,
    position: { lng: o.position.lng, lat: o.position.lat },
    // The size it is measured by, so a file never carries two sizes for one object.
    properties: { ...o.properties, footprintFt: footprintOf(o) },
  };
}

/** Only the `visible` flag per layer, whatever else the caller's entries carry at runtime. */
function copyLayers(layers: Readonly<Record<string, { visible?: unknown }>>): LayerVisibility {
  const out: LayerVisibility = {};
  for (const [id, entry] of Object.entries(layers)) out[id] = { visible: entry.visible === true };
  return out;
}

export function serializePlan(input: PlanDocumentInput, options: SerializeOptions): SavedPlan {
  const now = options.now.toISOString();
  const { view, focusedArea } = input;
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    app: { name: options.appName, version: options.appVersion },
    createdAt: input.createdAt ?? now,
    updatedAt: now,
    geography: { type: input.geography },
    // The area geometry is plain JSON data from our own parser; a JSON copy is the simplest deep copy.
    focusedArea: focusedArea
      ? {
          id: focusedArea.id,
          system: focusedArea.system,
          name: focusedArea.name,
          geometry: JSON.parse(JSON.stringify(focusedArea.geometry)) as typeof focusedArea.geometry,
        }
      : null,
    basemap: { key: input.basemap },
    view: {
      center: { lng: view.center.lng, lat: view.center.lat },
      zoom: view.zoom,
      bearing: view.bearing,
      pitch: view.pitch,
    },
    layers: copyLayers(input.layers),
    customShapes: { type: 'FeatureCollection', features: input.plan.shapes.map(shapeFeature) },
    droppedObjects: input.plan.objects.map(copyObject),
    eventInfo: { ...input.eventInfo },
    exportOptions: { ...input.exportOptions },
    revisions: (input.revisions ?? []).map((r) => ({ revision: r.revision, date: r.date, description: r.description })),
    // Written only when there are some, so a plan never reviewed writes the same file as before.
    ...(input.reviewComments?.length ? { reviewComments: copyReviewComments(input.reviewComments) } : {}),
  };
}

/** Pretty-printed so a saved plan stays readable and diffable by hand. */
export function planToJson(plan: SavedPlan): string {
  return JSON.stringify(plan, null, 2);
}
