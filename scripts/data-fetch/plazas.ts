/**
 * Maps NYC DOT pedestrian plaza rows (k5k6-6jex: plazaname, onstreet, fromstreet, tostreet) onto the
 * fields the app names plazas by: FSN_1..FSN_4 (on-street, then the cross streets) and `name`.
 * Idempotent: a feature that already has FSN_* or name (e.g. an enriched local file) keeps them.
 */
import { roundGeometry, type GeoFeature } from '../lib/geojson';

function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

export function mapPlazaProperties(source: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const props: Record<string, unknown> = { ...source };
  const fsnKeys = ['FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'];
  const hasFsn = fsnKeys.some((k) => text(source[k]) !== null);
  // Street names as one space-separated text: the enriched file pads some ("W  42 ST").
  if (hasFsn) for (const k of fsnKeys) props[k] = text(source[k]);
  if (!hasFsn) {
    // Distinct street names only: a plaza "on BROADWAY from BROADWAY" would read oddly when joined.
    const streets = [
      ...new Set(
        [source.onstreet, source.fromstreet, source.tostreet].map(text).filter((s): s is string => s !== null),
      ),
    ];
    props.FSN_1 = streets[0] ?? null;
    props.FSN_2 = streets[1] ?? null;
    props.FSN_3 = streets[2] ?? null;
    props.FSN_4 = null;
  }
  // Kept even when there are street names: search results label an area by `name` first, and the
  // plaza's own name ("Times Square") is what people search for. Display names still use FSN_*.
  const name = text(source.name) ?? text(source.plazaname);
  if (name !== null) props.name = name;
  return props;
}

/** FNV-1a, 32 bits, in base 36: a short stable name for a text. */
function shortHash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

export function mapPlazaFeature(feature: GeoFeature): GeoFeature {
  const props = mapPlazaProperties(feature.properties ?? {});
  const objectId = text(props.objectid);
  // SODA GeoJSON has no feature id; the plaza's objectid is stable, so use it. A file without one
  // (the enriched copy) is named by its outline, so a saved plan finds its plaza again in a new file.
  const id =
    feature.id ??
    (objectId !== null ? `plaza-${objectId}` : `plaza-${shortHash(JSON.stringify(roundGeometry(feature.geometry)))}`);
  return { type: 'Feature', id, geometry: feature.geometry, properties: props };
}

/** Every plaza mapped; an id two plazas share (the same outline twice) gets a suffix on its repeats. */
export function mapPlazaFeatures(features: readonly GeoFeature[]): GeoFeature[] {
  const seen = new Map<string | number, number>();
  return features.map((f) => {
    const mapped = mapPlazaFeature(f);
    const id = mapped.id!;
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? mapped : { ...mapped, id: `${String(id)}-${n}` };
  });
}
