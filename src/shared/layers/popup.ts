/** Popup rows by the spec: named fields for some layers, the first five text properties for the rest. */
import type { LayerDef, PopupField } from './catalogue';
import { firstOf, type Properties } from './features';

export interface PopupRow {
  label: string;
  value: string;
}

const HIDDEN_KEYS = new Set([
  'geom',
  'geometry',
  'the_geom',
  'shape',
  'location',
  'location_1',
  'point',
  'entrance_georeference',
]);

/** 'stop_name' → 'Stop Name'; 'SUB_FEATURE_CODE' → 'Sub Feature Code'. */
export function labelFromField(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** NYC's borough codes (the centreline's `boroughcode`, '1'…'5'). */
export const BOROUGH_BY_CODE: Readonly<Record<string, string>> = {
  '1': 'Manhattan',
  '2': 'Bronx',
  '3': 'Brooklyn',
  '4': 'Queens',
  '5': 'Staten Island',
};

function fieldValue(field: PopupField, props: Properties): string {
  const value = firstOf(props, field.keys);
  return field.format === 'boroughCode' ? (BOROUGH_BY_CODE[value.trim()] ?? value) : value;
}

export function popupRows(def: LayerDef, props: Properties): PopupRow[] {
  if (def.popup) {
    return def.popup.map((f) => ({ label: f.label, value: fieldValue(f, props) })).filter((r) => r.value !== '');
  }
  const rows: PopupRow[] = [];
  for (const [key, value] of Object.entries(props)) {
    if (rows.length === 5) break;
    if (
      typeof value !== 'string' ||
      value.trim() === '' ||
      key.startsWith('_') ||
      key.startsWith(':') ||
      HIDDEN_KEYS.has(key.toLowerCase())
    )
      continue;
    rows.push({ label: labelFromField(key), value });
  }
  return rows;
}
