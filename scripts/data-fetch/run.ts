/**
 * The whole data:fetch run: obtain every requested dataset, validate all of them, then write the ones
 * that passed. A dataset that fails (network, HTTP, malformed JSON, nothing usable) never replaces its
 * file, and makes the run fail.
 */
import { join } from 'node:path';
import type { GeographyType } from '../../src/shared/geography/modes';
import { serializeCollection, type GeoFeature } from '../lib/geojson';
import { writeFileAtomic } from '../lib/writeAtomic';
import { CENTERLINE_NAME_FALLBACKS } from './datasets';
import { defaultHttpDeps, type HttpDeps } from './http';
import { readLocalFeatures } from './local';
import type { FetchOptions } from './options';
import { prepareDataset, type PreparedDataset } from './prepare';
import { fetchRemoteFeatures } from './remote';

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
  | { mode: GeographyType; status: 'absent' }
  | { mode: GeographyType; status: 'failed'; error: string };

export interface RunResult {
  exitCode: number;
  outcomes: DatasetOutcome[];
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function rawFeatures(mode: GeographyType, options: FetchOptions, io: RunIo): Promise<GeoFeature[] | null> {
  if (options.from === undefined) return fetchRemoteFeatures(mode, options, io.log, io.http);
  const nameFields = [options.centerlineNameField, ...CENTERLINE_NAME_FALLBACKS.filter((f) => f !== options.centerlineNameField)];
  return readLocalFeatures(options.from, mode, nameFields, io.log);
}

export async function runDataFetch(options: FetchOptions, io: RunIo = defaultRunIo): Promise<RunResult> {
  const outcomes: DatasetOutcome[] = [];
  const ready: PreparedDataset[] = [];
  // One dataset at a time: kinder to Socrata's rate limit, and the log reads in order.
  for (const mode of options.only) {
    try {
      const raw = await rawFeatures(mode, options, io);
      if (raw === null) {
        const expected = mode === 'intersections' ? 'intersections.geojson or centerline.geojson' : `${mode}.geojson`;
        io.log(`${mode}: no ${expected} in ${options.from ?? ''}; left unchanged`);
        outcomes.push({ mode, status: 'absent' });
        continue;
      }
      const prepared = prepareDataset(mode, raw);
      io.log(`${mode}: ${prepared.areas} areas valid${prepared.dropped ? ` (${prepared.dropped} features without a usable geometry dropped)` : ''}`);
      ready.push(prepared);
    } catch (error) {
      io.error(`${mode}: FAILED: ${message(error)}`);
      outcomes.push({ mode, status: 'failed', error: message(error) });
    }
  }
  // Writing only starts once every dataset has been fetched and validated.
  for (const prepared of ready) {
    const path = join(options.outDir, `${prepared.mode}.geojson`);
    try {
      const text = serializeCollection(prepared.collection);
      await writeFileAtomic(path, text);
      io.log(`${prepared.mode}: wrote ${path} (${prepared.areas} areas, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB)`);
      outcomes.push({ mode: prepared.mode, status: 'written', path, areas: prepared.areas });
    } catch (error) {
      io.error(`${prepared.mode}: FAILED to write ${path}: ${message(error)}`);
      outcomes.push({ mode: prepared.mode, status: 'failed', error: message(error) });
    }
  }
  const failed = outcomes.filter((o) => o.status === 'failed').map((o) => o.mode);
  const written = outcomes.filter((o) => o.status === 'written').length;
  if (failed.length) {
    io.error(`data:fetch failed for ${failed.join(', ')}; ${failed.length === 1 ? 'its file was' : 'their files were'} left unchanged.`);
    return { exitCode: 1, outcomes };
  }
  if (written === 0) {
    io.error(`data:fetch found nothing to write${options.from !== undefined ? ` in ${options.from}` : ''}.`);
    return { exitCode: 1, outcomes };
  }
  io.log(`data:fetch done: ${written} file${written === 1 ? '' : 's'} written to ${options.outDir}`);
  return { exitCode: 0, outcomes };
}
