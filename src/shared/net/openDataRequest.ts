/**
 * How a request to the open-data services is dressed: the Accept header each answer format needs, and
 * the Socrata app token as a query parameter.
 *
 * Accept: Socrata chooses the answer's format by content negotiation (socrata-platform/socrata-http,
 * `ContentNegotiation.mimeType`, used by soda-fountain's resources): the path's extension is honoured
 * only while the Accept header gives its type a q above 0; otherwise the first acceptable exporter
 * answers, which is JSON rows. `Accept: application/json` on a `.geojson` request therefore gets rows,
 * not features. A GeoJSON request names GeoJSON's types (soda-fountain's `GeoJsonExporter` serves
 * `application/vnd.geo+json`); everything else asks for JSON.
 *
 * App token: dev.socrata.com/docs/app-tokens documents the `X-App-Token` header and the `$$app_token`
 * parameter. In a browser the header is not CORS-safelisted and forces a preflight; the parameter does
 * not, so the app sends the parameter.
 */
import { OPEN_DATA_HOSTS } from '../layers/sources';

export const GEOJSON_ACCEPT = 'application/vnd.geo+json, application/geo+json, application/json;q=0.9';
export const JSON_ACCEPT = 'application/json';

const SOCRATA_ORIGINS: readonly string[] = Object.values(OPEN_DATA_HOSTS);

/** A Socrata portal the app reads (NYC or NY State open data). */
export function isSocrataUrl(url: string): boolean {
  return SOCRATA_ORIGINS.some((origin) => url.startsWith(`${origin}/`));
}

/** Whether the URL asks for GeoJSON: a `.geojson` resource, or an ArcGIS query with `f=geojson`. */
export function wantsGeoJson(url: string): boolean {
  const [path = '', query = ''] = url.split('#')[0]!.split('?');
  return /\.geojson$/i.test(path) || /(^|&)f=geojson(&|$)/i.test(query);
}

/** The Accept header for a request: one that admits the format the URL asks for. */
export function acceptFor(url: string): string {
  return wantsGeoJson(url) ? GEOJSON_ACCEPT : JSON_ACCEPT;
}

/** The URL with the app token as `$$app_token`, for the Socrata portals only (never another host). */
export function withAppToken(url: string, token: string | undefined): string {
  if (!token || !isSocrataUrl(url)) return url;
  // Appended as written, so the rest of the query keeps its exact encoding.
  return `${url}${url.includes('?') ? '&' : '?'}$$app_token=${encodeURIComponent(token)}`;
}
