/**
 * The editing overlay — placed objects, the placement or layout preview, the selection's outlines
 * and handles, shape labels — derived from the signals; one part of the map's overlay (mapOverlay.ts).
 * Controllers and modes only change signals; nothing else calls the adapter for these layers.
 * Objects are rebuilt when the plan or selection changes, or when a zoom change switches some
 * object between icon and to-scale drawing — not on every frame.
 */
import { computed } from '@preact/signals-react';
import { rotateHandle } from '../../../shared/edit/selection';
import { footprint } from '../../../shared/objects/footprint';
import { objectType } from '../../../shared/objects/catalogue';
import {
  createPlacedObject,
  drawnRectangle,
  footprintOf,
  normaliseRotation,
  stageFromCorners,
  type PlacedObject,
} from '../../../shared/objects/placed';
import { isDrawnToScale, NO_SELECTION, objectFeatures } from '../../map/objectFeatures';
import type { EditOverlay } from '../../map/overlayDiff';
import { EMPTY_COLLECTION } from '../../map/styles/overlayLayers';
import { layoutTool, placementCorner, pointer } from '../../store/edit';
import { mapView } from '../../store/map';
import { placement, plan, selection } from '../../store/plan';
import { layoutItems } from './layoutController';
import { shapeLabelCollection } from './shapeLabels';

// The adapter's own empty collection, so an empty overlay at start sends the map nothing.
const EMPTY = EMPTY_COLLECTION;
/** Handles are drawn for small selections; a block of 500 chairs shows its outlines only. */
const MAX_HANDLE_OBJECTS = 50;

const collection = (features: GeoJSON.Feature[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** Which objects are drawn to scale at this zoom: objects rebuild only when this changes. */
const scaledKey = computed(() => {
  const zoom = mapView.value.zoom;
  return plan.value.objects.map((o) => (isDrawnToScale(o, zoom) ? '1' : '0')).join('');
});

const selectedSet = computed(() => new Set(selection.value.objects));

const objectsCollection = computed(() => {
  void scaledKey.value;
  return objectFeatures(plan.value.objects, { zoom: mapView.peek().zoom, selected: selectedSet.value });
});

function previewObjects(): PlacedObject[] {
  const mode = placement.value;
  const tool = layoutTool.value;
  // Read the pointer only while something follows it, so moving the pointer costs nothing otherwise;
  // a run waiting for the user's word stays where it was drawn.
  const at = tool?.end ?? (mode || tool ? pointer.value : null);
  if (!at) return [];
  if (mode) {
    const type = objectType(mode.typeId);
    if (!type) return [];
    const corner = placementCorner.value;
    // A two-click object is drawn square to the screen, as it will be placed (placement.ts).
    const bearing = type.sizedByTwoClicks ? mapView.peek().bearing : 0;
    const stage = type.sizedByTwoClicks && corner ? drawnRectangle(corner, at, bearing, mode.rotationDeg) : null;
    return [
      createPlacedObject(type, stage?.position ?? at, {
        id: 'preview',
        now: new Date(0),
        flipped: mode.flipped,
        rotationDeg: stage?.rotationDeg ?? normaliseRotation(bearing + mode.rotationDeg),
        ...(stage ? { sizeFt: stage.sizeFt } : {}),
      }),
    ];
  }
  const type = tool ? objectType(tool.typeId) : undefined;
  if (!tool || !type) return [];
  if (tool.points.length === 0)
    return [
      createPlacedObject(type, at, {
        id: 'preview',
        now: new Date(0),
        rotationDeg: tool.kind === 'fill' ? mapView.peek().bearing : 0,
      }),
    ];
  return layoutItems(tool, at).map((item, i) =>
    createPlacedObject(type, item.position, { id: `preview-${i}`, now: new Date(0), rotationDeg: item.rotationDeg }),
  );
}

const NO_PREVIEW = { collection: EMPTY, typeIds: [] as string[] };
const previewCollection = computed(() => {
  const objects = previewObjects();
  if (objects.length === 0) return NO_PREVIEW;
  return {
    collection: objectFeatures(objects, { zoom: mapView.peek().zoom, selected: NO_SELECTION }),
    typeIds: [...new Set(objects.map((o) => o.type))],
  };
});

/** Corner handles of the selected objects, outlines of the selected shapes, and a layout's draft line. */
const selectionCollection = computed(() => {
  const s = selection.value;
  const { objects, shapes } = plan.value;
  const features: GeoJSON.Feature[] = [];
  if (s.objects.length <= MAX_HANDLE_OBJECTS) {
    const ids = new Set(s.objects);
    for (const o of objects) {
      if (!ids.has(o.id)) continue;
      const ring = footprint({
        position: o.position,
        footprintFt: footprintOf(o),
        rotationDeg: o.properties.rotationDeg,
      }).ring;
      for (const corner of ring.slice(0, 4))
        features.push({
          type: 'Feature',
          properties: { id: o.id, handle: 'corner' },
          geometry: { type: 'Point', coordinates: corner },
        });
    }
  }
  const turn = s.objects.length <= MAX_HANDLE_OBJECTS ? rotateHandle(plan.value, s, mapView.value.bearing) : null;
  if (turn) {
    const [c, h] = [
      [turn.centre.lng, turn.centre.lat],
      [turn.handle.lng, turn.handle.lat],
    ];
    features.push({
      type: 'Feature',
      properties: { handle: 'stem' },
      geometry: { type: 'LineString', coordinates: [c, h] },
    });
    features.push({ type: 'Feature', properties: { handle: 'rotate' }, geometry: { type: 'Point', coordinates: h } });
  }
  // A lone shape shows terra-draw's own vertex handles; several are outlined here.
  if (s.shapes.length + s.objects.length > 1) {
    const ids = new Set(s.shapes);
    for (const x of shapes)
      if (ids.has(x.id))
        features.push({
          type: 'Feature',
          properties: { id: x.id },
          geometry:
            x.geometry.type === 'Polygon'
              ? { type: 'LineString', coordinates: x.geometry.coordinates[0] ?? [] }
              : x.geometry,
        });
  }
  const tool = layoutTool.value;
  const at = tool && tool.points.length > 0 ? (tool.end ?? pointer.value) : null;
  if (tool && at)
    features.push({
      type: 'Feature',
      properties: { draft: true },
      geometry: draftGeometry(tool.kind, [...tool.points.map((p) => [p.lng, p.lat]), [at.lng, at.lat]]),
    });
  return features.length ? collection(features) : EMPTY;
});

/** The line as drawn, or the rectangle between two corners turned with the map. */
function draftGeometry(kind: 'fill' | 'line', points: number[][]): GeoJSON.Geometry {
  if (kind === 'line' || points.length < 2) return { type: 'LineString', coordinates: points };
  const [a, b] = [points[0]!, points[points.length - 1]!];
  const at = { lng: (a[0]! + b[0]!) / 2, lat: (a[1]! + b[1]!) / 2 };
  const rotationDeg = mapView.peek().bearing;
  const size = stageFromCorners({ lng: a[0]!, lat: a[1]! }, { lng: b[0]!, lat: b[1]! }, rotationDeg).sizeFt;
  return { type: 'LineString', coordinates: footprint({ position: at, footprintFt: size, rotationDeg }).ring };
}

export const editOverlay = computed((): EditOverlay => {
  const preview = previewCollection.value;
  return {
    objects: objectsCollection.value,
    preview: preview.collection,
    selection: selectionCollection.value,
    shapeLabels: shapeLabelCollection.value,
    typeIds: [...new Set([...plan.value.objects.map((o) => o.type), ...preview.typeIds])],
  };
});
