/** Zone search of the spec's section 5: case-insensitive substring over the mode's search keys. */
import { ZONE_SEARCH } from './constants';
import type { AreaRecord } from './parseAreas';

export type Highlight = [start: number, end: number] | null;

export interface SearchHit {
  idx: number;
  label: string;
  labelMatch: Highlight;
  /** The display name or matching field, shown under the label when it adds something. */
  secondary: string;
  secondaryMatch: Highlight;
  detail: string;
  isPoint: boolean;
}

function matchIn(text: string, needle: string): Highlight {
  const at = text.toLowerCase().indexOf(needle);
  return at < 0 ? null : [at, at + needle.length];
}

/**
 * Ranks label-prefix matches first, then label matches, then other fields; dataset order within a rank,
 * so results are stable while the user types.
 */
export function searchAreas(
  records: readonly AreaRecord[],
  query: string,
  limit: number = ZONE_SEARCH.maxResults,
): SearchHit[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < ZONE_SEARCH.minChars) return [];
  const ranks: AreaRecord[][] = [[], [], []];
  for (const r of records) {
    if (!r.searchValues.some((v) => v.includes(needle))) continue;
    const labelAt = r.label.toLowerCase().indexOf(needle);
    ranks[labelAt === 0 ? 0 : labelAt > 0 ? 1 : 2]!.push(r);
    if (ranks[0]!.length >= limit) break;
  }
  return ranks
    .flat()
    .slice(0, limit)
    .map((r) => toHit(r, needle));
}

function toHit(r: AreaRecord, needle: string): SearchHit {
  const labelMatch = matchIn(r.label, needle);
  let secondary = r.name !== r.label ? r.name : '';
  if (!labelMatch && !matchIn(secondary, needle)) {
    const field = [
      r.property,
      r.subProperty,
      r.name,
      ...Object.values(r.props).filter((v): v is string => typeof v === 'string'),
    ].find((v) => matchIn(v, needle));
    if (field) secondary = field;
  }
  return {
    idx: r.idx,
    label: r.label,
    labelMatch,
    secondary,
    secondaryMatch: matchIn(secondary, needle),
    detail: r.detail,
    isPoint: r.geometry.type === 'Point',
  };
}
