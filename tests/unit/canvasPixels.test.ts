import { describe, expect, it } from 'vitest';
import { placeStrip } from '../../src/ui/map/canvasPixels';

/** A GL strip of `rows` rows of `width` pixels, each pixel [row, column, 0, alpha] (GL rows count from the bottom). */
function glStrip(width: number, firstRow: number, rows: number, alpha = 255): Uint8Array {
  const strip = new Uint8Array(width * rows * 4);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < width; c++) strip.set([firstRow + r, c, 0, alpha], (r * width + c) * 4);
  return strip;
}

describe('canvas pixels: a strip placed top row first', () => {
  it('puts GL row 0 (the bottom) last, strip by strip, whatever the strips’ sizes', () => {
    const width = 3;
    const height = 5;
    const out = new Uint8ClampedArray(width * height * 4);
    placeStrip(glStrip(width, 0, 2), out, width, height, 0);
    placeStrip(glStrip(width, 2, 2), out, width, height, 2);
    placeStrip(glStrip(width, 4, 1), out, width, height, 4);
    const rowOf = (y: number) => out[(y * width + 1) * 4]!;
    expect([0, 1, 2, 3, 4].map(rowOf)).toEqual([4, 3, 2, 1, 0]);
    expect(out[(2 * width + 2) * 4 + 1]).toBe(2);
  });

  it('un-premultiplies translucent pixels and leaves opaque and empty ones as they are', () => {
    const strip = new Uint8Array([100, 50, 0, 128, 200, 100, 50, 255, 0, 0, 0, 0]);
    const out = new Uint8ClampedArray(12);
    placeStrip(strip, out, 3, 1, 0);
    expect([...out]).toEqual([199, 100, 0, 128, 200, 100, 50, 255, 0, 0, 0, 0]);
  });
});
