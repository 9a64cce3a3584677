/** The spec's normalised properties (section 3): each layer's fields under one name, whatever the dataset calls them. */
import { firstOf, toNumber, type Properties } from '../features';

export function parkingSignProps(p: Properties): Properties {
  return {
    ...p,
    order_number: firstOf(p, ['order_number', 'order', 'ordernum', 'order_no']),
    on_street: firstOf(p, ['on_street', 'onstreet', 'on']),
    from_street: firstOf(p, ['from_street', 'fromstreet', 'from']),
    to_street: firstOf(p, ['to_street', 'tostreet', 'to']),
    side_of_street: firstOf(p, ['side_of_street', 'side']),
    sign_description: firstOf(p, ['sign_description', 'description', 'sign_text']),
  };
}

export function parkingMeterProps(p: Properties): Properties {
  return {
    ...p,
    on_street: firstOf(p, ['on_street', 'onstreet', 'on', 'street_name']),
    from_street: firstOf(p, ['from_street', 'fromstreet', 'from', 'from_st']),
    to_street: firstOf(p, ['to_street', 'tostreet', 'to', 'to_st']),
    side_of_street: firstOf(p, ['side_of_street', 'side']),
    meter_number: firstOf(p, ['meter_number', 'meterid', 'meter_id', 'meter']),
    status: firstOf(p, ['status', 'meter_status']),
    meter_hours: firstOf(p, ['meter_hours', 'hours', 'operation_hours']),
    parking_facility_name: firstOf(p, ['parking_facility_name', 'facility']),
  };
}

export function kioskProps(p: Properties): Properties {
  const cross = [firstOf(p, ['cross_street_1']), firstOf(p, ['cross_street_2'])].filter(Boolean).join(' & ');
  return {
    ...p,
    kiosk_id: firstOf(p, ['kiosk_id', 'site_id', 'link_site_id']),
    kiosk_type: firstOf(p, ['kiosk_type', 'planned_kiosk_type']),
    status: firstOf(p, ['status', 'installation_status', 'link_installation_status']),
    address: firstOf(p, ['address', 'street_address']),
    cross_streets: firstOf(p, ['cross_streets']) || cross,
    borough: firstOf(p, ['borough', 'boro']),
    neighborhood: firstOf(p, ['neighborhood', 'neighborhood_tabulation_area_nta', 'nta']),
  };
}

export const CURB_CUT_CODES = { midblock: 222600, corner: 222700 } as const;

export function curbCutProps(p: Properties): Properties {
  const code = toNumber(p.SUB_FEATURE_CODE ?? p.sub_feature_code);
  const type = code === CURB_CUT_CODES.midblock ? 'midblock' : code === CURB_CUT_CODES.corner ? 'corner' : 'unknown';
  return { ...p, curbcut_type: type };
}

/** Tree rows must look like a tree (species, structure, a trunk diameter, or 'tree' in some text). */
export function looksLikeTree(p: Properties): boolean {
  if (p.genusspecies || p.tpstructure) return true;
  const dbh = toNumber(p.dbh);
  if (dbh !== null && dbh > 0) return true;
  return Object.values(p).some((v) => typeof v === 'string' && v.toLowerCase().includes('tree'));
}
