/**
 * `--from DIR`: the same datasets from local files (a manual export, or a copy made elsewhere).
 * Every file is optional; a missing one leaves that geography's current file alone.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GeographyType } from '../../src/shared/geography/modes';
import type { GeoFeature } from '../lib/geojson';
import { DataError, featuresOf } from './collection';
import { CENTERLINE_NAME_FALLBACKS } from './datasets';
import { IntersectionCollector } from './intersections';

/** A raw CSCL line export; turned into intersections when DIR/intersections.geojson is absent. */
export const CENTERLINE_FILE = 'centerline.geojson';

/** The file's text, or null when it does not exist (other read errors still throw). */
export async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The features of a GeoJSON FeatureCollection file's text; a DataError naming the file otherwise. */
export function parseFeatures(text: string, path: string): GeoFeature[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DataError(`${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return featuresOf(data, path);
}

/** The raw features for one geography, or null when DIR has no file for it. */
export async function readLocalFeatures(
  dir: string,
  mode: GeographyType,
  nameFields: readonly string[] = CENTERLINE_NAME_FALLBACKS,
  log: (line: string) => void = () => {},
): Promise<GeoFeature[] | null> {
  const path = join(dir, `${mode}.geojson`);
  const text = await readIfPresent(path);
  if (text !== null) {
    const features = parseFeatures(text, path);
    log(`${mode}: read ${features.length} features from ${path}`);
    return features;
  }
  if (mode !== 'intersections') return null;
  const centerlinePath = join(dir, CENTERLINE_FILE);
  const centerline = await readIfPresent(centerlinePath);
  if (centerline === null) return null;
  const collector = new IntersectionCollector(nameFields);
  collector.add(parseFeatures(centerline, centerlinePath));
  const points = collector.toCollection().features;
  log(`${mode}: ${collector.segments} segments from ${centerlinePath} -> ${points.length} intersections`);
  return points;
}
