/** Answers in the shapes the real services use: Socrata's error object, ArcGIS's error envelope. */
import type { StandInResponse } from './types.ts';

export const JSON_TYPE = 'application/json;charset=utf-8';
export const GEOJSON_TYPE = 'application/vnd.geo+json;charset=utf-8';
export const ARCGIS_GEOJSON_TYPE = 'application/geo+json; charset=utf-8';

export function jsonResponse(status: number, value: unknown, contentType = JSON_TYPE): StandInResponse {
  return { status, contentType, body: JSON.stringify(value) };
}

/** Socrata: `{"code": "...", "error": true, "message": "..."}`. */
export function sodaError(status: number, code: string, message: string): StandInResponse {
  return jsonResponse(status, { code, error: true, message });
}

/** ArcGIS REST: `{"error": {"code": 400, "message": "...", "details": [...]}}`. */
export function arcgisError(status: number, message: string, details: string[] = []): StandInResponse {
  return jsonResponse(status, { error: { code: status, message, details } });
}
