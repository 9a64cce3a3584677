/**
 * Lengths for print (the export's dimension labels and summaries): as precise as a reader needs
 * and never '0 m' for something that has a size. Below 10 units one decimal ('0.5 m', '1.5 ft',
 * '3 m' when the decimal is 0), from 10 on whole units; a length that would still round to 0 keeps
 * two significant digits ('0.04 m'). Past 1000 m or 5280 ft the spec's km and mi with 2 decimals.
 */
import type { ShapeGeometry } from '../objects/placed';
import { areaSquareMetres, lengthMetres, type DimensionUnits } from './measure';
import { FEET_TO_METRES } from './units';

interface Quantity {
  value: string;
  unit: string;
}

const grouped = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });

function readableNumber(n: number): string {
  if (n === 0 || !Number.isFinite(n)) return grouped(n, 0);
  if (Math.abs(n) >= 10) return grouped(Math.round(n), 0);
  if (Math.round(Math.abs(n) * 10) > 0) return grouped(n, 1);
  return Number(n.toPrecision(2)).toString();
}

function quantity(metres: number, units: DimensionUnits): Quantity {
  if (units === 'm') {
    return metres < 1000
      ? { value: readableNumber(metres), unit: 'm' }
      : {
          value: (metres / 1000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          unit: 'km',
        };
  }
  const feet = metres / FEET_TO_METRES;
  return feet < 5280
    ? { value: readableNumber(feet), unit: 'ft' }
    : {
        value: (feet / 5280).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        unit: 'mi',
      };
}

/** '0.5 m', '12 m', '1.5 ft', '1.20 km'. */
export function readableLength(metres: number, units: DimensionUnits): string {
  const q = quantity(metres, units);
  return `${q.value} ${q.unit}`;
}

/** A footprint, the unit written once when both sides share it: '10 × 10 ft', '0.5 × 0.5 m'. */
export function readableSize(widthMetres: number, depthMetres: number, units: DimensionUnits): string {
  const w = quantity(widthMetres, units);
  const d = quantity(depthMetres, units);
  return w.unit === d.unit ? `${w.value} × ${d.value} ${w.unit}` : `${w.value} ${w.unit} × ${d.value} ${d.unit}`;
}

/** An area by the same rules: '0.8 m²', '120 ft²'. */
export function readableArea(squareMetres: number, units: DimensionUnits): string {
  return units === 'm'
    ? `${readableNumber(squareMetres)} m²`
    : `${readableNumber(squareMetres / FEET_TO_METRES ** 2)} ft²`;
}

/** A drawn line's length or polygon's area for print; nothing for a point. */
export function readableMeasure(geometry: ShapeGeometry, units: DimensionUnits): string {
  if (geometry.type === 'LineString') return readableLength(lengthMetres(geometry.coordinates), units);
  if (geometry.type === 'Polygon') return readableArea(areaSquareMetres(geometry.coordinates), units);
  return '';
}
