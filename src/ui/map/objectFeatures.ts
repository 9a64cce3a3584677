/**
 * Map features of the placed objects (user content, a thousand or more at a large event): a to-scale footprint polygon
 * and an icon point per object. An object is drawn to scale once its real footprint is larger on
 * screen than the spec's icon; below that it is an icon sized by the spec's formula.
 */
import { groundMetresPerPx } from '../../shared/geography/mercator';
import { placedIconPx } from '../../shared/objects/catalogue';
import { objectIconImageId } from '../../shared/objects/icons';
import { footprintOf, iconBasePx, type PlacedObject } from '../../shared/objects/placed';
import { footprint } from '../../shared/objects/footprint';
import { FEET_TO_METRES } from '../../shared/geometry/units';

export const ICON_UNIT_PX = 24;

export function flippedImageId(typeId: string, flipped: boolean): string {
  return `${objectIconImageId(typeId)}${flipped ? '-flipped' : ''}`;
}

/** Pixels at zoom 0 of a length in metres at a latitude: doubles with each zoom level. */
function pxAtZoom0(metres: number, lat: number): number {
  return metres / groundMetresPerPx(lat, 0);
}

export function isDrawnToScale(o: PlacedObject, zoom: number): boolean {
  const size = footprintOf(o);
  const longest = pxAtZoom0(Math.max(size.width, size.depth) * FEET_TO_METRES, o.position.lat) * 2 ** zoom;
  return longest >= placedIconPx(zoom, iconBasePx(o));
}

export interface ObjectFeatureOptions {
  zoom: number;
  selected: ReadonlySet<string>;
  preview?: boolean;
}

export const NO_SELECTION: ReadonlySet<string> = new Set();

/** An object's two features (footprint polygon, icon point), as drawn at one scale and selection. */
interface FeaturePair {
  scaled: boolean;
  selected: boolean;
  features: [GeoJSON.Feature, GeoJSON.Feature];
}

/**
 * Each object's features, kept per object (an object is replaced, never changed in place, when it
 * changes): a plan of 1,300 objects that gains one builds one object's footprint, not 1,300, and the
 * features of the others keep their identity, which the light layer's own per-feature cache reads.
 */
const pairs = new WeakMap<PlacedObject, FeaturePair>();

function featurePair(o: PlacedObject, scaled: boolean, selected: boolean): [GeoJSON.Feature, GeoJSON.Feature] {
  const kept = pairs.get(o);
  if (kept && kept.scaled === scaled && kept.selected === selected) return kept.features;
  const size = footprintOf(o);
  const rotationDeg = o.properties.rotationDeg;
  const fp = footprint({ position: o.position, footprintFt: size, rotationDeg });
  const color = o.properties.color;
  // A renamed object shows its label on the map; the type's own name would only repeat the icon.
  const label = o.properties.label && o.properties.label !== o.name ? o.properties.label : '';
  const features: [GeoJSON.Feature, GeoJSON.Feature] = [
    {
      type: 'Feature',
      id: undefined,
      properties: { id: o.id, color, scaled, selected, label },
      geometry: { type: 'Polygon', coordinates: [fp.ring] },
    },
    {
      type: 'Feature',
      properties: {
        id: o.id,
        image: flippedImageId(o.type, o.properties.flipped),
        rotationDeg,
        scaled,
        selected,
        label,
        // The spec's icon: max(size, 24) px at scale 1, in units of the registered 24 px.
        base: Math.max(iconBasePx(o), ICON_UNIT_PX) / ICON_UNIT_PX,
        // Drawn to scale: the icon fits the shorter side of the footprint.
        fitPxZ0: pxAtZoom0(Math.min(size.width, size.depth) * FEET_TO_METRES, o.position.lat),
      },
      geometry: { type: 'Point', coordinates: [o.position.lng, o.position.lat] },
    },
  ];
  pairs.set(o, { scaled, selected, features });
  return features;
}

export function objectFeatures(
  objects: readonly PlacedObject[],
  options: ObjectFeatureOptions,
): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (const o of objects)
    features.push(...featurePair(o, isDrawnToScale(o, options.zoom), options.selected.has(o.id)));
  return { type: 'FeatureCollection', features };
}
