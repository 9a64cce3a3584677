/** Loads one layer for a focused box: the requests its source needs, then normalisation. */
import type { BBox } from '../../shared/geometry/bbox';
import type { LayerDef } from '../../shared/layers/catalogue';
import type { LayerFeature } from '../../shared/layers/features';
import { LayerDataError } from '../../shared/layers/features';
import { readAnswer, type RawAnswer, type RawFeature } from '../../shared/layers/normalise/answer';
import { garageBins, joinGarages } from '../../shared/layers/normalise/garages';
import { normaliseLayer } from '../../shared/layers/normalise/layer';
import {
  curbCutsUrl,
  footprintUrls,
  garageBusinessUrl,
  INVALID_BOUNDS_MESSAGE,
  isValidBox,
  LAYER_QUERY,
  paddedBox,
  sodaQueryUrl,
  statePlaneQueryUrl,
} from '../../shared/layers/query';
import type { LayerLoadProgress } from '../../shared/layers/loadProgress';
import { fitToColumns, needsColumns } from '../../shared/layers/schema';
import { asUnpublished } from '../../shared/layers/unpublished';
import { demoLocalPath, type SodaSource } from '../../shared/layers/sources';
import { readBundledMeta, type BundledMeta } from '../../shared/data/bundledMeta';
import { fetchAnswer, type FetchDeps, type SourceConfig } from '../net/fetchAnswer';
import { datasetColumns, forgetDatasetColumns } from './datasetColumns';

export interface LoadContext {
  signal: AbortSignal;
  deps: FetchDeps;
  config: SourceConfig;
  /** Resolves the app's own files (the local layers). */
  appBase: string;
  /** Hears a slow service or a coming retry, for the layer's row. */
  report?: (progress: LayerLoadProgress) => void;
}

export interface LoadedLayer {
  features: LayerFeature[];
  /** Rows without a usable geometry (for parking signs: failed conversions). */
  dropped: number;
  requests: number;
  /** The page cap was reached: more features exist than were loaded. */
  truncated: boolean;
  /** What a file served with the app says of itself (local layers): the city's data or a sample, and its date. */
  source?: BundledMeta | null;
}

/**
 * Input first (FetchDeps.rest, src/shared/async/inputHold.ts) before a heavy step, then on only if the
 * load is still wanted: a focus changed during the wait ends it here, before the step's work.
 */
async function restThenGoOn(ctx: LoadContext): Promise<void> {
  await ctx.deps.rest?.();
  ctx.signal.throwIfAborted();
}

/** Local files are fetched once per worker: they do not change while the app runs. */
const localFiles = new Map<string, Promise<{ answer: RawAnswer; meta: BundledMeta | null }>>();

async function pages(
  urlFor: (offset: number) => string,
  more: (answer: RawAnswer) => boolean,
  ctx: LoadContext,
): Promise<{ raws: RawFeature[]; requests: number; truncated: boolean }> {
  const raws: RawFeature[] = [];
  for (let page = 0; page < LAYER_QUERY.maxPages; page++) {
    const answer = readAnswer(await fetchAnswer(urlFor(raws.length), ctx.signal, ctx.deps, ctx.config, ctx.report));
    for (const f of answer.features) raws.push(f);
    if (!more(answer) || answer.features.length === 0) return { raws, requests: page + 1, truncated: false };
  }
  return { raws, requests: LAYER_QUERY.maxPages, truncated: true };
}

const fullPage = (a: RawAnswer) => a.features.length >= LAYER_QUERY.rowLimit;

async function loadGarages(def: LayerDef, box: BBox, ctx: LoadContext): Promise<LoadedLayer> {
  if (def.source.kind !== 'garages') throw new Error('not a garage source');
  const source = def.source;
  const business = readAnswer(
    await fetchAnswer(garageBusinessUrl(source, box), ctx.signal, ctx.deps, ctx.config, ctx.report),
  );
  const rows = business.features.map((f) => f.properties);
  const footprints: RawFeature[] = [];
  const urls = footprintUrls(source, garageBins(rows));
  for (const url of urls) {
    try {
      footprints.push(...readAnswer(await fetchAnswer(url, ctx.signal, ctx.deps, ctx.config, ctx.report)).features);
    } catch (e) {
      // A failed footprint chunk is skipped (the spec): the other garages still show.
      if (ctx.signal.aborted) throw e;
    }
  }
  await restThenGoOn(ctx);
  const joined = joinGarages(rows, footprints, 0);
  return { ...joined, requests: 1 + urls.length, truncated: false };
}

/** The query as the dataset's published columns have it, where it depends on them (schema.ts). */
async function fittedSource(def: LayerDef, source: SodaSource, ctx: LoadContext): Promise<SodaSource> {
  if (!needsColumns(source)) return source;
  const columns = await datasetColumns(source.host, source.dataset, ctx.signal, ctx.deps, ctx.config);
  try {
    return fitToColumns(source, columns);
  } catch (error) {
    // A column the city is known not to publish is said as such (unpublished.ts), not as a failure.
    throw asUnpublished(def.id, error);
  }
}

/**
 * Rows arrived but not one could be placed: the layer's row says which field it found no location in,
 * rather than showing an empty layer as '0'.
 */
function placedOrExplained<T extends LoadedLayer & { unplaced: number }>(
  def: LayerDef,
  raws: readonly RawFeature[],
  loaded: T,
): T {
  if (raws.length === 0 || loaded.unplaced < raws.length) return loaded;
  const s = def.source;
  const fields =
    s.kind === 'soda'
      ? [s.geoField, ...(s.latField && s.lngField ? [`${s.latField}/${s.lngField}`] : [])]
      : s.kind === 'statePlane'
        ? [`${s.xField}/${s.yField}`]
        : ['the geometry'];
  throw new LayerDataError(
    `The city's answer had ${raws.length} ${raws.length === 1 ? 'row' : 'rows'}, none with a usable location (read from ${fields.join(' or ')})`,
  );
}

export async function loadLayer(def: LayerDef, focusBox: BBox, ctx: LoadContext): Promise<LoadedLayer> {
  if (!isValidBox(focusBox)) throw new Error(INVALID_BOUNDS_MESSAGE);
  const box = paddedBox(def.id, focusBox);
  const source = def.source;
  switch (source.kind) {
    case 'local': {
      // Under ?demo the sample copy: the real file is the city's data, the sample is not.
      const url = new URL(ctx.config.demoBase ? demoLocalPath(source.path) : source.path, ctx.appBase).href;
      let file = localFiles.get(url);
      if (!file) {
        // Shared across focuses, so not tied to one focus's signal: a focus change must not fail the
        // next focus's load with the old one's abort. The file is small and fetched once.
        file = fetchAnswer(url, new AbortController().signal, ctx.deps, ctx.config).then((raw) => ({
          answer: readAnswer(raw),
          meta: readBundledMeta(raw),
        }));
        localFiles.set(url, file);
        file.catch(() => localFiles.delete(url));
      }
      const { answer, meta } = await file;
      await restThenGoOn(ctx);
      return { ...normaliseLayer(def, answer.features, 0, box), requests: 1, truncated: false, source: meta };
    }
    case 'garages':
      return loadGarages(def, box, ctx);
    case 'arcgis': {
      const got = await pages(
        (offset) => curbCutsUrl(box, offset),
        (a) => a.exceeded,
        ctx,
      );
      await restThenGoOn(ctx);
      const loaded = { ...normaliseLayer(def, got.raws, 0), requests: got.requests, truncated: got.truncated };
      return placedOrExplained(def, got.raws, loaded);
    }
    case 'statePlane': {
      const got = await pages((offset) => statePlaneQueryUrl(source, box, offset), fullPage, ctx);
      await restThenGoOn(ctx);
      const loaded = { ...normaliseLayer(def, got.raws, 0), requests: got.requests, truncated: got.truncated };
      return placedOrExplained(def, got.raws, loaded);
    }
    case 'soda': {
      const fitted = await fittedSource(def, source, ctx);
      const got = await pages((offset) => sodaQueryUrl(fitted, box, offset), fullPage, ctx);
      await restThenGoOn(ctx);
      const asked = { ...def, source: fitted };
      const loaded = { ...normaliseLayer(asked, got.raws, 0), requests: got.requests, truncated: got.truncated };
      return placedOrExplained(asked, got.raws, loaded);
    }
  }
}

/** Tests start each case with no cached local files, and no dataset's columns asked. */
export function forgetLocalFiles(): void {
  localFiles.clear();
  forgetDatasetColumns();
}
