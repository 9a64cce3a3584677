import { describe, expect, it } from 'vitest';
import {
  ICON_LAYER_IDS,
  LAYER_ICON_RASTER_PX,
  layerIconImageId,
  layerIconSvg,
  type IconLayerId,
} from '../../src/shared/layers/icons';
import { parseTags } from './helpers/svg';

const ALL_IDS: IconLayerId[] = [
  'trees',
  'hydrants',
  'busStops',
  'benches',
  'bikeParking',
  'citibikeStations',
  'subwayEntrances',
  'pedestrianRamps',
  'parkingMeters',
  'linknycKiosks',
  'publicRestrooms',
  'drinkingFountains',
  'sprayShowers',
  'iceLadders',
  'parksSigns',
  'streetParkingSigns',
  'accessiblePedSignals',
];

const FALLBACK = '#475569';

describe('layer icon ids', () => {
  it('cover every layer exactly once', () => {
    expect(new Set(ICON_LAYER_IDS).size).toBe(ICON_LAYER_IDS.length);
    expect([...ICON_LAYER_IDS].sort()).toEqual([...ALL_IDS].sort());
  });
  it('image ids have the layer-icon-<id> format and are unique', () => {
    expect(layerIconImageId('busStops')).toBe('layer-icon-busStops');
    const imageIds = ICON_LAYER_IDS.map(layerIconImageId);
    expect(new Set(imageIds).size).toBe(imageIds.length);
    for (const id of ICON_LAYER_IDS) expect(layerIconImageId(id)).toBe(`layer-icon-${id}`);
  });
  it('raster size is 96 px', () => {
    expect(LAYER_ICON_RASTER_PX).toBe(96);
  });
});

describe('layerIconSvg', () => {
  it.each(ALL_IDS)('%s is a well-formed standalone SVG in the given colour', (id) => {
    const svg = layerIconSvg(id, '#1d4ed8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="96"');
    expect(svg).toContain('height="96"');
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('#1d4ed8');
    const elements = parseTags(svg);
    expect(elements[0]).toBe('svg');
    expect(elements.filter((e) => e === 'svg')).toHaveLength(1);
    // Disc plus at least one pictogram element.
    expect(elements.length).toBeGreaterThanOrEqual(3);
  });

  it('every pictogram is different', () => {
    const svgs = ALL_IDS.map((id) => layerIconSvg(id, '#16a34a'));
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('honours sizePx and accepts #rgb colours', () => {
    const svg = layerIconSvg('trees', '#0a0', 48);
    expect(svg).toContain('width="48"');
    expect(svg).toContain('height="48"');
    expect(svg).toContain('fill="#0a0"');
  });

  it('rejects a malicious colour and uses the fallback', () => {
    const evil = 'red"/><script>alert(1)</script>';
    for (const id of ALL_IDS) {
      const svg = layerIconSvg(id, evil);
      expect(svg).not.toContain(evil);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('red"');
      expect(svg).toContain(FALLBACK);
      expect(() => parseTags(svg)).not.toThrow();
    }
  });

  it('falls back for non-hex colours', () => {
    for (const bad of ['red', '#12345', '#ggg', 'rgb(0,0,0)', '', '#1234567', 'url(#x)']) {
      const svg = layerIconSvg('hydrants', bad);
      expect(svg).toContain(`fill="${FALLBACK}"`);
    }
  });
});
