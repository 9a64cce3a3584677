import { describe, expect, it } from 'vitest';
import { area as turfArea } from '@turf/area';
import { containsPoint, type Position } from '../../src/shared/geography/geometry';
import { ASSUMED_WIDTHS_FT, bandBasisText, streetBands } from '../../src/shared/zoneCreator/streetCorridor';
import { measureAlong, readCentreLines } from '../../src/shared/zoneCreator/streetWidths';
import { exportScaleFor, zonePartOf, zoneSubtitle } from '../../src/shared/zoneCreator/state';
import { createZoneApi } from '../../src/workers/zone/api';
import { ticket } from './helpers/tickets';

const FT = 0.3048;
const M_PER_DEG = (6371008.8 * Math.PI) / 180;
const LAT = 40.75;
/** A block along an east-west street: the nodes at its two ends. */
const PATH: Position[] = [
  [-73.99, LAT],
  [-73.987, LAT],
];
const MID_LNG = -73.9885;
/** A point `ft` north (positive) or south of the block's middle. */
const off = (ft: number): [number, number] => [MID_LNG, LAT + (ft * FT) / M_PER_DEG];
const lengthFt = (0.003 * M_PER_DEG * Math.cos((LAT * Math.PI) / 180)) / FT;

/** The centreline answer for the block (34 ft curb to curb, 3 lanes) and a 60 ft cross street. */
const ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [-73.9905, LAT + 0.00001],
            [-73.9865, LAT + 0.00001],
          ],
        ],
      },
      properties: { streetwidth: '34', number_total_lanes: '3' },
    },
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [MID_LNG, LAT - 0.002],
          [MID_LNG, LAT + 0.002],
        ],
      },
      properties: { streetwidth: '60', number_total_lanes: '5' },
    },
  ],
};
const lines = () => readCentreLines(ANSWER.features);

describe('Zone creator options: curb lane only, sidewalk only, entire zone (PDF)', () => {
  it("reads the block's curb-to-curb width and lanes from the street centreline, not the cross street's", () => {
    expect(measureAlong(PATH, lines())).toEqual([{ curbToCurbFt: 34, lanes: 3 }]);
    // A path along no street in the data: nothing measured.
    expect(
      measureAlong(
        [
          [-73.9, 40.8],
          [-73.899, 40.8],
        ],
        lines(),
      ),
    ).toEqual([{ curbToCurbFt: null, lanes: null }]);
  });

  it('curb lane only: the lane along each curb, its width the roadway over its lanes', () => {
    const r = streetBands(PATH, 'curb-lane', measureAlong(PATH, lines()), 40);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const lane = 34 / 3;
    for (const side of [1, -1]) {
      expect(containsPoint(r.polygon, ...off(side * (17 - lane / 2)))).toBe(true);
      expect(containsPoint(r.polygon, ...off(side * 18))).toBe(false); // beyond the curb
      expect(containsPoint(r.polygon, ...off(side * (17 - lane - 1)))).toBe(false); // the next lane in
    }
    expect(containsPoint(r.polygon, ...off(0))).toBe(false);
    expect(turfArea({ type: 'Feature', properties: {}, geometry: r.polygon }) / FT ** 2).toBeCloseTo(
      2 * lane * lengthFt,
      -2,
    );
    expect(bandBasisText('curb-lane', r.bands, 40, null)).toBe(
      'Curb lane only: the lane along each curb, 11 ft (roadway ÷ lanes), of a 34 ft roadway (curb to curb, from the street centreline data).',
    );
  });

  it('sidewalk only: the assumed sidewalk beyond each curb, and the panel says it is assumed', () => {
    const r = streetBands(PATH, 'sidewalk', measureAlong(PATH, lines()), 40);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const side of [1, -1]) {
      expect(containsPoint(r.polygon, ...off(side * (17 + ASSUMED_WIDTHS_FT.sidewalk / 2)))).toBe(true);
      expect(containsPoint(r.polygon, ...off(side * 16))).toBe(false); // the roadway
      expect(containsPoint(r.polygon, ...off(side * (17 + ASSUMED_WIDTHS_FT.sidewalk + 1)))).toBe(false);
    }
    expect(bandBasisText('sidewalk', r.bands, 40, null)).toContain(
      'No sidewalk widths are published in the data this app reads, so 12 ft is assumed.',
    );
  });

  it('without street data the zone width stands for the roadway, a typical lane is assumed, and the panel says so', () => {
    const r = streetBands(PATH, 'curb-lane', measureAlong(PATH, []), 40);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.bands).toEqual([
      {
        innerFt: 10,
        outerFt: 20,
        curbToCurbFt: 40,
        bandFt: ASSUMED_WIDTHS_FT.lane,
        roadwayFromData: false,
        bandFromData: false,
      },
    ]);
    expect(containsPoint(r.polygon, ...off(15))).toBe(true);
    expect(containsPoint(r.polygon, ...off(5))).toBe(false);
    expect(bandBasisText('curb-lane', r.bands, 40, null)).toContain(
      'the zone width, 40 ft, taken as the roadway: the street centreline data has no width here',
    );
  });

  it('the options choose the part of the street and name it on the focused zone', () => {
    expect(zonePartOf({ curbLaneOnly: true, sidewalkOnly: false })).toBe('curb-lane');
    expect(zonePartOf({ curbLaneOnly: false, sidewalkOnly: true })).toBe('sidewalk');
    expect(zonePartOf({ curbLaneOnly: false, sidewalkOnly: false })).toBe('entire');
    expect(zoneSubtitle({ curbLaneOnly: true, sidewalkOnly: false, widthFeet: 40 })).toBe('Curb lanes only');
    expect(zoneSubtitle({ curbLaneOnly: false, sidewalkOnly: false, widthFeet: 40 })).toBe('40 ft wide');
  });

  it('entire zone (PDF): a generated zone is exported framed whole, whatever standard scale is chosen', () => {
    expect(exportScaleFor(500, { isZone: true, entireZonePdf: true })).toBe('fit');
    expect(exportScaleFor(500, { isZone: true, entireZonePdf: false })).toBe(500);
    expect(exportScaleFor(500, { isZone: false, entireZonePdf: true })).toBe(500);
  });

  it('the zone worker asks the street centreline for the widths, and falls back with the reason when it cannot', async () => {
    const asked: string[] = [];
    const api = createZoneApi({
      fetch: (url) => {
        asked.push(url);
        return Promise.resolve(new Response(JSON.stringify(ANSWER)));
      },
      sleep: () => Promise.resolve(),
    });
    const zone = await api.buildZone(ticket(), PATH, 40, { curbLaneOnly: true, sidewalkOnly: false });
    expect(asked).toHaveLength(1);
    expect(decodeURIComponent(asked[0]!)).toMatch(/inkn-q76z\.geojson\?\$where=intersects\(the_geom, 'POLYGON/);
    expect(zone.ok && zone.basis).toContain('34 ft roadway');
    // The whole corridor asks for the way along the streets; this answer's block does not reach the nodes.
    expect(await api.buildZone(ticket(), PATH, 40, { curbLaneOnly: false, sidewalkOnly: false })).toMatchObject({
      ok: true,
      basis: 'Straight between the picked nodes: the street centreline does not join them here.',
    });
    expect(asked).toHaveLength(2);

    const offline = createZoneApi({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      sleep: () => Promise.resolve(),
    });
    const fallback = await offline.buildZone(ticket(), PATH, 40, { curbLaneOnly: false, sidewalkOnly: true });
    expect(fallback.ok && fallback.basis).toContain('the street centreline data could not be loaded');
  });
});
