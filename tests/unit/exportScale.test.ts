import { describe, expect, it } from 'vitest';
import { project } from '../../src/shared/geography/mercator';
import { frameProjection, groundMetresPerMm } from '../../src/shared/export/frameProjection';
import { LOCATOR_MM, MAP_FRAME_MM, PANEL_MM, type RectMm } from '../../src/shared/export/pageLayout';
import type { TextPrimitive } from '../../src/shared/export/primitives';
import {
  chooseScaleLength,
  METRES_PER_MILE,
  scaleBarPrimitives,
  scaleDenominator,
  scaleText,
} from '../../src/shared/export/scaleBar';
import { frameAround } from './helpers/exportFixtures';

const FRAMES: { name: string; bbox: [number, number, number, number] }[] = [
  { name: 'small plaza, Manhattan', bbox: [-73.9857, 40.7577, -73.985, 40.7582] },
  { name: 'Central Park', bbox: [-73.9819, 40.7644, -73.9498, 40.8006] },
  { name: 'equator', bbox: [10, -0.01, 10.02, 0.01] },
  { name: 'Oslo', bbox: [10.7, 59.9, 10.78, 59.94] },
  { name: 'southern hemisphere', bbox: [151.2, -33.87, 151.22, -33.85] },
];

describe('frame projection', () => {
  it('maps the frame corners to the frame box corners and the Mercator middle to the centre', () => {
    for (const { bbox } of FRAMES) {
      const frame = frameAround(bbox);
      const proj = frameProjection(frame);
      const b = MAP_FRAME_MM;
      const near = (p: [number, number], q: [number, number]) => {
        expect(p[0]).toBeCloseTo(q[0], 6);
        expect(p[1]).toBeCloseTo(q[1], 6);
      };
      near(proj.toMm(frame.west, frame.north), [b.x, b.y]);
      near(proj.toMm(frame.east, frame.north), [b.x + b.width, b.y]);
      near(proj.toMm(frame.west, frame.south), [b.x, b.y + b.height]);
      near(proj.toMm(frame.east, frame.south), [b.x + b.width, b.y + b.height]);
      const [, yn] = project(0, frame.north);
      const [, ys] = project(0, frame.south);
      const midLat = (2 * Math.atan(Math.exp((yn + ys) / 2 / 6378137)) - Math.PI / 2) * (180 / Math.PI);
      near(proj.toMm((frame.west + frame.east) / 2, midLat), [b.x + b.width / 2, b.y + b.height / 2]);
    }
  });

  it('works in any box (the locator) and tells inside from outside', () => {
    const box: RectMm = { x: PANEL_MM.x, y: 150, width: LOCATOR_MM.width, height: LOCATOR_MM.height };
    const frame = { west: -74.259, south: 40.477, east: -73.7, north: 40.917 };
    const proj = frameProjection(frame, box);
    expect(proj.toMm(-74.259, 40.917)[0]).toBeCloseTo(box.x, 9);
    expect(proj.toMm(-73.7, 40.477)[1]).toBeCloseTo(box.y + box.height, 9);
    expect(proj.contains(proj.toMm(-73.98, 40.75))).toBe(true);
    expect(proj.contains(proj.toMm(-73.5, 40.75))).toBe(false);
  });

  it('ground metres per mm is the Mercator width per mm times cos(centre latitude)', () => {
    // 0.02° of longitude at the equator is 2226.39 m over 216.75 mm.
    const frame = { west: 10, south: -0.01, east: 10.02, north: 0.01 };
    expect(groundMetresPerMm(frame)).toBeCloseTo((((0.02 * Math.PI) / 180) * 6378137) / MAP_FRAME_MM.width, 9);
    const oslo = { west: 10.7, south: 59.9, east: 10.78, north: 59.94 };
    const ratio = groundMetresPerMm(oslo) / ((((0.08 * Math.PI) / 180) * 6378137) / MAP_FRAME_MM.width);
    expect(ratio).toBeCloseTo(Math.cos((59.92 * Math.PI) / 180), 4);
  });
});

describe('scale bar', () => {
  const isRound = (v: number) => {
    const exp = 10 ** Math.floor(Math.log10(v));
    return [1, 2, 5].includes(v / exp);
  };

  /** Whether some 1-2-5 length in these units would make a 25–45 mm bar (the 1-2-5 steps leave gaps). */
  const roundLengthFits = (mpm: number, units: 'm' | 'ft') => {
    for (let exp = 0; exp < 8; exp++)
      for (const lead of [1, 2, 5]) {
        const metres = lead * 10 ** exp * (units === 'm' ? 1 : 0.3048);
        if (metres / mpm >= 25 && metres / mpm <= 45) return true;
      }
    return false;
  };

  it('picks a round length about 25–45 mm long whose mm length is ground length / metres per mm exactly', () => {
    for (const { name, bbox } of FRAMES) {
      for (const units of ['m', 'ft'] as const) {
        const mpm = frameProjection(frameAround(bbox)).metresPerMm;
        const s = chooseScaleLength(mpm, units);
        expect(isRound(s.value), `${name} ${units}: ${s.label}`).toBe(true);
        const [min, max] = roundLengthFits(mpm, units) ? [25, 45] : [18, 56];
        expect(s.lengthMm, `${name} ${units}`).toBeGreaterThanOrEqual(min);
        expect(s.lengthMm, `${name} ${units}`).toBeLessThanOrEqual(max);
        expect(Math.abs(s.lengthMm - s.groundMetres / mpm)).toBeLessThan(1e-9);
        const perUnit = { m: 1, km: 1000, ft: 0.3048, mi: METRES_PER_MILE }[s.unit];
        expect(s.groundMetres).toBeCloseTo(s.value * perUnit, 9);
        expect(units === 'm' ? ['m', 'km'] : ['ft', 'mi']).toContain(s.unit);
      }
    }
  });

  it('labels like the dimension labels: m below 1000, then km; ft, then mi', () => {
    expect(chooseScaleLength(50 / 35, 'm').label).toBe('50 m');
    expect(chooseScaleLength((200 * 0.3048) / 35, 'ft').label).toBe('200 ft');
    expect(chooseScaleLength(1000 / 35, 'm').label).toBe('1 km');
    expect(chooseScaleLength((2000 * 0.3048) / 35, 'ft').label).toBe('2,000 ft');
    expect(chooseScaleLength((2 * METRES_PER_MILE) / 35, 'ft').label).toBe('2 mi');
  });

  it('never runs past the room it is given when a shorter round length exists', () => {
    // 2 m = 21 mm and 5 m = 52.6 mm: neither in 25–45; with 48 mm of room the shorter is taken.
    const s = chooseScaleLength(2 / 21, 'm', { min: 25, max: 45, limit: 48 });
    expect(s.value).toBe(2);
  });

  it("draws '0' and the length as separate texts centred exactly on the bar's ends", () => {
    const mpm = frameProjection(frameAround(FRAMES[1]!.bbox)).metresPerMm;
    const x = 240;
    const { primitives, length } = scaleBarPrimitives(x, 150, mpm, 'm');
    const texts = primitives.filter((p): p is TextPrimitive => p.kind === 'text');
    const zero = texts.find((t) => t.text === '0')!;
    const label = texts.find((t) => t.text === length.label)!;
    expect(zero.align).toBe('center');
    expect(label.align).toBe('center');
    expect(zero.x).toBe(x);
    expect(Math.abs(label.x - zero.x - length.groundMetres / mpm)).toBeLessThan(1e-9);
    expect(zero.y).toBe(label.y);
    const rects = primitives.filter((p) => p.kind === 'rect');
    const fills = rects.map((r) => r.fill);
    expect(new Set(fills).size).toBe(2);
    const right = Math.max(...rects.map((r) => r.x + r.width));
    expect(right - x).toBeCloseTo(length.lengthMm, 9);
    expect(texts.some((t) => /^Scale 1:[\d,]+$/.test(t.text))).toBe(true);
  });

  it('prints the representative fraction rounded to 3 significant figures', () => {
    expect(scaleDenominator(1.234)).toBe(1230);
    expect(scaleDenominator(0.5436)).toBe(544);
    expect(scaleDenominator(12.3456)).toBe(12300);
    expect(scaleText(1.6336)).toBe('Scale 1:1,630');
  });
});
