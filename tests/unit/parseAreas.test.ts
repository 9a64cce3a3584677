import { describe, expect, it } from 'vitest';
import { AreaDataError, parseAreaCollection } from '../../src/shared/geography/parseAreas';
import { overlappingParks, rect } from './helpers/areas';

describe('parseAreaCollection', () => {
  it('normalises features and computes names, ids and areas', () => {
    const { records, skipped } = parseAreaCollection(overlappingParks(), 'parks');
    expect(skipped).toBe(0);
    expect(records.map((r) => r.id)).toEqual(['P-WHOLE', 'P-LAWN', 'P-TINY', 'Q-OTHER']);
    const tiny = records[2]!;
    expect(tiny.subProperty).toBe('Fountain, Plaza');
    // 0.0012° x 0.0008° at 40.755°N ≈ 101 m x 89 m ≈ 0.009 km²
    expect(tiny.calculatedArea).toBeGreaterThan(0.008);
    expect(tiny.calculatedArea).toBeLessThan(0.0101);
  });

  it('falls back through id, OBJECTID and fid, then the index', () => {
    const fc = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: rect(0, 0, 1, 1) }, properties: { OBJECTID: 17 } },
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: rect(0, 0, 1, 1) }, properties: { fid: 'f-2' } },
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: rect(0, 0, 1, 1) }, properties: {} },
      ],
    };
    expect(parseAreaCollection(fc, 'parks').records.map((r) => r.id)).toEqual([17, 'f-2', 2]);
  });

  it('skips broken geometries and counts them', () => {
    const fc = overlappingParks();
    fc.features.push({
      type: 'Feature',
      id: 'bad',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [999, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      properties: { name: 'x', system: 'x', propertyname: '' },
    });
    fc.features.push({
      type: 'Feature',
      id: 'empty',
      geometry: { type: 'Polygon', coordinates: [] as number[][][] },
      properties: { name: 'y', system: 'y', propertyname: '' },
    });
    const parsed = parseAreaCollection(fc, 'parks');
    expect(parsed.records).toHaveLength(4);
    expect(parsed.skipped).toBe(2);
  });

  it('rejects what is not a FeatureCollection, and one with no usable areas', () => {
    expect(() => parseAreaCollection({ hello: 1 }, 'parks')).toThrow(AreaDataError);
    expect(() => parseAreaCollection(null, 'parks')).toThrow('not a GeoJSON FeatureCollection');
    expect(() => parseAreaCollection({ type: 'FeatureCollection', features: [] }, 'parks')).toThrow(
      'contains no areas',
    );
    const points = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} }],
    };
    expect(() => parseAreaCollection(points, 'parks')).toThrow('usable polygon geometry');
    expect(parseAreaCollection(points, 'intersections').records).toHaveLength(1);
  });
});
