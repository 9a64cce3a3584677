/**
 * The app's two self-served point layers (public/data/static): Citi Bike stations and bus stops.
 * Turns the sources they come from (the Citi Bike GBFS station list, GeoJSON points, a GTFS stops.txt)
 * into the properties the app reads, drops the points that are unusable or outside New York City, and
 * checks the result with the app's own point rule before anything is written.
 */
import { asLayerGeometry } from '../../src/shared/layers/features';
import { isRecord, type GeoCollection, type GeoFeature } from '../lib/geojson';
import { DataError } from './collection';
import { CsvError, parseCsvObjects } from './csv';

export type StaticLayerName = 'citibike' | 'busStops';

/** In the order they run and are logged, after the geographies. */
export const STATIC_LAYERS: readonly StaticLayerName[] = ['citibike', 'busStops'];

/** The file each layer replaces, as the app's layer catalogue names it. */
export const STATIC_LAYER_FILES: Readonly<Record<StaticLayerName, string>> = {
  citibike: 'citibike_stations.geojson',
  busStops: 'bus_stops_nyc.geojson',
};

export function isStaticLayerName(value: unknown): value is StaticLayerName {
  return typeof value === 'string' && (STATIC_LAYERS as readonly string[]).includes(value);
}

/** A generous box around the five boroughs: a point outside it is a placeholder or a bad row. */
export const NYC_BOUNDS = { west: -74.3, east: -73.6, south: 40.4, north: 41.0 } as const;

export function inNycBounds(lon: number, lat: number): boolean {
  return (
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    lon >= NYC_BOUNDS.west &&
    lon <= NYC_BOUNDS.east &&
    lat >= NYC_BOUNDS.south &&
    lat <= NYC_BOUNDS.north
  );
}

/** Points ready to validate, with what was read and why the rest was left out. */
export interface PointRows {
  features: GeoFeature[];
  /** Rows/features/stations in the source. */
  total: number;
  /** Reason -> count, e.g. "without a position inside NYC" -> 3. */
  dropped: Record<string, number>;
  /** Where the rows came from and the date of their data, when known (set by the reader). */
  source?: string;
  asOf?: string | null;
}

const OUT_OF_BOUNDS = 'without a finite position inside NYC';

function drop(dropped: Record<string, number>, reason: string): void {
  dropped[reason] = (dropped[reason] ?? 0) + 1;
}

export function describeDropped(dropped: Readonly<Record<string, number>>): string {
  return Object.entries(dropped)
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
}

function pointAt(lon: unknown, lat: unknown): { type: 'Point'; coordinates: [number, number] } | null {
  return typeof lon === 'number' && typeof lat === 'number' && inNycBounds(lon, lat)
    ? { type: 'Point', coordinates: [lon, lat] }
    : null;
}

/** A GeoJSON Point's position, or null for anything else. */
function pointOf(geometry: unknown): ReturnType<typeof pointAt> {
  if (!isRecord(geometry) || geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) return null;
  return pointAt(geometry.coordinates[0], geometry.coordinates[1]);
}

/** A number from a CSV cell: empty or non-numeric text is not a number (Number('') would be 0). */
function csvNumber(value: string | undefined): number | null {
  const s = value?.trim() ?? '';
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * Trimmed text from a string or number. GBFS v3 gives names as localised arrays
 * ([{ text, language }]); the English (or else the first) text is used.
 */
function text(value: unknown): string | null {
  if (Array.isArray(value)) {
    const entries = value.filter(isRecord);
    const chosen =
      entries.find((e) => typeof e.language === 'string' && e.language.toLowerCase().startsWith('en')) ?? entries[0];
    return chosen ? text(chosen.text) : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

/** A small integer code such as GTFS wheelchair_boarding (0/1/2), as a number when it is one. */
function code(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const s = text(value);
  if (s === null) return null;
  return /^-?\d+$/.test(s) ? Number(s) : s;
}

function capacity(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** Route lists are kept as given: a string ("M5"), or an array of route names (["BX26", "BX25"]). */
function routes(value: unknown): string | string[] | null {
  if (Array.isArray(value)) {
    const names = value.map(text).filter((s): s is string => s !== null);
    return names.length ? names : null;
  }
  return text(value);
}

const collator = new Intl.Collator('en', { numeric: true });

/** Sorted by a key so the same source always gives the same file, and a changed point is a one-line diff. */
function sortedBy(features: GeoFeature[], key: (props: Record<string, unknown>) => string): GeoFeature[] {
  return features
    .map((f) => ({ f, k: key(f.properties ?? {}) }))
    .sort((a, b) => collator.compare(a.k, b.k))
    .map(({ f }) => f);
}

// ---- Citi Bike -----------------------------------------------------------------------------------------

function stationFeature(
  point: NonNullable<ReturnType<typeof pointAt>>,
  source: Readonly<Record<string, unknown>>,
): GeoFeature {
  return {
    type: 'Feature',
    geometry: point,
    properties: {
      station_id: text(source.station_id),
      short_name: text(source.short_name),
      name: text(source.name),
      capacity: capacity(source.capacity),
    },
  };
}

/** An id field's text: GBFS and GTFS ids are strings or numbers; anything else counts as absent. */
const idText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const stationKey = (p: Record<string, unknown>): string => `${idText(p.short_name)}\u0000${idText(p.station_id)}`;

/** When the GBFS answer was produced, if it says (v2: Unix seconds; v3: an RFC 3339 string). */
export function gbfsLastUpdated(data: unknown): Date | null {
  if (!isRecord(data)) return null;
  const value = data.last_updated;
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/** GBFS station_information.json (v2 or v3) -> station points. Anything else is a DataError. */
export function citibikeFromGbfs(data: unknown, source: string): PointRows {
  const stations = isRecord(data) && isRecord(data.data) ? data.data.stations : undefined;
  if (!Array.isArray(stations)) {
    const hint =
      isRecord(data) && isRecord(data.data) && !('stations' in data.data)
        ? ' (is it the gbfs.json discovery file? give the station_information.json URL)'
        : '';
    throw new DataError(`${source} is not a GBFS station_information answer: no data.stations array${hint}`);
  }
  const features: GeoFeature[] = [];
  const dropped: Record<string, number> = {};
  for (const station of stations) {
    const point = isRecord(station) ? pointAt(station.lon, station.lat) : null;
    if (!point || !isRecord(station)) {
      drop(dropped, OUT_OF_BOUNDS);
      continue;
    }
    features.push(stationFeature(point, station));
  }
  return { features: sortedBy(features, stationKey), total: stations.length, dropped };
}

/** Citi Bike stations from GeoJSON points (an earlier export, or this script's own output). */
export function citibikeFromFeatures(raw: readonly GeoFeature[]): PointRows {
  const features: GeoFeature[] = [];
  const dropped: Record<string, number> = {};
  for (const feature of raw) {
    const point = pointOf(feature.geometry);
    if (!point) drop(dropped, OUT_OF_BOUNDS);
    else features.push(stationFeature(point, feature.properties ?? {}));
  }
  return { features: sortedBy(features, stationKey), total: raw.length, dropped };
}

// ---- bus stops -----------------------------------------------------------------------------------------

const NO_STOP_ID = 'without a stop_id';
const NOT_A_STOP = 'not stops (GTFS location_type 1-4: stations, entrances, nodes, boarding areas)';

/** The popup's fields (stop_name, stop_id, stop_code, routes, wheelchair_boarding); absent optional ones are left out. */
function stopProperties(source: Readonly<Record<string, unknown>>, stopId: string): Record<string, unknown> {
  const props: Record<string, unknown> = { stop_id: stopId, stop_name: text(source.stop_name) };
  const stopCode = text(source.stop_code);
  if (stopCode !== null) props.stop_code = stopCode;
  for (const key of ['route_id', 'route_ids', 'routes']) {
    const value = routes(source[key]);
    if (value !== null) props[key] = value;
  }
  const wheelchair = code(source.wheelchair_boarding);
  if (wheelchair !== null) props.wheelchair_boarding = wheelchair;
  return props;
}

const stopKey = (p: Record<string, unknown>): string => idText(p.stop_id);

/** Bus stops from GeoJSON points with stop_id, stop_name and optionally stop_code, route_id(s), wheelchair_boarding. */
export function busStopsFromFeatures(raw: readonly GeoFeature[]): PointRows {
  const features: GeoFeature[] = [];
  const dropped: Record<string, number> = {};
  for (const feature of raw) {
    const props = feature.properties ?? {};
    const point = pointOf(feature.geometry);
    const stopId = text(props.stop_id);
    if (!point) drop(dropped, OUT_OF_BOUNDS);
    else if (stopId === null) drop(dropped, NO_STOP_ID);
    else features.push({ type: 'Feature', geometry: point, properties: stopProperties(props, stopId) });
  }
  return { features: sortedBy(features, stopKey), total: raw.length, dropped };
}

/** Bus stops from a GTFS stops.txt (CSV with stop_id, stop_name, stop_lat, stop_lon, …). */
export function busStopsFromGtfs(csv: string, source: string): PointRows {
  let parsed;
  try {
    parsed = parseCsvObjects(csv);
  } catch (error) {
    if (error instanceof CsvError) throw new DataError(`${source}: ${error.message}`);
    throw error;
  }
  const missing = ['stop_id', 'stop_lat', 'stop_lon'].filter((c) => !parsed.header.includes(c));
  if (missing.length)
    throw new DataError(
      `${source} is not a GTFS stops.txt: no ${missing.join(', ')} column${missing.length === 1 ? '' : 's'} (header: ${parsed.header.join(',') || 'empty'})`,
    );
  const features: GeoFeature[] = [];
  const dropped: Record<string, number> = {};
  for (const row of parsed.rows) {
    const locationType = row.location_type?.trim() ?? '';
    if (locationType !== '' && locationType !== '0') {
      drop(dropped, NOT_A_STOP);
      continue;
    }
    const point = pointAt(csvNumber(row.stop_lon), csvNumber(row.stop_lat));
    const stopId = text(row.stop_id);
    if (!point) drop(dropped, OUT_OF_BOUNDS);
    else if (stopId === null) drop(dropped, NO_STOP_ID);
    else features.push({ type: 'Feature', geometry: point, properties: stopProperties(row, stopId) });
  }
  return { features: sortedBy(features, stopKey), total: parsed.rows.length, dropped };
}

// ---- validation ----------------------------------------------------------------------------------------

export interface PreparedPointLayer {
  layer: StaticLayerName;
  collection: GeoCollection;
  points: number;
}

/**
 * The last check before writing: at least one point, and every feature a Point the app's layer loader
 * accepts, with finite coordinates inside NYC. Throws a DataError otherwise.
 */
export function preparePointLayer(layer: StaticLayerName, rows: PointRows): PreparedPointLayer {
  if (rows.features.length === 0) {
    const why =
      rows.total === 0
        ? 'the source has no points'
        : `none of the ${rows.total} source rows is usable (${describeDropped(rows.dropped)})`;
    throw new DataError(`${layer}: nothing to write: ${why}`);
  }
  rows.features.forEach((feature, i) => {
    const geometry = asLayerGeometry(feature.geometry, 'point');
    const ok = geometry?.type === 'Point' && inNycBounds(geometry.coordinates[0]!, geometry.coordinates[1]!);
    if (!ok)
      throw new DataError(
        `${layer}: point ${i} is not a finite position inside NYC: ${JSON.stringify(feature.geometry)}`,
      );
  });
  return { layer, collection: { type: 'FeatureCollection', features: rows.features }, points: rows.features.length };
}
