import { describe, expect, it } from 'vitest';
import { FALLBACK_GLYPH_MIN_PX, fallbackGlyph, SMALLEST_ICON_PX } from '../../src/shared/objects/fallbackGlyph';
import { OBJECT_ICON_RASTER_PX } from '../../src/shared/objects/icons';
import { ObjectImages, type ImageSink } from '../../src/ui/map/light/objectImages';
import { flippedImageId, ICON_UNIT_PX } from '../../src/ui/map/objectFeatures';

/** A sink that records the images added to it (the light layer's side). */
function fakeMap() {
  const added = new Map<string, { image: unknown }>();
  const map: ImageSink = {
    hasImage: (id: string) => added.has(id),
    addImage: (id: string, image: unknown) => void added.set(id, { image }),
  };
  return { map, added };
}

/** Width of the painted (opaque) part of a glyph, in raster pixels. */
function paintedWidth(g: { width: number; height: number; data: Uint8ClampedArray }): number {
  let min = Infinity;
  let max = -Infinity;
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++)
      if (g.data[(y * g.width + x) * 4 + 3]! >= 128) [min, max] = [Math.min(min, x), Math.max(max, x)];
  return max - min + 1;
}

describe('A placed object whose icon fails to load shows the fallback glyph, at least 14 px', () => {
  it('adds the glyph under the icon ids (plain and flipped) when the icon cannot be drawn', async () => {
    const { map, added } = fakeMap();
    const images = new ObjectImages(map, () => Promise.reject(new Error('SVG decode failed')));
    await expect(images.ensure(['grill'])).resolves.toBeUndefined();
    for (const id of [flippedImageId('grill', false), flippedImageId('grill', true)]) {
      const entry = added.get(id);
      expect(entry, id).toBeDefined();
      expect(entry!.image).toMatchObject({ width: OBJECT_ICON_RASTER_PX, height: OBJECT_ICON_RASTER_PX });
    }
  });

  it('is at least 14 px across on screen at the smallest icon scale', () => {
    const glyph = fallbackGlyph(OBJECT_ICON_RASTER_PX, '#b45309');
    const pixelRatio = OBJECT_ICON_RASTER_PX / ICON_UNIT_PX;
    const smallestScale = SMALLEST_ICON_PX / ICON_UNIT_PX; // 0.6
    expect((paintedWidth(glyph) / pixelRatio) * smallestScale).toBeGreaterThanOrEqual(FALLBACK_GLYPH_MIN_PX);
  });

  it("is drawn in the type's colour with a white ring, transparent outside the disc", () => {
    const g = fallbackGlyph(48, '#b45309');
    const px = (x: number, y: number) => Array.from(g.data.slice((y * 48 + x) * 4, (y * 48 + x) * 4 + 4));
    expect(px(0, 0)[3]).toBe(0);
    expect(px(24, 12)).toEqual([0xb4, 0x53, 0x09, 255]);
    expect(px(24, 1)).toEqual([255, 255, 255, 255]);
  });

  it('keeps the real icon when it draws', async () => {
    const { map, added } = fakeMap();
    const icon = { width: 2, height: 2, data: new Uint8ClampedArray(16) };
    await new ObjectImages(map, () => Promise.resolve(icon)).ensure(['chair']);
    expect(added.get(flippedImageId('chair', false))?.image).toBe(icon);
  });
});
