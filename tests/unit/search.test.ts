import { describe, expect, it } from 'vitest';
import { parseAreaCollection } from '../../src/shared/geography/parseAreas';
import { searchAreas } from '../../src/shared/geography/search';
import { overlappingParks, parkFeature, rect } from './helpers/areas';

const records = parseAreaCollection(overlappingParks(), 'parks').records;

describe('zone search', () => {
  it('needs at least 2 characters', () => {
    expect(searchAreas(records, 'T')).toEqual([]);
    expect(searchAreas(records, '  t ')).toEqual([]);
  });

  it('matches case-insensitively on name, property and sub-property, with highlights', () => {
    const hits = searchAreas(records, 'LAWN');
    expect(hits.map((h) => h.label)).toEqual(['Test Park - Lawn']);
    expect(hits[0]!.labelMatch).toEqual([12, 16]);
    // Property names match too: every Test Park area, label matches ranked first.
    const park = searchAreas(records, 'test park');
    expect(park.map((h) => h.label)).toEqual(['Test Park - Whole', 'Test Park - Lawn', 'Test Park - Fountain']);
  });

  it('matches list sub-properties and shows the matching field', () => {
    const hits = searchAreas(records, 'plaza');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.label).toBe('Test Park - Fountain');
    expect(hits[0]!.labelMatch).toBeNull();
    expect(hits[0]!.secondary).toBe('Fountain, Plaza');
    expect(hits[0]!.secondaryMatch).toEqual([10, 15]);
  });

  it('caps results at 10 and ranks label prefixes first', () => {
    const many = {
      type: 'FeatureCollection',
      features: Array.from({ length: 30 }, (_, i) =>
        parkFeature(`S${i}`, i % 2 ? `Garden ${i}` : `Rose Garden ${i}`, rect(0, 0, 1, 1)),
      ),
    };
    const hits = searchAreas(parseAreaCollection(many, 'parks').records, 'garden');
    expect(hits).toHaveLength(10);
    expect(hits.every((h) => h.label.startsWith('Garden'))).toBe(true);
  });

  it('uses the mode search keys for intersections', () => {
    const fc = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
          properties: { FSN_1: 'WEST 42 STREET', FSN_2: '7 AVENUE', FSN_3: 'BROADWAY' },
        },
      ],
    };
    const recs = parseAreaCollection(fc, 'intersections').records;
    expect(searchAreas(recs, '7 av')).toHaveLength(1);
    expect(searchAreas(recs, 'broadway')).toHaveLength(0);
    expect(searchAreas(recs, '7 av')[0]!.isPoint).toBe(true);
  });
});
