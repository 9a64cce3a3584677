/**
 * `--from DIR`: the same datasets from local files (a manual export, or a copy made elsewhere).
 * Every file is optional; a missing one leaves that geography's current file alone.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readBundledMeta } from '../../src/shared/data/bundledMeta';
import type { GeographyType } from '../../src/shared/geography/modes';
import { isRecord, type GeoFeature } from '../lib/geojson';
import { DataError, featuresOf } from './collection';
import { CENTERLINE_NAME_FALLBACKS } from './datasets';
import { IntersectionCollector } from './intersections';
import { errorMessage } from '../../src/shared/errors/errorMessage';

/** A raw CSCL line export; turned into intersections when DIR/intersections.geojson is absent. */
export const CENTERLINE_FILE = 'centerline.geojson';

/**
 * The files --from DIR is searched for, per geography, in order: the app's own name first, then the
 * names the copies in the project's shared data directory carry (see its SOURCES.md).
 */
export const LOCAL_AREA_FILES: Readonly<Record<GeographyType, readonly string[]>> = {
  parks: ['parks.geojson'],
  plazas: ['plazas.geojson', 'nyc_public_plazas_enriched.geojson'],
  intersections: ['intersections.geojson'],
};

/** A dataset read from a local file, with where it came from and the date of its data when the file says. */
export interface LocalDataset {
  features: GeoFeature[];
  source: string;
  asOf: string | null;
}

/**
 * The date a file's data is from: its own `dataset.asOf`, or a YYYYMMDD stamp in the collection's
 * `name` (NYC Open Data exports are named like 'nyc_public_plazas_20250813'); null when it does not say.
 */
export function dateOfCollection(data: unknown): string | null {
  const meta = readBundledMeta(data);
  if (meta?.asOf) return meta.asOf;
  const name = isRecord(data) && typeof data.name === 'string' ? data.name : '';
  const m = /(?:^|[^\d])(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:[^\d]|$)/.exec(name);
  return m ? `${m[1]!}-${m[2]!}-${m[3]!}` : null;
}

/** The file's text, or null when it does not exist (other read errors still throw). */
export async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataError(`${path} is not valid JSON: ${errorMessage(error)}`);
  }
}

/** A FeatureCollection file's features and the date its data is from (see dateOfCollection). */
export function parseDatedFeatures(text: string, path: string): { features: GeoFeature[]; asOf: string | null } {
  const data = parseJson(text, path);
  return { features: featuresOf(data, path), asOf: dateOfCollection(data) };
}

/** The raw features for one geography, with their provenance, or null when DIR has no file for it. */
export async function readLocalDataset(
  dir: string,
  mode: GeographyType,
  nameFields: readonly string[] = CENTERLINE_NAME_FALLBACKS,
  log: (line: string) => void = () => {},
): Promise<LocalDataset | null> {
  for (const file of LOCAL_AREA_FILES[mode]) {
    const path = join(dir, file);
    const text = await readIfPresent(path);
    if (text === null) continue;
    const { features, asOf } = parseDatedFeatures(text, path);
    log(`${mode}: read ${features.length} features from ${path}`);
    return { features, source: `local file ${basename(path)}`, asOf };
  }
  if (mode !== 'intersections') return null;
  const centerlinePath = join(dir, CENTERLINE_FILE);
  const centerline = await readIfPresent(centerlinePath);
  if (centerline === null) return null;
  const collector = new IntersectionCollector(nameFields);
  const segments = parseDatedFeatures(centerline, centerlinePath);
  collector.add(segments.features);
  const points = collector.toCollection().features;
  log(`${mode}: ${collector.segments} segments from ${centerlinePath} -> ${points.length} intersections`);
  return { features: points, source: `derived from local file ${CENTERLINE_FILE}`, asOf: segments.asOf };
}
