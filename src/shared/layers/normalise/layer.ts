/**
 * Normalisation by the spec's sections 3 and 5: geometry class and validity per layer, rows turned
 * into points, the normalised properties, parking-sign reprojection, and clipping of local files.
 */
import { bboxContainsPoint, type BBox } from '../../geometry/bbox';
import type { LayerDef } from '../catalogue';
import {
  asLayerGeometry,
  toNumber,
  pointFromFields,
  pointFromLocation,
  type LayerFeature,
  type LayerGeometry,
  type Properties,
} from '../features';
import { statePlaneToLngLat } from '../statePlane';
import type { RawFeature } from './answer';
import { curbCutProps, kioskProps, looksLikeTree, parkingMeterProps, parkingSignProps } from './properties';

export interface NormaliseResult {
  features: LayerFeature[];
  /** Rows dropped for a missing, empty or invalid geometry (or, for signs, a failed conversion), or as not a tree. */
  dropped: number;
  /** Of those, the rows dropped because no location could be read from them. */
  unplaced: number;
}

function propsFor(def: LayerDef, p: Properties): Properties {
  switch (def.id) {
    case 'streetParkingSigns':
      return parkingSignProps(p);
    case 'parkingMeters':
      return parkingMeterProps(p);
    case 'linknycKiosks':
      return kioskProps(p);
    case 'curbCuts':
      return curbCutProps(p);
    default:
      return p;
  }
}

/** Signs carry state-plane feet; a longitude/latitude pair, when a row has one, wins. */
function signGeometry(p: Properties): LayerGeometry | null {
  const direct = pointFromFields(p, 'latitude', 'longitude');
  if (direct) return direct;
  const x = toNumber(p.sign_x_coord);
  const y = toNumber(p.sign_y_coord);
  if (x === null || y === null) return null;
  const lngLat = statePlaneToLngLat(x, y);
  return lngLat ? { type: 'Point', coordinates: lngLat } : null;
}

function geometryOf(def: LayerDef, raw: RawFeature): LayerGeometry | null {
  if (def.id === 'streetParkingSigns') return signGeometry(raw.properties);
  const fromGeometry = asLayerGeometry(raw.geometry, def.geometry);
  if (fromGeometry) return fromGeometry;
  const s = def.source;
  if (s.kind === 'soda') {
    // A legacy Location column is no geometry to Socrata: GeoJSON answers carry it as a property (and
    // JSON rows as a field), {latitude, longitude, human_address}; a point column in JSON rows is GeoJSON.
    const column = raw.properties[s.geoField];
    const fromLocation = def.geometry === 'point' ? pointFromLocation(column) : null;
    if (fromLocation) return fromLocation;
    const fromJson = asLayerGeometry(column, def.geometry);
    if (fromJson) return fromJson;
  }
  if ((s.kind === 'soda' || s.kind === 'garages') && s.latField && s.lngField)
    return pointFromFields(raw.properties, s.latField, s.lngField);
  return null;
}

function inBox(g: LayerGeometry, b: BBox): boolean {
  if (g.type !== 'Point') return false;
  const [lng, lat] = g.coordinates as [number, number];
  return bboxContainsPoint(b, lng, lat);
}

/**
 * @param firstId ids continue across pages of one load
 * @param clipTo local files only: keep the points inside the focused box
 */
export function normaliseLayer(
  def: LayerDef,
  raws: readonly RawFeature[],
  firstId: number,
  clipTo?: BBox,
): NormaliseResult {
  const features: LayerFeature[] = [];
  let dropped = 0;
  let unplaced = 0;
  let id = firstId;
  for (const raw of raws) {
    const geometry = geometryOf(def, raw);
    if (!geometry) {
      dropped++;
      unplaced++;
      continue;
    }
    if (clipTo && !inBox(geometry, clipTo)) continue;
    if (def.id === 'trees' && !looksLikeTree(raw.properties)) {
      dropped++;
      continue;
    }
    features.push({ type: 'Feature', id: id++, geometry, properties: propsFor(def, raw.properties) });
  }
  return { features, dropped, unplaced };
}
