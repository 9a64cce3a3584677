/**
 * The whole data:fetch run: obtain every requested dataset (the permit-area geographies, then the
 * static point layers), validate all of them, then write the ones that passed. A dataset that fails
 * (network, HTTP, malformed JSON, nothing usable) never replaces its file, and makes the run fail.
 */
import { join } from 'node:path';
import type { BundledMeta } from '../../src/shared/data/bundledMeta';
import { isGeographyType, type GeographyType } from '../../src/shared/geography/modes';
import { serializeCollection, type GeoCollection } from '../lib/geojson';
import { writeFileAtomic } from '../lib/writeAtomic';
import { CENTERLINE_NAME_FALLBACKS } from './datasets';
import { defaultHttpDeps, type HttpDeps } from './http';
import { readLocalDataset, type LocalDataset } from './local';
import type { DatasetName, FetchOptions } from './options';
import { prepareDataset } from './prepare';
import { fetchRemoteFeatures } from './remote';
import { describeDropped, preparePointLayer, STATIC_LAYER_FILES, type StaticLayerName } from './staticLayers';
import { GTFS_STOPS_FILE, readStaticLayer, STATIC_LOCAL_FILES } from './staticSources';
import { errorMessage } from '../../src/shared/errors/errorMessage';

export interface RunIo {
  log: (line: string) => void;
  error: (line: string) => void;
  http: HttpDeps;
}

export const defaultRunIo: RunIo = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  http: defaultHttpDeps,
};

export type DatasetOutcome =
  | { mode: GeographyType; status: 'written'; path: string; areas: number }
  | { mode: StaticLayerName; status: 'written'; path: string; points: number }
  /** No source for it (nothing in --from DIR, or bus stops without --from): its file is left unchanged. */
  | { mode: DatasetName; status: 'absent' }
  | { mode: DatasetName; status: 'failed'; error: string };

/** What each written file holds, in its own description (`dataset.title`) and so in the app. */
export const DATASET_TITLES: Readonly<Record<DatasetName, string>> = {
  parks: 'NYC Parks permit areas',
  plazas: 'NYC DOT pedestrian plazas',
  intersections: "Street intersections (from the city's street centreline)",
  citibike: 'Citi Bike stations',
  busStops: 'MTA bus stops',
};

/** A validated dataset waiting for its write. */
interface ReadyFile {
  mode: DatasetName;
  path: string;
  collection: GeoCollection;
  meta: BundledMeta;
  /** For the log, e.g. "5 areas". */
  summary: string;
  written: DatasetOutcome;
}

export interface RunResult {
  exitCode: number;
  outcomes: DatasetOutcome[];
}

function message(error: unknown): string {
  return errorMessage(error);
}

/** Today's date, the date of data fetched live. */
const today = (): string => new Date().toISOString().slice(0, 10);

async function rawFeatures(mode: GeographyType, options: FetchOptions, io: RunIo): Promise<LocalDataset | null> {
  if (options.from === undefined) {
    const id = mode === 'intersections' ? options.ids.centerline : options.ids[mode];
    const features = await fetchRemoteFeatures(mode, options, io.log, io.http);
    return { features, source: `NYC Open Data ${id} (${options.baseUrl}), fetched ${today()}`, asOf: today() };
  }
  const nameFields = [
    options.centerlineNameField,
    ...CENTERLINE_NAME_FALLBACKS.filter((f) => f !== options.centerlineNameField),
  ];
  return readLocalDataset(options.from, mode, nameFields, io.log);
}

function metaFor(
  mode: DatasetName,
  source: string | undefined,
  asOf: string | null | undefined,
  options: FetchOptions,
) {
  return {
    sample: false,
    title: DATASET_TITLES[mode],
    source: source ?? '',
    asOf: asOf ?? options.asOf ?? null,
  } satisfies BundledMeta;
}

async function readyGeography(mode: GeographyType, options: FetchOptions, io: RunIo): Promise<ReadyFile | null> {
  const raw = await rawFeatures(mode, options, io);
  if (raw === null) {
    const expected = mode === 'intersections' ? 'intersections.geojson or centerline.geojson' : `${mode}.geojson`;
    io.log(`${mode}: no ${expected} in ${options.from ?? ''}; left unchanged`);
    return null;
  }
  const prepared = prepareDataset(mode, raw.features);
  io.log(
    `${mode}: ${prepared.areas} areas valid${prepared.dropped ? ` (${prepared.dropped} features without a usable geometry dropped)` : ''}`,
  );
  const path = join(options.outDir, `${mode}.geojson`);
  return {
    mode,
    path,
    collection: prepared.collection,
    meta: metaFor(mode, raw.source, raw.asOf, options),
    summary: `${prepared.areas} areas`,
    written: { mode, status: 'written', path, areas: prepared.areas },
  };
}

async function readyStaticLayer(layer: StaticLayerName, options: FetchOptions, io: RunIo): Promise<ReadyFile | null> {
  const path = join(options.staticOutDir, STATIC_LAYER_FILES[layer]);
  const rows = await readStaticLayer(layer, options, io.log, io.http);
  if (rows === null) {
    if (options.from === undefined) {
      // Only bus stops get here: there is no public NYC bus stop file to fetch.
      io.log(
        `${layer}: skipped: bus stops have no public feed to fetch; run with --from DIR holding DIR/${STATIC_LAYER_FILES.busStops} or a GTFS DIR/${GTFS_STOPS_FILE}. ${path} left unchanged`,
      );
    } else {
      io.log(`${layer}: no ${STATIC_LOCAL_FILES[layer].join(' or ')} in ${options.from}; left unchanged`);
    }
    return null;
  }
  const prepared = preparePointLayer(layer, rows);
  const dropped = describeDropped(rows.dropped);
  io.log(`${layer}: ${prepared.points} points valid${dropped ? ` (dropped: ${dropped})` : ''}`);
  return {
    mode: layer,
    path,
    collection: prepared.collection,
    meta: metaFor(layer, rows.source, rows.asOf, options),
    summary: `${prepared.points} points`,
    written: { mode: layer, status: 'written', path, points: prepared.points },
  };
}

function directoriesOf(files: readonly ReadyFile[], options: FetchOptions): string {
  return [...new Set(files.map((f) => (isGeographyType(f.mode) ? options.outDir : options.staticOutDir)))].join(
    ' and ',
  );
}

export async function runDataFetch(options: FetchOptions, io: RunIo = defaultRunIo): Promise<RunResult> {
  const outcomes: DatasetOutcome[] = [];
  const ready: ReadyFile[] = [];
  if (options.heldBack.length) {
    io.log(
      `${options.heldBack.join(', ')}: not run: --out was given without --static-out, and these layers are written to ${options.staticOutDir}; give --static-out DIR or name them in --only to include them`,
    );
  }
  // One dataset at a time: kinder to Socrata's rate limit, and the log reads in order.
  for (const mode of options.only) {
    try {
      const file = isGeographyType(mode)
        ? await readyGeography(mode, options, io)
        : await readyStaticLayer(mode, options, io);
      if (file === null) outcomes.push({ mode, status: 'absent' });
      else ready.push(file);
    } catch (error) {
      io.error(`${mode}: FAILED: ${message(error)}`);
      outcomes.push({ mode, status: 'failed', error: message(error) });
    }
  }
  // Writing only starts once every dataset has been fetched and validated.
  const writtenFiles: ReadyFile[] = [];
  for (const file of ready) {
    try {
      const text = serializeCollection(file.collection, { meta: file.meta, minify: true });
      await writeFileAtomic(file.path, text);
      io.log(`${file.mode}: wrote ${file.path} (${file.summary}, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB)`);
      outcomes.push(file.written);
      writtenFiles.push(file);
    } catch (error) {
      io.error(`${file.mode}: FAILED to write ${file.path}: ${message(error)}`);
      outcomes.push({ mode: file.mode, status: 'failed', error: message(error) });
    }
  }
  const failed = outcomes.filter((o) => o.status === 'failed').map((o) => o.mode);
  const written = writtenFiles.length;
  if (failed.length) {
    io.error(
      `data:fetch failed for ${failed.join(', ')}; ${failed.length === 1 ? 'its file was' : 'their files were'} left unchanged.`,
    );
    return { exitCode: 1, outcomes };
  }
  if (written === 0) {
    io.error(`data:fetch found nothing to write${options.from !== undefined ? ` in ${options.from}` : ''}.`);
    return { exitCode: 1, outcomes };
  }
  io.log(
    `data:fetch done: ${written} file${written === 1 ? '' : 's'} written to ${directoriesOf(writtenFiles, options)}`,
  );
  return { exitCode: 0, outcomes };
}
