/** Answers in the shapes the real services use: Socrata's error object, ArcGIS's error envelope. */
import type { StandInResponse } from './types.ts';

export const JSON_TYPE = 'application/json;charset=utf-8';
export const GEOJSON_TYPE = 'application/vnd.geo+json;charset=utf-8';
export const ARCGIS_GEOJSON_TYPE = 'application/geo+json; charset=utf-8';

export function jsonResponse(status: number, value: unknown, contentType = JSON_TYPE): StandInResponse {
  return { status, contentType, body: JSON.stringify(value) };
}

/**
 * Socrata's documented error body (dev.socrata.com/docs/response-codes): `{"code", "error": true,
 * "message", "data"}`, `data` holding what was asked. (soda-fountain's own layer writes
 * `{"message", "errorCode", "data"}`; the app reads both, see src/shared/layers/normalise/answer.ts.)
 */
export function sodaError(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): StandInResponse {
  return jsonResponse(status, { code, error: true, message, data });
}

/** soda-fountain answers a request no exporter may answer with 406 Not Acceptable and no body. */
export function notAcceptable(): StandInResponse {
  return { status: 406, contentType: 'text/plain;charset=utf-8', body: '' };
}

/** ArcGIS REST: `{"error": {"code": 400, "message": "...", "details": [...]}}`. */
export function arcgisError(status: number, message: string, details: string[] = []): StandInResponse {
  return jsonResponse(status, { error: { code: status, message, details } });
}
