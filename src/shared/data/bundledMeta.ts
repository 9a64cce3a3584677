/**
 * What a data file bundled with the app says about itself: a foreign member of its FeatureCollection,
 * `"dataset": {"sample": …, "title": …, "source": …, "asOf": …}`, written by `npm run data:fetch`
 * (real data) and `npm run data:demo` (samples). The app reads it to say plainly which data is on
 * screen, and a sample parks file is what makes the app ask the city's service instead.
 */
export const BUNDLED_META_KEY = 'dataset';

export interface BundledMeta {
  /** Project-made sample data (shown as the city's nowhere outside ?demo). */
  sample: boolean;
  /** What the file holds, for the UI: 'NYC DOT pedestrian plazas'. */
  title: string;
  /** Where it came from, for the UI and the data README. */
  source: string;
  /** The date of the data itself (YYYY-MM-DD), when known. */
  asOf: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The file's own description, or null when it has none (an older file, or one from elsewhere: the
 * app then treats it as real data, as it did before files described themselves).
 */
export function readBundledMeta(collection: unknown): BundledMeta | null {
  if (!isRecord(collection)) return null;
  const meta = collection[BUNDLED_META_KEY];
  if (!isRecord(meta) || typeof meta.sample !== 'boolean') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const asOf = text(meta.asOf);
  return {
    sample: meta.sample,
    title: text(meta.title),
    source: text(meta.source),
    asOf: ISO_DATE.test(asOf) ? asOf : null,
  };
}
