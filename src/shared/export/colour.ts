/**
 * Colours on the page are '#rrggbb'. Layer and object colours arrive as CSS strings; anything the
 * renderers could not draw identically (named colours, gradients) falls back to a neutral grey.
 */
export type Rgb = [number, number, number];

export const FALLBACK_COLOUR = '#6b7280';

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** '#rgb', '#rrggbb', '#rrggbbaa' and 'rgb()/rgba()' become '#rrggbb' (alpha dropped). */
export function normaliseColour(input: string | undefined, fallback = FALLBACK_COLOUR): string {
  const s = (input ?? '').trim().toLowerCase();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(s);
  if (m) return `#${m[1]!}${m[1]!}${m[2]!}${m[2]!}${m[3]!}${m[3]!}`;
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(s);
  if (m) return `#${m[1]!}`;
  m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*[\d.]+%?\s*)?\)$/.exec(s);
  if (m) return `#${hex2(Number(m[1]))}${hex2(Number(m[2]))}${hex2(Number(m[3]))}`;
  return fallback;
}

/** '#rrggbb' (as normaliseColour gives) to 0-255 channels. */
export function rgbOf(colour: string): Rgb {
  const hex = normaliseColour(colour).slice(1);
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}
