import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../src/shared/objects/catalogue';
import {
  OBJECT_ICON_RASTER_PX,
  OBJECT_ICON_TYPE_IDS,
  objectIconImageId,
  objectIconSvg,
} from '../../src/shared/objects/icons';
import { parseTags } from './helpers/svg';

const FALLBACK = '#475569';

/** The tile's fill: the first rect's fill attribute. */
const tileFill = (svg: string) => /<rect [^>]*fill="([^"]*)"/.exec(svg)?.[1];

describe('object icon ids', () => {
  it('cover every catalogue type exactly once', () => {
    expect([...OBJECT_ICON_TYPE_IDS]).toEqual(OBJECT_TYPES.map((t) => t.id));
    expect(OBJECT_ICON_TYPE_IDS).toHaveLength(20);
  });
  it('image ids have the object-icon-<id> format', () => {
    expect(objectIconImageId('first-aid')).toBe('object-icon-first-aid');
    const imageIds = OBJECT_TYPES.map((t) => objectIconImageId(t.id));
    expect(new Set(imageIds).size).toBe(imageIds.length);
  });
  it('raster size is the spec’s 192 px', () => {
    expect(OBJECT_ICON_RASTER_PX).toBe(192);
  });
});

describe('objectIconSvg', () => {
  it.each(OBJECT_TYPES.map((t) => [t.id, t.color]))(
    '%s is a well-formed tile in its colour with a white pictogram',
    (id, color) => {
      const svg = objectIconSvg(id, color);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="192" height="192" viewBox="0 0 24 24">/,
      );
      expect(svg.endsWith('</svg>')).toBe(true);
      const elements = parseTags(svg);
      expect(elements.filter((e) => e === 'svg')).toHaveLength(1);
      expect(elements[1]).toBe('rect'); // the tile
      expect(tileFill(svg)).toBe(color);
      // A pictogram of a few elements, and some white in it.
      expect(elements.length - 2).toBeGreaterThanOrEqual(1);
      expect(elements.length - 2).toBeLessThanOrEqual(8);
      expect(svg.split('#fff').length - 1).toBeGreaterThanOrEqual(2);
    },
  );

  it('draws a different pictogram for every type', () => {
    const pictograms = OBJECT_TYPES.map((t) => objectIconSvg(t.id, '#123456'));
    expect(new Set(pictograms).size).toBe(OBJECT_TYPES.length);
  });

  it('honours the size and falls back to 192 px for nonsense', () => {
    expect(objectIconSvg('tent', '#2563eb', 48)).toContain('width="48" height="48"');
    expect(objectIconSvg('tent', '#2563eb', Number.NaN)).toContain('width="192" height="192"');
    expect(objectIconSvg('tent', '#2563eb', -5)).toContain('width="192" height="192"');
  });

  it('gives unknown (imported) types a generic question-mark tile', () => {
    const unknown = objectIconSvg('bouncy-castle', '#64748b');
    expect(parseTags(unknown)[0]).toBe('svg');
    expect(tileFill(unknown)).toBe('#64748b');
    expect(unknown).not.toBe(objectIconSvg('grill', '#64748b'));
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '']) {
      expect(objectIconSvg(id, '#64748b')).toBe(unknown);
    }
  });

  it('accepts #rgb and #rrggbb only, so no markup can get in through the colour', () => {
    expect(tileFill(objectIconSvg('cooler', ' #abc '))).toBe('#abc');
    for (const bad of ['"/><script>alert(1)</script>', 'red', 'url(#x)', '#12345', '#ff0000" onload="x', '']) {
      const svg = objectIconSvg('cooler', bad);
      expect(tileFill(svg)).toBe(FALLBACK);
      expect(svg).not.toContain('script');
      expect(svg).not.toContain('onload');
      expect(parseTags(svg)).not.toContain('script');
    }
    expect(tileFill(objectIconSvg('cooler', undefined as unknown as string))).toBe(FALLBACK);
  });
});
