/**
 * Where the static point layers come from: the Citi Bike GBFS feed over HTTP, or with --from DIR local
 * files. Bus stops have no public feed this script can page through, so they only come from --from.
 */
import { basename, join } from 'node:path';
import { DataError } from './collection';
import { defaultHttpDeps, fetchJson, type HttpDeps } from './http';
import { parseDatedFeatures, readIfPresent } from './local';
import type { FetchOptions } from './options';
import {
  busStopsFromFeatures,
  busStopsFromGtfs,
  citibikeFromFeatures,
  citibikeFromGbfs,
  gbfsLastUpdated,
  STATIC_LAYER_FILES,
  type PointRows,
  type StaticLayerName,
} from './staticLayers';
import { errorMessage } from '../../src/shared/errors/errorMessage';

type Log = (line: string) => void;

/** A saved copy of the GBFS feed, read under --from when DIR has no citibike_stations.geojson. */
export const GBFS_STATIONS_FILE = 'station_information.json';
/** A GTFS feed's stops file, read under --from when DIR has no bus_stops_nyc.geojson. */
export const GTFS_STOPS_FILE = 'stops.txt';

/** What --from DIR may hold for each layer, in the order they are looked for. */
export const STATIC_LOCAL_FILES: Readonly<Record<StaticLayerName, readonly string[]>> = {
  citibike: [STATIC_LAYER_FILES.citibike, GBFS_STATIONS_FILE],
  busStops: [STATIC_LAYER_FILES.busStops, GTFS_STOPS_FILE],
};

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataError(`${path} is not valid JSON: ${errorMessage(error)}`);
  }
}

function fromGbfs(data: unknown, source: string, log: Log): PointRows {
  const rows = citibikeFromGbfs(data, source);
  const updated = gbfsLastUpdated(data);
  log(`citibike: ${rows.total} stations from ${source}${updated ? ` (feed updated ${updated.toISOString()})` : ''}`);
  return { ...rows, source: `Citi Bike GBFS ${basename(source)}`, asOf: updated?.toISOString().slice(0, 10) ?? null };
}

async function fetchCitibike(options: FetchOptions, log: Log, http: HttpDeps): Promise<PointRows> {
  const policy = { retries: options.retries, retryDelayMs: options.retryDelayMs, timeoutMs: options.timeoutMs };
  // No X-App-Token here: the Socrata token is not for another host.
  return fromGbfs(
    await fetchJson(options.citibikeUrl, { Accept: 'application/json' }, policy, http),
    options.citibikeUrl,
    log,
  );
}

/** The layer's rows from the first file DIR has for it, or null when it has none. */
async function readLocal(layer: StaticLayerName, dir: string, log: Log): Promise<PointRows | null> {
  for (const file of STATIC_LOCAL_FILES[layer]) {
    const path = join(dir, file);
    const text = await readIfPresent(path);
    if (text === null) continue;
    if (file === GBFS_STATIONS_FILE) {
      const data = parseJson(text, path);
      return { ...fromGbfs(data, path, log), source: `local file ${file} (Citi Bike GBFS)` };
    }
    const fromFeatures = layer === 'citibike' ? citibikeFromFeatures : busStopsFromFeatures;
    const dated = file === GTFS_STOPS_FILE ? null : parseDatedFeatures(text, path);
    const rows = dated ? fromFeatures(dated.features) : busStopsFromGtfs(text, path);
    log(`${layer}: read ${rows.total} ${file === GTFS_STOPS_FILE ? 'rows' : 'features'} from ${path}`);
    return { ...rows, source: `local file ${file}`, asOf: dated?.asOf ?? null };
  }
  return null;
}

/**
 * The raw points for one static layer, or null when there is no source: --from DIR without a file for
 * it, or bus stops without --from at all (the caller explains that case).
 */
export async function readStaticLayer(
  layer: StaticLayerName,
  options: FetchOptions,
  log: Log,
  http: HttpDeps = defaultHttpDeps,
): Promise<PointRows | null> {
  if (options.from !== undefined) return readLocal(layer, options.from, log);
  return layer === 'citibike' ? fetchCitibike(options, log, http) : null;
}
