/**
 * The spec's normalised properties (section 3): each layer's fields under the spec's names, read from
 * the columns the real datasets carry (tests/fixtures/open-data cites each): the parking meters' and
 * signs' columns already have the spec's names; the kiosks' are renamed here.
 */
import { firstOf, toNumber, type Properties } from '../features';

/** Spec name → the dataset's column(s), first with a value wins. */
export const SIGN_FIELDS = {
  order_number: ['order_number'],
  on_street: ['on_street'],
  from_street: ['from_street'],
  to_street: ['to_street'],
  side_of_street: ['side_of_street'],
  sign_description: ['sign_description'],
} as const;

export const METER_FIELDS = {
  on_street: ['on_street'],
  from_street: ['from_street'],
  to_street: ['to_street'],
  side_of_street: ['side_of_street'],
  meter_number: ['meter_number'],
  status: ['status'],
  meter_hours: ['meter_hours'],
  parking_facility_name: ['parking_facility_name'],
} as const;

export const KIOSK_FIELDS = {
  kiosk_id: ['site_id'],
  kiosk_type: ['planned_kiosk_type'],
  status: ['installation_status'],
  address: ['street_address'],
  cross_street_1: ['cross_street_1'],
  cross_street_2: ['cross_street_2'],
  borough: ['borough'],
  neighborhood: ['neighborhood_tabulation_area_nta'],
} as const;

function pick(p: Properties, fields: Readonly<Record<string, readonly string[]>>): Properties {
  const out: Properties = {};
  for (const [name, keys] of Object.entries(fields)) out[name] = firstOf(p, keys);
  return out;
}

export function parkingSignProps(p: Properties): Properties {
  return { ...p, ...pick(p, SIGN_FIELDS) };
}

export function parkingMeterProps(p: Properties): Properties {
  return { ...p, ...pick(p, METER_FIELDS) };
}

export function kioskProps(p: Properties): Properties {
  const { cross_street_1, cross_street_2, ...named } = pick(p, KIOSK_FIELDS);
  const cross = [cross_street_1, cross_street_2].filter(Boolean).join(' & ');
  return { ...p, ...named, cross_streets: cross };
}

/**
 * The curb-cut kinds. The city's capture rules name them MIDBLOCK_CURBCUT and CORNER_CURBCUT; only the
 * original app gives their numbers (222600, 222700), so either form is read.
 */
export const CURB_CUT_CODES = { midblock: 222600, corner: 222700 } as const;
const CURB_CUT_NAMES = { MIDBLOCK_CURBCUT: 'midblock', CORNER_CURBCUT: 'corner' } as const;

export function curbCutType(value: unknown): 'midblock' | 'corner' | 'unknown' {
  const code = toNumber(value);
  if (code === CURB_CUT_CODES.midblock) return 'midblock';
  if (code === CURB_CUT_CODES.corner) return 'corner';
  if (typeof value === 'string') {
    const name = value.trim().toUpperCase();
    if (name in CURB_CUT_NAMES) return CURB_CUT_NAMES[name as keyof typeof CURB_CUT_NAMES];
  }
  return 'unknown';
}

/** The curb-cut layer's field that tells the kinds apart. */
export const CURB_CUT_FIELD = 'SUB_FEATURE_CODE';

export function curbCutProps(p: Properties): Properties {
  return { ...p, curbcut_type: curbCutType(p[CURB_CUT_FIELD]) };
}

/** What tells a tree row (hn5i-inap: the species, the structure, the trunk diameter). */
export const TREE_FIELDS = { species: ['genusspecies'], structure: ['tpstructure'], dbh: ['dbh'] } as const;

/** Tree rows must look like a tree (species, structure, a trunk diameter, or 'tree' in some text). */
export function looksLikeTree(p: Properties): boolean {
  if (firstOf(p, TREE_FIELDS.species) || firstOf(p, TREE_FIELDS.structure)) return true;
  const dbh = toNumber(p[TREE_FIELDS.dbh[0]]);
  if (dbh !== null && dbh > 0) return true;
  return Object.values(p).some((v) => typeof v === 'string' && v.toLowerCase().includes('tree'));
}
