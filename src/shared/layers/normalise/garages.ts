/**
 * Licensed garages: building footprints (polygons only) joined to the business rows by BIN. The
 * spec's normalised names are filled from the licence dataset's current columns ('Issued Licenses':
 * detail, address_building, address_street_name, address_street_name_2, as pinned against its live
 * metadata in 2026, tests/fixtures/open-data) or the names an earlier column profile gave (details,
 * building_number, street1, street2), whichever the answer has.
 */
import { asLayerGeometry, firstOf, type LayerFeature, type Properties } from '../features';
import type { RawFeature } from './answer';

/** The spec's normalised garage fields, each read from the current column name, then the earlier profile's. */
export const GARAGE_FIELDS = {
  business_name: ['business_name'],
  detail: ['detail', 'details'],
  address_building: ['address_building', 'building_number'],
  address_street_name: ['address_street_name', 'street1'],
  address_street_name_2: ['address_street_name_2', 'street2'],
} as const;

/** Unique, numeric BINs of the business rows, in first-seen order. */
export function garageBins(rows: readonly Properties[]): string[] {
  const bins = new Set<string>();
  for (const row of rows) {
    const bin = firstOf(row, ['bin']).trim();
    if (/^\d+$/.test(bin)) bins.add(bin);
  }
  return [...bins];
}

export function joinGarages(
  rows: readonly Properties[],
  footprints: readonly RawFeature[],
  firstId: number,
): { features: LayerFeature[]; dropped: number } {
  const byBin = new Map<string, Properties>();
  for (const row of rows) byBin.set(firstOf(row, ['bin']).trim(), row);
  const features: LayerFeature[] = [];
  let dropped = 0;
  let id = firstId;
  for (const fp of footprints) {
    const geometry = asLayerGeometry(fp.geometry, 'polygon');
    if (!geometry) {
      dropped++;
      continue;
    }
    const bin = firstOf(fp.properties, ['bin']).trim();
    const row = byBin.get(bin) ?? {};
    features.push({
      type: 'Feature',
      id: id++,
      geometry,
      properties: {
        bin,
        name: 'DCWP Garage/Lot',
        source: 'DCWP',
        business_name: firstOf(row, GARAGE_FIELDS.business_name),
        detail: firstOf(row, GARAGE_FIELDS.detail),
        address_building: firstOf(row, GARAGE_FIELDS.address_building),
        address_street_name: firstOf(row, GARAGE_FIELDS.address_street_name),
        address_street_name_2: firstOf(row, GARAGE_FIELDS.address_street_name_2),
      },
    });
  }
  return { features, dropped };
}
