/** The baseline's view of the app's requests: for each answer, its layer and how to normalise it. */
import { LAYER_CATALOGUE } from '../../../src/shared/layers/catalogue';
import { paddedBox } from '../../../src/shared/layers/query';
import type { BBox } from '../../../src/shared/geometry/bbox';
import type { BaselineAnswer } from './baseline';
import type { Requested } from './context';

/** The normalised names of src/shared/layers/normalise/properties.ts, for the layers that have them. */
const EXTRA: Record<string, Record<string, string[]>> = {
  streetParkingSigns: {
    order_number: ['order_number', 'order', 'ordernum', 'order_no'],
    on_street: ['on_street', 'onstreet', 'on'],
    from_street: ['from_street', 'fromstreet', 'from'],
    to_street: ['to_street', 'tostreet', 'to'],
    side_of_street: ['side_of_street', 'side'],
    sign_description: ['sign_description', 'description', 'sign_text'],
  },
  parkingMeters: {
    on_street: ['on_street', 'onstreet', 'on', 'street_name'],
    from_street: ['from_street', 'fromstreet', 'from', 'from_st'],
    to_street: ['to_street', 'tostreet', 'to', 'to_st'],
    side_of_street: ['side_of_street', 'side'],
    meter_number: ['meter_number', 'meterid', 'meter_id', 'meter'],
    status: ['status', 'meter_status'],
    meter_hours: ['meter_hours', 'hours', 'operation_hours'],
    parking_facility_name: ['parking_facility_name', 'facility'],
  },
  linknycKiosks: {
    kiosk_id: ['kiosk_id', 'site_id', 'link_site_id'],
    kiosk_type: ['kiosk_type', 'planned_kiosk_type'],
    status: ['status', 'installation_status', 'link_installation_status'],
    address: ['address', 'street_address'],
    borough: ['borough', 'boro'],
    neighborhood: ['neighborhood', 'neighborhood_tabulation_area_nta', 'nta'],
  },
};

/** Successful answers the app fetched, in the order it fetched them, described for the baseline page. */
export function baselineAnswers(requested: readonly Requested[], focusBox: BBox): BaselineAnswer[] {
  const out: BaselineAnswer[] = [];
  for (const r of requested) {
    if (r.status !== 200 || !r.layer) continue;
    const def = LAYER_CATALOGUE[r.layer];
    const s = def.source;
    const a: BaselineAnswer = { url: r.url, layer: r.layer, geometry: def.geometry };
    if (s.kind === 'statePlane') a.statePlane = true;
    if (s.kind === 'soda' && s.latField && s.lngField) Object.assign(a, { latField: s.latField, lngField: s.lngField });
    if (s.kind === 'garages' && r.url.includes(`/${s.dataset}.`)) a.rowsOnly = true;
    if (s.kind === 'local') a.clip = paddedBox(r.layer, focusBox);
    if (EXTRA[r.layer]) a.extra = EXTRA[r.layer];
    out.push(a);
  }
  return out;
}
