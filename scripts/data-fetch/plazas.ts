/**
 * Maps NYC DOT pedestrian plaza rows (k5k6-6jex: plazaname, onstreet, fromstreet, tostreet) onto the
 * fields the app names plazas by: FSN_1..FSN_4 (on-street, then the cross streets) and `name`.
 * Idempotent: a feature that already has FSN_* or name (e.g. an enriched local file) keeps them.
 */
import type { GeoFeature } from '../lib/geojson';

function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

export function mapPlazaProperties(source: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const props: Record<string, unknown> = { ...source };
  const hasFsn = ['FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'].some((k) => text(source[k]) !== null);
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

export function mapPlazaFeature(feature: GeoFeature): GeoFeature {
  const props = mapPlazaProperties(feature.properties ?? {});
  const objectId = text(props.objectid);
  // SODA GeoJSON has no feature id; the plaza's objectid is stable, so use it.
  const id = feature.id ?? (objectId !== null ? `plaza-${objectId}` : undefined);
  return { type: 'Feature', ...(id !== undefined ? { id } : {}), geometry: feature.geometry, properties: props };
}
