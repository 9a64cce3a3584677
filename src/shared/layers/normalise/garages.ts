/** Licensed garages: building footprints (polygons only) joined to the business rows by BIN. */
import { asLayerGeometry, firstOf, type LayerFeature, type Properties } from '../features';
import type { RawFeature } from './answer';

/** Unique, numeric BINs of the business rows, in first-seen order. */
export function garageBins(rows: readonly Properties[]): string[] {
  const bins = new Set<string>();
  for (const row of rows) {
    const bin = firstOf(row, ['bin', 'BIN']).trim();
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
  for (const row of rows) byBin.set(firstOf(row, ['bin', 'BIN']).trim(), row);
  const features: LayerFeature[] = [];
  let dropped = 0;
  let id = firstId;
  for (const fp of footprints) {
    const geometry = asLayerGeometry(fp.geometry, 'polygon');
    if (!geometry) {
      dropped++;
      continue;
    }
    const bin = firstOf(fp.properties, ['bin', 'BIN']).trim();
    const row = byBin.get(bin) ?? {};
    features.push({
      type: 'Feature',
      id: id++,
      geometry,
      properties: {
        bin,
        name: 'DCWP Garage/Lot',
        source: 'DCWP',
        business_name: firstOf(row, ['business_name']),
        detail: firstOf(row, ['detail']),
        address_building: firstOf(row, ['address_building']),
        address_street_name: firstOf(row, ['address_street_name']),
        address_street_name_2: firstOf(row, ['address_street_name_2']),
      },
    });
  }
  return { features, dropped };
}
