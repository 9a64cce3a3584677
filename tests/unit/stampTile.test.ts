import { describe, expect, it } from 'vitest';
import { stampOf, stampSymbols } from '../../src/shared/layers/raster/stampTile';

/** A 1 px symbol of straight RGBA bytes. */
const dot = (r: number, g: number, b: number, a: number) => stampOf([r, g, b, a], 1);
const at = (rgba: Uint8ClampedArray, size: number, x: number, y: number) => [
  ...rgba.slice((y * size + x) * 4, (y * size + x) * 4 + 4),
];

describe('small symbols stamped as pixels', () => {
  it('puts a symbol on the pixel it covers, and none where nothing reaches', () => {
    const out = stampSymbols(4, dot(255, 0, 0, 255), 1, Float64Array.of(1.5), Float64Array.of(2.5), 1)!;
    expect(at(out, 4, 1, 2)).toEqual([255, 0, 0, 255]);
    expect(at(out, 4, 2, 2)).toEqual([0, 0, 0, 0]);
    expect(stampSymbols(4, dot(255, 0, 0, 255), 1, Float64Array.of(20), Float64Array.of(20), 1)).toBeNull();
  });

  it('shares a symbol between pixels by its sub-pixel place, as a canvas draws an image at a fractional offset', () => {
    // Centre at x = 2, so the 1 px symbol spans 1.5..2.5: half on pixel 1, half on pixel 2.
    const out = stampSymbols(4, dot(0, 0, 255, 255), 1, Float64Array.of(2), Float64Array.of(0.5), 1)!;
    expect(at(out, 4, 1, 0)).toEqual([0, 0, 255, 128]);
    expect(at(out, 4, 2, 0)).toEqual([0, 0, 255, 128]);
  });

  it("lays symbols over each other (source-over) at the layer's opacity", () => {
    const red = dot(255, 0, 0, 255);
    const once = stampSymbols(2, red, 1, Float64Array.of(0.5), Float64Array.of(0.5), 0.5)!;
    expect(at(once, 2, 0, 0)).toEqual([255, 0, 0, 128]);
    const twice = stampSymbols(2, red, 1, Float64Array.of(0.5, 0.5), Float64Array.of(0.5, 0.5), 0.5)!;
    expect(at(twice, 2, 0, 0)).toEqual([255, 0, 0, 191]);
    // A blue over a red: the colour is the mix that source-over gives, alpha 1 - 0.5 × 0.5.
    const mixed = stampSymbols(
      2,
      stampOf([255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0], 2),
      2,
      Float64Array.of(1, 0),
      Float64Array.of(1, 1),
      0.5,
    )!;
    expect(at(mixed, 2, 0, 0)).toEqual([85, 0, 170, 191]);
  });
});
