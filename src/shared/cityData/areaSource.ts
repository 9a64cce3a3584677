/**
 * Which data a geography's areas on screen are, said plainly: the city's (with the date the city
 * gives), a real file bundled with the app (with its date), or samples (in ?demo, or because the
 * city's service could not be reached, with the reason). The UI shows these texts in the geography's
 * header, the layers panel and, for a fallback, a banner with Retry.
 */
import type { BundledMeta } from '../data/bundledMeta';
import type { GeographyType } from '../geography/modes';

export type AreaSource =
  /** The city's permit areas, loaded live (or from the copy saved on an earlier visit). */
  | {
      kind: 'city';
      dataset: string;
      title: string;
      /** When the city's rows last changed (YYYY-MM-DD), if the service said. */
      updatedAt: string | null;
      /** Set when the areas came from the copy saved on an earlier visit: when it was saved (ISO time). */
      savedAt: string | null;
      /** Why the areas could not be kept for the next visit and offline use (a full storage), if so. */
      cacheError: string | null;
    }
  /** Intersections found where the user looks, from the city's street centreline. */
  | { kind: 'centreline'; dataset: string; updatedAt: string | null }
  /** A real file shipped with the app (`npm run data:fetch`). */
  | { kind: 'bundled'; title: string; asOf: string | null }
  /** Samples: under ?demo, or in place of the city's data that could not be loaded. */
  | { kind: 'sample'; title: string; reason: 'demo' | 'unreachable'; detail: string };

/** The notice a fallback shows (the issue's words), by geography kind. */
export const SAMPLE_AREAS_NOTICE = "Sample areas shown: the city's permit areas could not be loaded";
export const SAMPLE_NODES_NOTICE = "Sample intersections shown: the city's street centreline could not be loaded";

/** What a geography's bundled file holds, by the app's own words, for a file that gives no title. */
export const BUNDLED_AREAS_TITLES: Record<GeographyType, string> = {
  parks: 'NYC Parks permit areas',
  plazas: 'NYC DOT pedestrian plazas',
  intersections: 'NYC street intersections',
};

/** The file's own title, else the app's name for what it holds (a file may carry no title). */
const titleOr = (title: string, fallback: string): string => title.trim() || fallback;

/** '2025-06-02' -> 'Jun 2, 2025'; an ISO time -> its day. */
export function formatDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (!Number.isFinite(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** One line saying which data is on screen (the geography's header and the layers panel). */
export function describeAreaSource(source: AreaSource): string {
  switch (source.kind) {
    case 'city': {
      const updated = source.updatedAt ? `, updated ${formatDay(source.updatedAt)}` : '';
      const saved = source.savedAt ? ` (the copy saved on ${formatDay(source.savedAt)})` : '';
      const unsaved = source.cacheError ? `. Not kept for offline use: ${source.cacheError}` : '';
      return `The city's data: ${source.title} (NYC Open Data ${source.dataset})${updated}${saved}${unsaved}`;
    }
    case 'centreline': {
      const updated = source.updatedAt ? `, updated ${formatDay(source.updatedAt)}` : '';
      return `The city's data: intersections from the street centreline (NYC Open Data ${source.dataset})${updated}`;
    }
    case 'bundled':
      return `The city's data: ${source.title}, bundled with the app${source.asOf ? `, as of ${formatDay(source.asOf)}` : ''}`;
    case 'sample':
      return source.reason === 'demo'
        ? `Sample data (demo): ${source.title}, not the city's`
        : `Sample data: ${source.title}, not the city's: ${source.detail}`;
  }
}

/**
 * What a file served with the app is (bus stops, Citi Bike stations), from its own description;
 * `name` (the layer's) when the file gives no title.
 */
export function describeBundledFile(meta: BundledMeta, name: string): string {
  const title = titleOr(meta.title, name);
  if (meta.sample) return `Sample data: ${title}, not the city's`;
  return `The city's data: ${title}, bundled with the app${meta.asOf ? `, as of ${formatDay(meta.asOf)}` : ''}`;
}

/** Whether the areas on screen are samples standing in for the city's data (the page says so in a banner). */
export function isFallback(source: AreaSource | null): source is Extract<AreaSource, { kind: 'sample' }> {
  return source?.kind === 'sample' && source.reason === 'unreachable';
}
