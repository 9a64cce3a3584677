/**
 * What Import (and a file dropped on the map) reads: a plan file, or a GeoJSON or KML/KMZ file whose
 * features become shapes added to the plan. The name decides where it can (.geojson, .kml, .kmz);
 * a .json is a plan when it has a plan's keys and shapes when it is GeoJSON, so a plan file that does
 * not parse keeps the spec's error. Run in the plan worker: a 50 MB file never touches the page's thread.
 */
import { isJsonFile, readPlanFile, type PlanFileLike } from '../plan/fileReader';
import { looksLikePlan, parsePlanJson } from '../plan/parse';
import { IMPORT_ERROR_MESSAGE, PLAN_MAX_BYTES, type ParseResult } from '../plan/schema';
import { kmzText } from './kml';
import { shapesFromGeoJson, shapesFromKml, type ShapeFileResult } from './shapeFile';
import { featuresOf, type Progress } from './shapes';

/** A file as the import reads it: a browser File fits. */
export interface ImportFileLike extends PlanFileLike {
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Larger shape files are refused before they are read: a tab holds the text and its parse at once. */
export const SHAPE_FILE_MAX_BYTES = 200 * 1024 * 1024;

export type ImportRead = { kind: 'plan'; result: ParseResult } | { kind: 'shapes'; result: ShapeFileResult };

/** Import's stages, for the page's progress: reading the file, then its features read of all. */
export type ImportProgress = { stage: 'reading' } | { stage: 'shapes'; done: number; total: number };

const shapeFail = (message: string, reason: string): ImportRead => ({
  kind: 'shapes',
  result: { ok: false, message, reason },
});

export function shapeFileKind(name: string): 'geojson' | 'kml' | 'kmz' | null {
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'geojson' ? 'geojson' : ext === 'kml' ? 'kml' : ext === 'kmz' ? 'kmz' : null;
}

async function text(file: ImportFileLike): Promise<string | null> {
  try {
    return await file.text();
  } catch {
    return null;
  }
}

export async function readImportFile(
  file: ImportFileLike,
  onProgress?: (p: ImportProgress) => void,
): Promise<ImportRead> {
  const kind = shapeFileKind(file.name);
  // Anything else (a .txt, a .shp) keeps the plan import's answer: only JSON files, with the spec's error.
  if (!kind && !isJsonFile(file)) return { kind: 'plan', result: await readPlanFile(file) };
  if (file.size > SHAPE_FILE_MAX_BYTES)
    return kind
      ? shapeFail(
          `${file.name} is too large`,
          `The file is larger than ${SHAPE_FILE_MAX_BYTES / (1024 * 1024)} MB. Nothing was changed.`,
        )
      : { kind: 'plan', result: await readPlanFile(file) };
  onProgress?.({ stage: 'reading' });
  const progress: Progress = (done, total) => onProgress?.({ stage: 'shapes', done, total });
  if (kind === 'kmz') {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return shapeFail(`Could not read ${file.name}`, 'The file could not be read. Nothing was changed.');
    }
    const kml = kmzText(bytes);
    if (!kml.ok) return shapeFail(`Could not read ${file.name}`, `${kml.reason}. Nothing was changed.`);
    return { kind: 'shapes', result: shapesFromKml(kml.text, file.name, progress) };
  }
  const body = await text(file);
  if (body === null)
    return kind
      ? shapeFail(`Could not read ${file.name}`, 'The file could not be read. Nothing was changed.')
      : { kind: 'plan', result: { ok: false, message: IMPORT_ERROR_MESSAGE, reason: 'The file could not be read' } };
  if (kind === 'kml') return { kind: 'shapes', result: shapesFromKml(body, file.name, progress) };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return kind
      ? shapeFail(`Could not read ${file.name}`, 'The file is not valid JSON. Nothing was changed.')
      : // A plan file over the limit keeps the plan import's answer (its size) whatever its text.
        file.size > PLAN_MAX_BYTES
        ? { kind: 'plan', result: await readPlanFile(file) }
        : { kind: 'plan', result: { ok: false, message: IMPORT_ERROR_MESSAGE, reason: 'File is not valid JSON' } };
  }
  // A .json that is GeoJSON and no plan brings shapes; any other .json is read as a plan, errors and all.
  if (kind === 'geojson' || (!looksLikePlan(data) && featuresOf(data) !== null))
    return { kind: 'shapes', result: shapesFromGeoJson(data, file.name, progress) };
  if (file.size > PLAN_MAX_BYTES) return { kind: 'plan', result: await readPlanFile(file) };
  return { kind: 'plan', result: parsePlanJson(data) };
}
