/**
 * The scale bar and the representative fraction. The bar shows a round ground length (1, 2 or 5
 * × 10^n in the plan's units, switching to km or miles as the labels do elsewhere) whose page length
 * is exactly that ground length over the ground metres per page mm, and ends in two separate
 * labels, '0' and the length, each centred on its end of the bar.
 */
import type { DimensionUnits } from '../geometry/measure';
import { FEET_TO_METRES } from '../geometry/units';
import { INK, WHITE, rect, text, type Primitive } from './primitives';

export const METRES_PER_MILE = 5280 * FEET_TO_METRES;
/** The bar's preferred page length, in mm. */
export const SCALE_BAR_MM = { min: 25, max: 45 } as const;

export type ScaleUnit = 'm' | 'km' | 'ft' | 'mi';
export interface ScaleLength {
  /** The round number shown, in `unit`. */
  value: number;
  unit: ScaleUnit;
  groundMetres: number;
  /** groundMetres / metresPerMm: the bar's page length. */
  lengthMm: number;
  label: string;
}

const METRES_PER_UNIT: Record<ScaleUnit, number> = { m: 1, km: 1000, ft: FEET_TO_METRES, mi: METRES_PER_MILE };
const grouped = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Round lengths in the plan's units: metres below 1000 m then km; feet below 5280 ft then miles. */
function roundLengths(units: DimensionUnits): { value: number; unit: ScaleUnit }[] {
  const out: { value: number; unit: ScaleUnit }[] = [];
  for (let exp = 0; exp <= 6; exp++) {
    for (const lead of [1, 2, 5]) {
      const v = lead * 10 ** exp;
      if (units === 'm') out.push(v < 1000 ? { value: v, unit: 'm' } : { value: v / 1000, unit: 'km' });
      else out.push(v < 5280 ? { value: v, unit: 'ft' } : { value: lead * 10 ** (exp - 4), unit: 'mi' });
    }
  }
  // 10,000 ft and up read as whole miles (1, 2, 5, 10 … mi); nothing between 5,000 ft and 1 mi.
  return out;
}

/** The round length whose bar is nearest the middle of 25–45 mm (or nearest that range when none falls in it). */
export interface ScaleRange {
  min: number;
  max: number;
  /** Never longer than this (the room there is), unless nothing is shorter. */ limit?: number;
}

export function chooseScaleLength(
  metresPerMm: number,
  units: DimensionUnits,
  range: ScaleRange = SCALE_BAR_MM,
): ScaleLength {
  const target = Math.sqrt(range.min * range.max);
  let best: ScaleLength | null = null;
  let bestScore = Infinity;
  for (const { value, unit } of roundLengths(units)) {
    const groundMetres = value * METRES_PER_UNIT[unit];
    const lengthMm = groundMetres / metresPerMm;
    if (best && lengthMm > (range.limit ?? Infinity)) continue;
    const outside =
      lengthMm < range.min ? Math.log(range.min / lengthMm) : lengthMm > range.max ? Math.log(lengthMm / range.max) : 0;
    // Anything inside the range beats anything outside it.
    const score = outside > 0 ? 10 + outside : Math.abs(Math.log(lengthMm / target));
    if (score < bestScore) {
      bestScore = score;
      best = { value, unit, groundMetres, lengthMm, label: `${grouped(value)} ${unit}` };
    }
  }
  return best!;
}

/** 1:n for the printed page, n rounded to 3 significant figures (a printer's scaling is rarely truer). */
export function scaleDenominator(metresPerMm: number): number {
  const n = metresPerMm * 1000;
  if (n < 1000) return Math.max(1, Math.round(n));
  const step = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}

export const scaleText = (metresPerMm: number): string => `Scale 1:${grouped(scaleDenominator(metresPerMm))}`;

const BAR_HEIGHT_MM = 1.6;
const LABEL_PT = 6.5;
const FRACTION_PT = 7;
/** The block's height: the fraction, the bar and its end labels. */
export const SCALE_BLOCK_MM = 9.5;

/**
 * The bar's block with its top at `top`; the bar starts at `x` (the '0' is centred there). Returns
 * the primitives and the chosen length.
 */
export function scaleBarPrimitives(
  x: number,
  top: number,
  metresPerMm: number,
  units: DimensionUnits,
  limitMm = Infinity,
): { primitives: Primitive[]; length: ScaleLength } {
  const length = chooseScaleLength(metresPerMm, units, { ...SCALE_BAR_MM, limit: limitMm });
  const barTop = top + 4;
  const segments = length.value.toString().startsWith('5') ? 5 : 4;
  const seg = length.lengthMm / segments;
  const primitives: Primitive[] = [text(x, top + 2.6, scaleText(metresPerMm), { sizePt: FRACTION_PT })];
  for (let i = 0; i < segments; i++) {
    primitives.push(
      rect(x + i * seg, barTop, seg, BAR_HEIGHT_MM, { fill: i % 2 === 0 ? INK : WHITE, stroke: INK, lineWidth: 0.15 }),
    );
  }
  const baseline = barTop + BAR_HEIGHT_MM + 2.8;
  primitives.push(text(x, baseline, '0', { sizePt: LABEL_PT, align: 'center' }));
  primitives.push(text(x + length.lengthMm, baseline, length.label, { sizePt: LABEL_PT, align: 'center' }));
  return { primitives, length };
}
