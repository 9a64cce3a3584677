/** The curb: parking meters, LinkNYC kiosks, and parking regulation signs (state-plane feet, no geometry). */
import { lngLatToStatePlane } from '../../../src/shared/layers/statePlane';
import type { Row, SodaDataset } from '../../open-data-standin/types';
import { toLngLat } from '../grid';
import type { GridPoint } from '../shapes';
import { date, legacyLocation, lngLatText, point, streetHouseNumber } from './format';
import { sidewalkSpot } from './furniture';
import { Rng } from './random';
import { CURB_M, along, endClearance, length, segments, type Segment } from './streetGrid';

/** Which side of the street `side` (+1 left of a→b) is, as the city writes it. */
function sideOfStreet(s: Segment, side: number): string {
  if (s.kind === 'street') return side > 0 ? 'N' : 'S';
  return side > 0 ? 'W' : 'E';
}

const METER_HOURS = [
  'Comm Veh 7AM-7PM Mon-Sat',
  'Pas Veh 9AM-10PM Mon-Sat',
  'Pas Veh 9AM-7PM Mon-Sat',
  'Comm Veh 8AM-6PM Mon-Fri',
] as const;

export function parkingMeters(): SodaDataset {
  const rng = new Rng('meters');
  const rows: Row[] = [];
  for (const s of segments()) {
    if (!rng.chance(s.kind === 'street' ? 0.18 : 0.4)) continue;
    for (const side of [1, -1]) {
      if (!rng.chance(0.7)) continue;
      const p = sidewalkSpot(s, rng, side, CURB_M[s.kind] + 0.6);
      const { lng, lat } = lngLatText(p);
      rows.push({
        meter_number: String(1043010 + rows.length * 13),
        status: rng.weighted([
          ['Active', 14],
          ['Inactive', 1],
        ] as const),
        pay_by_cell_number: String(104301 + rows.length),
        meter_hours: rng.pick(METER_HOURS),
        parking_facility_name: 'On Street',
        facility: 'On Street',
        borough: 'Manhattan',
        on_street: s.name,
        side_of_street: sideOfStreet(s, side),
        from_street: s.from,
        to_street: s.to,
        lat,
        long: lng,
        location: point(p),
      });
    }
  }
  return { geoField: 'location', rows };
}

/**
 * LinkNYC rows: the app reads them as `.json` rows and takes the point from latitude/longitude. The
 * real `location` is a legacy Location (the dataset's CSV export writes it '(lat, lon)'), so it is one
 * here: `{latitude, longitude, human_address}`, numbers as text.
 */
export function linkKiosks(): SodaDataset {
  const rng = new Rng('kiosks');
  const rows: Row[] = [];
  for (const s of segments()) {
    if (s.kind === 'street' || !rng.chance(0.3)) continue;
    const side = rng.pick([1, -1]);
    const p = sidewalkSpot(s, rng, side, CURB_M[s.kind] + 1);
    const { lng, lat } = lngLatText(p);
    rows.push({
      site_id: `mn-05-${String(120000 + rows.length * 37)}`,
      planned_kiosk_type: rng.weighted([
        ['Link1.0', 4],
        ['Link5G_Ad', 1],
      ] as const),
      installation_status: rng.weighted([
        ['Live', 9],
        ['Installed', 1],
      ] as const),
      street_address: `${rng.int(100, 999)} ${s.name}`,
      cross_street_1: s.from,
      cross_street_2: s.to,
      borough: 'Manhattan',
      neighborhood_tabulation_area_nta: s.street < 45 ? 'Midtown-Midtown South' : 'Clinton',
      community_board: s.street < 45 ? '105' : '104',
      latitude: lat,
      longitude: lng,
      location: legacyLocation(lat, lng),
    });
  }
  return { geoField: 'location', rows };
}

const SIGNS: ReadonlyArray<readonly [code: string, text: string]> = [
  ['SP-104C', 'NO PARKING (SANITATION BROOM SYMBOL) 8:30AM-10AM MON & THURS'],
  ['SP-241B', 'NO STANDING 7AM-7PM EXCEPT SUNDAY'],
  ['SP-383C', 'NO STANDING EXCEPT TRUCKS LOADING & UNLOADING 7AM-7PM MON-FRI'],
  ['SP-672E', '1 HOUR PARKING 9AM-7PM EXCEPT SUNDAY (PAY AT MUNI-METER)'],
  ['SP-12B', 'NO STANDING ANYTIME'],
  ['SP-781C', 'HMP COMMERCIAL VEHICLES ONLY 7AM-7PM MON-FRI'],
  ['SP-960B', 'BUS STOP'],
];

function arrow(s: Segment, towardsB: boolean): string {
  if (s.kind === 'street') return towardsB ? 'E' : 'W';
  return towardsB ? 'N' : 'S';
}

export function parkingSigns(): SodaDataset {
  const rng = new Rng('parking-signs');
  const rows: Row[] = [];
  for (const s of segments()) {
    if (!rng.chance(0.3)) continue;
    const side = rng.pick([1, -1]);
    const clear = endClearance(s);
    for (let n = rng.int(2, 3), d = clear; n > 0 && d < length(s) - clear; n--, d += rng.range(15, 40)) {
      const p: GridPoint = along(s, d, side * (CURB_M[s.kind] + 0.5));
      const [lng, lat] = toLngLat(p[0], p[1]);
      const [x, y] = lngLatToStatePlane(lng, lat);
      const [code, text] = rng.pick(SIGNS);
      const towardsB = rng.chance(0.5);
      rows.push({
        order_number: `P-${String(1200340 + rows.length * 17)}`,
        record_type: 'Current',
        order_type: rng.pick(['S-', 'P-']),
        borough: 'Manhattan',
        on_street: s.name,
        on_street_suffix: null,
        from_street: s.from,
        from_street_suffix: null,
        to_street: s.to,
        to_street_suffix: null,
        side_of_street: sideOfStreet(s, side),
        order_completed_on_date: date(rng.int(2009, 2024), rng.int(1, 12), rng.int(1, 28)),
        sign_code: code,
        sign_description: text,
        sign_size: rng.pick(['12 X 18', '18 X 24']),
        sign_design_voided_on_date: null,
        sign_location: s.kind === 'street' ? `${streetHouseNumber(p[0], side > 0)} ${s.name}` : null,
        distance_from_intersection: String(Math.round(d * 3.28084)),
        arrow_direction: code === 'SP-12B' ? null : arrow(s, towardsB),
        facing_direction: arrow(s, !towardsB),
        sheeting_type: 'DG3',
        support: rng.pick(['U-Channel Post', 'Lamppost', 'Pole']),
        sign_notes: null,
        sign_x_coord: String(Math.round(x)),
        sign_y_coord: String(Math.round(y)),
      });
    }
  }
  return { geoField: null, rows };
}
