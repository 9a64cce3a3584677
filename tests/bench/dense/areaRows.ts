/**
 * Row builders for the dense park's polygon layers: parking lots (7cgt-uhhz), station envelopes
 * (vkng-7ivg) and licensed garages, which the app loads as business rows (w7w3-xahh, located by
 * latitude/longitude, category 'Garage & Parking Lot') and then their building footprints
 * (5zhs-2jue) by BIN, 100 BINs a request. Small grid-aligned boxes; shapes as
 * scripts/demo-data/infrastructure/buildings.ts and transit.ts give them.
 */
import { lngLatText, multiPolygon, num, rect } from '../../../scripts/demo-data/infrastructure/format';
import type { Rng } from '../../../scripts/demo-data/infrastructure/random';
import type { Row } from '../../../scripts/open-data-standin/index';
import type { GridPoint } from '../layers/heavyPark';
import type { RowAt } from '../layers/heavyStore';

const SQ_FT_PER_M2 = 10.7639;

/** A grid-aligned box of `du` × `dv` metres centred on p, as a MultiPolygon. */
const box = (p: GridPoint, du: number, dv: number) => multiPolygon([rect(p, du, dv)]);

function areaFields(du: number, dv: number): Row {
  return { shape_area: num(du * dv * SQ_FT_PER_M2, 2), shape_len: num(2 * (du + dv) * 3.28084, 2) };
}

export const parkingLotRow: RowAt = (p, i, rng) => {
  const [du, dv] = [rng.range(6, 14), rng.range(5, 10)];
  return {
    the_geom: box(p, du, dv),
    source_id: String(31604000 + i * 9),
    feat_code: '6110',
    sub_code: '611000',
    status: rng.pick(['Unchanged', 'Unchanged', 'Modified']),
    ...areaFields(du, dv),
  };
};

export const stationEnvelopeRow: RowAt = (p, i, rng) => ({
  shape: box(p, rng.range(4, 10), rng.range(4, 10)),
  station_name: `${rng.pick(['23 St', '18 St', '14 St'])} (A C E)`,
  agency: 'NYCT',
  borough: 'Manhattan',
  shape_id: `SE-B${String(i + 1).padStart(5, '0')}`,
});

/** A garage: its business row and its footprint, joined by BIN. */
export interface Garage {
  business: Row;
  footprint: Row;
}

export function garage(p: GridPoint, i: number, rng: Rng): Garage {
  const bin = String(1090000 + i * 7);
  const bbl = `10${String(7000 + i).padStart(5, '0')}${String(rng.int(1, 80)).padStart(4, '0')}`;
  const { lng, lat } = lngLatText(p);
  const [du, dv] = [rng.range(6, 12), rng.range(6, 12)];
  const business: Row = {
    license_nbr: `${2090000 + i * 113}-DCA`,
    business_name: `CHELSEA PARK & LOCK ${i + 1} LLC`,
    business_category: 'Garage & Parking Lot',
    license_type: 'Premises',
    license_status: rng.pick(['Active', 'Active', 'Active', 'Inactive']),
    detail: `Vehicle Spaces: ${rng.int(40, 320)}, Bicycle Spaces: ${rng.int(4, 32)}`,
    address_building: String(rng.int(300, 460)),
    address_street_name: 'WEST 20 STREET',
    address_street_name_2: null,
    address_city: 'NEW YORK',
    address_state: 'NY',
    address_zip: '10011',
    address_borough: 'Manhattan',
    bin,
    bbl,
    latitude: lat,
    longitude: lng,
  };
  const footprint: Row = {
    the_geom: box(p, du, dv),
    bin,
    base_bbl: bbl,
    mpluto_bbl: bbl,
    doitt_id: String(1330000 + i * 11),
    name: null,
    cnstrct_yr: String(rng.int(1900, 2015)),
    heightroof: num(rng.int(3, 9) * 11.5, 2),
    groundelev: String(rng.int(10, 40)),
    feat_code: '2100',
    lststatype: 'Constructed',
    ...areaFields(du, dv),
  };
  return { business, footprint };
}
