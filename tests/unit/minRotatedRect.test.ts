import { describe, expect, it } from 'vitest';
import { focusCameraForPoint, focusCameraForRect, focusMinZoom } from '../../src/shared/geography/focusCamera';
import { project, unproject, pixelsPerMercatorMetre } from '../../src/shared/geography/mercator';
import { convexHull, minRotatedRect } from '../../src/shared/geography/minRotatedRect';
import type { Position } from '../../src/shared/geography/geometry';

/** A w x h metre rectangle (Mercator metres) centred near Bryant Park, turned by `deg` counter-clockwise. */
function turnedRect(w: number, h: number, deg: number, extra: [number, number][] = []): Position[] {
  const [cx, cy] = project(-73.9837, 40.7536);
  const a = (deg * Math.PI) / 180;
  const pts: [number, number][] = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2], ...extra];
  return pts.map(([u, v]) => unproject(cx + u * Math.cos(a) - v * Math.sin(a), cy + u * Math.sin(a) + v * Math.cos(a)));
}

describe('convex hull', () => {
  it('drops interior and collinear points', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 0],
      [2, 2],
      [0, 2],
      [1, 1],
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
  });
});

describe('minimum rotated rectangle', () => {
  it('recovers a rectangle turned by 29° (the Manhattan grid)', () => {
    const rect = minRotatedRect(
      turnedRect(300, 120, 29, [
        [10, 5],
        [-100, 40],
      ]),
    )!;
    const sides = [rect.width, rect.height].sort((a, b) => a - b);
    expect(sides[0]).toBeCloseTo(120, 3);
    expect(sides[1]).toBeCloseTo(300, 3);
    // The width side lies at 29° or at 29° − 90°; either describes the same rectangle.
    const deg = (rect.angle * 180) / Math.PI;
    expect([29, -61].some((d) => Math.abs(deg - d) < 1e-6)).toBe(true);
    expect(rect.center[0]).toBeCloseTo(-73.9837, 9);
    expect(rect.center[1]).toBeCloseTo(40.7536, 9);
  });

  it('is tighter than the axis-aligned box for a turned shape', () => {
    const rect = minRotatedRect(turnedRect(400, 50, 45))!;
    expect(rect.width * rect.height).toBeCloseTo(400 * 50, 0);
  });

  it('handles a single point', () => {
    const rect = minRotatedRect([[-73.98, 40.75]])!;
    expect(rect.width).toBe(0);
    expect(rect.height).toBe(0);
  });
});

describe('focus camera', () => {
  const viewport = { width: 1400, height: 844 };
  const padding = { top: 20, right: 20, bottom: 20, left: 360 };

  it('turns the long side horizontal in a wide viewport and fills the padded box', () => {
    const rect = minRotatedRect(turnedRect(300, 120, 29))!;
    const cam = focusCameraForRect(rect, viewport, padding);
    // Width side at 29° is horizontal with bearing −29°.
    expect(cam.bearing).toBeCloseTo(-29, 6);
    const scale = pixelsPerMercatorMetre(cam.zoom);
    const fitsX = 300 * scale;
    const fitsY = 120 * scale;
    expect(Math.max(fitsX / (1400 - 380), fitsY / (844 - 40))).toBeCloseTo(1, 6);
    expect(cam.duration).toBe(1000);
  });

  it('prefers the smaller turn when both orientations fit alike', () => {
    const rect = minRotatedRect(turnedRect(200, 200, 10))!;
    const cam = focusCameraForRect(rect, { width: 1000, height: 1000 }, { top: 0, right: 0, bottom: 0, left: 0 });
    expect(Math.abs(cam.bearing)).toBeCloseTo(10, 6);
  });

  it('point areas zoom to 18 over 800 ms, minimum zoom is zoom − 2 and at least 1', () => {
    const cam = focusCameraForPoint([-73.98, 40.75], 12, padding);
    expect(cam).toMatchObject({ zoom: 18, bearing: 12, duration: 800 });
    expect(focusMinZoom(17.3)).toBeCloseTo(15.3);
    expect(focusMinZoom(2)).toBe(1);
  });
});
