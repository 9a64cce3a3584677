/**
 * An ArcGIS feature-layer `query` with an envelope, as the app asks for curb cuts:
 * geometry=w,s,e,n&geometryType=esriGeometryEnvelope&inSR=4326&spatialRel=esriSpatialRelIntersects
 * &outFields=*&outSR=4326&f=geojson[&resultOffset=n][&resultRecordCount=n]. Pages are in OBJECTID
 * order; a truncated page says so with a top-level `"properties":{"exceededTransferLimit":true}`.
 */
import { boxRing, intersectsRing } from './geometry.ts';
import { ARCGIS_GEOJSON_TYPE, arcgisError, jsonResponse } from './responses.ts';
import { QueryError, type ArcGisFeature, type ArcGisLayer, type StandInResponse } from './types.ts';

export const DEFAULT_MAX_RECORD_COUNT = 2000;

const KNOWN = new Set([
  'geometry',
  'geometryType',
  'inSR',
  'spatialRel',
  'outFields',
  'outSR',
  'f',
  'resultOffset',
  'resultRecordCount',
  'orderByFields',
]);

function required(params: URLSearchParams, name: string, allowed: readonly string[], fallback?: string): string {
  const value = params.get(name) ?? fallback;
  if (value === undefined) throw new QueryError(`'${name}' is required (${allowed.join(' or ')})`);
  if (!allowed.includes(value))
    throw new QueryError(`'${name}=${value}' is not supported by the stand-in (only ${allowed.join(', ')})`);
  return value;
}

function count(params: URLSearchParams, name: string): number | null {
  const text = params.get(name);
  if (text === null) return null;
  if (!/^\d+$/.test(text)) throw new QueryError(`'${name}' must be a non-negative integer, not '${text}'`);
  return Number(text);
}

function envelope(text: string | null): [number, number, number, number] {
  const parts = (text ?? '').split(',').map((p) => p.trim());
  const nums = parts.map(Number);
  if (parts.length !== 4 || parts.some((p) => p === '') || !nums.every(Number.isFinite)) {
    throw new QueryError(`'geometry' must be an envelope 'xmin,ymin,xmax,ymax', not '${text ?? ''}'`);
  }
  const [w, s, e, n] = nums as [number, number, number, number];
  if (w > e || s > n) throw new QueryError(`The envelope ${text ?? ''} has xmin > xmax or ymin > ymax`);
  if (Math.abs(w) > 180 || Math.abs(e) > 180 || Math.abs(s) > 90 || Math.abs(n) > 90)
    throw new QueryError(`The envelope ${text ?? ''} is not in WGS84 degrees`);
  return [w, s, e, n];
}

function objectId(f: ArcGisFeature): number {
  const id = Number(f.properties.OBJECTID);
  return Number.isFinite(id) ? id : Number.MAX_SAFE_INTEGER;
}

function fields(params: URLSearchParams, f: ArcGisFeature): Record<string, unknown> {
  const list = params.get('outFields');
  if (list === null || list.trim() === '') return { OBJECTID: f.properties.OBJECTID };
  if (list.trim() === '*') return { ...f.properties };
  const out: Record<string, unknown> = {};
  for (const name of list.split(',').map((n) => n.trim())) {
    if (!(name in f.properties)) throw new QueryError(`Invalid field in outFields: ${name}`);
    out[name] = f.properties[name];
  }
  return out;
}

export function answerArcGis(layer: ArcGisLayer, params: URLSearchParams): StandInResponse {
  try {
    for (const key of params.keys())
      if (!KNOWN.has(key)) throw new QueryError(`The stand-in does not implement the parameter '${key}'`);
    required(params, 'f', ['geojson']);
    required(params, 'geometryType', ['esriGeometryEnvelope']);
    required(params, 'inSR', ['4326']);
    required(params, 'outSR', ['4326'], '4326');
    required(params, 'spatialRel', ['esriSpatialRelIntersects'], 'esriSpatialRelIntersects');
    // Pages are always in OBJECTID order here; another order is not implemented.
    required(params, 'orderByFields', ['OBJECTID'], 'OBJECTID');
    const [west, south, east, north] = envelope(params.get('geometry'));
    const max = layer.maxRecordCount ?? DEFAULT_MAX_RECORD_COUNT;
    const pageSize = Math.min(count(params, 'resultRecordCount') ?? max, max);
    const offset = count(params, 'resultOffset') ?? 0;
    const ring = boxRing({ west, south, east, north });
    const matching = layer.features
      .filter((f) => intersectsRing(f.geometry, ring))
      .sort((a, b) => objectId(a) - objectId(b));
    const page = matching.slice(offset, offset + pageSize);
    const features = page.map((f) => ({
      type: 'Feature',
      id: f.properties.OBJECTID,
      geometry: f.geometry,
      properties: fields(params, f),
    }));
    const body: Record<string, unknown> = { type: 'FeatureCollection', features };
    if (offset + pageSize < matching.length) body.properties = { exceededTransferLimit: true };
    return jsonResponse(200, body, ARCGIS_GEOJSON_TYPE);
  } catch (error) {
    if (error instanceof QueryError) return arcgisError(400, 'Invalid or missing input parameters.', [error.message]);
    throw error;
  }
}
