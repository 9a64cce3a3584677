/**
 * What the export tests read off a page independently of the app: the Lawn's bounds from the app's
 * own area file, and the scale bar's claim (its '0' and its 'N unit' label, read by pdftotext).
 */
import { readFileSync } from 'node:fs';
import type { PdfWord } from './pdfReader';

export const UNIT_METRES: Record<string, number> = { m: 1, km: 1000, ft: 0.3048, mi: 1609.344 };

/** The Lawn's bounds from the app's own area file (the test's independent source). */
export function lawnBounds(): [number, number, number, number] {
  const file = JSON.parse(readFileSync('public/data/permit-areas/parks.geojson', 'utf8')) as {
    features: { properties: { name: string }; geometry: { coordinates: number[][][] } }[];
  };
  const ring = file.features.find((f) => f.properties.name === 'Bryant Park - Lawn')!.geometry.coordinates[0]!;
  const lngs = ring.map((p) => p[0]!);
  const lats = ring.map((p) => p[1]!);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** The scale bar's claim: the length label on the line of its '0', in metres, and the two labels' words. */
export function barClaim(words: PdfWord[]): { metres: number; zero: PdfWord; end: PdfWord } | null {
  for (const zero of words.filter((w) => w.text === '0')) {
    const line = words
      .filter((w) => Math.abs(w.yMin - zero.yMin) < 1 && w.xMin > zero.xMax)
      .sort((a, b) => a.xMin - b.xMin);
    for (let i = 0; i + 1 < line.length; i++) {
      const value = Number(line[i]!.text.replace(/,/g, ''));
      const unit = line[i + 1]!.text;
      if (Number.isFinite(value) && value > 0 && unit in UNIT_METRES && line[i + 1]!.xMin - line[i]!.xMax < 6) {
        return { metres: value * UNIT_METRES[unit]!, zero, end: { ...line[i]!, xMax: line[i + 1]!.xMax } };
      }
    }
  }
  return null;
}
