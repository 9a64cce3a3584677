/**
 * The equipment list as CSV (RFC 4180) for vendors, the Health Department and spreadsheets: one
 * row per placed object in spot order, its spot number the one printed beside it on the packet's
 * plan (export/spotNumbers.ts). Positions are given as latitude/longitude and as NY State Plane
 * Long Island feet (EPSG:2263), the coordinates the city's engineers and the DXF use; an exit's
 * clear width has its own column. Written with
 * a byte-order mark and CRLF, so Excel opens it as UTF-8; text cells that a spreadsheet would run
 * as a formula are quoted with a leading apostrophe.
 */
import { objectSizeLabel } from '../export/dimensionLabels';
import { objectTypeName } from '../export/legend';
import { spots } from '../export/spotNumbers';
import type { DimensionUnits } from '../geometry/measure';
import { lngLatToStatePlane } from '../layers/statePlane';
import { clearWidthOf, footprintOf, type PlacedObject } from '../objects/placed';

export const EQUIPMENT_CSV_COLUMNS = [
  'Spot',
  'Type',
  'Label',
  'Category',
  'Size',
  'Width (ft)',
  'Depth (ft)',
  'Rotation (deg)',
  'Flipped',
  'Latitude',
  'Longitude',
  'Easting (ft, EPSG:2263)',
  'Northing (ft, EPSG:2263)',
  'Clear width (ft)',
  'Note',
] as const;

const BOM = '\uFEFF';

/** A cell as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Text typed by a user: a leading = + - @ (or tab, CR) would run as a formula in a spreadsheet. */
function textCell(value: string): string {
  return cell(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

const feet = (n: number): string => String(Math.round(n * 100) / 100);
/** Degrees to a tenth (a turn by handle leaves 298.9995…), 359.96 being 0 again. */
const degrees = (n: number): string => String((Math.round(n * 10) / 10) % 360);

function row(spot: number, o: PlacedObject, units: DimensionUnits): string[] {
  const size = footprintOf(o);
  const clear = clearWidthOf(o);
  const [easting, northing] = lngLatToStatePlane(o.position.lng, o.position.lat);
  return [
    String(spot),
    textCell(objectTypeName(o)),
    textCell(o.properties.label),
    textCell(o.properties.category),
    cell(objectSizeLabel(o, units)),
    feet(size.width),
    feet(size.depth),
    degrees(o.properties.rotationDeg),
    o.properties.flipped ? 'yes' : 'no',
    o.position.lat.toFixed(7),
    o.position.lng.toFixed(7),
    easting.toFixed(2),
    northing.toFixed(2),
    // An exit's clear width, the egress check's figure; empty for what is not an exit.
    clear === null ? '' : feet(clear),
    textCell(o.properties.note ?? ''),
  ];
}

export function equipmentCsv(objects: readonly PlacedObject[], units: DimensionUnits): string {
  const lines = [EQUIPMENT_CSV_COLUMNS.map(cell).join(',')];
  for (const { number, object } of spots(objects)) lines.push(row(number, object, units).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
