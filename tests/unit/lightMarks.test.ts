import { describe, expect, it } from 'vitest';
import { placedIconPx } from '../../src/shared/objects/catalogue';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { objectType } from '../../src/shared/objects/catalogue';
import { NO_SELECTION, objectFeatures } from '../../src/ui/map/objectFeatures';
import { iconSquare, objectIdAt } from '../../src/ui/map/light/objectHits';
import { appendedMarks } from '../../src/ui/map/light/markAppend';
import {
  BADGE_OFFSET,
  EXIT_COLOR,
  WALK_COLOR,
  newMarkCache,
  screenMarks,
  type LightOverlay,
} from '../../src/ui/map/light/screenMarks';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
/** A flat projector: 100,000 px per degree around (-73.98, 40.75), y down. */
const project = (lng: number, lat: number) => ({ x: (lng + 73.98) * 100_000 + 500, y: (40.75 - lat) * 100_000 + 400 });

function overlayOf(objects: GeoJSON.FeatureCollection, extra: Partial<LightOverlay> = {}): LightOverlay {
  return { objects, preview: EMPTY, selection: EMPTY, badges: EMPTY, hover: EMPTY, ...extra };
}

function chairAt(id: string, lng: number, lat: number, rotationDeg = 0) {
  return createPlacedObject(objectType('chair')!, { lng, lat }, { id, now: new Date(0), rotationDeg });
}

describe('The light layer draws objects as the map style did', () => {
  it("sizes an icon by the spec's formula at the map's zoom, turned with the object against the map's bearing", () => {
    const chair = chairAt('a', -73.98, 40.75, 30);
    const features = objectFeatures([chair], { zoom: 15, selected: NO_SELECTION });
    const marks = screenMarks(overlayOf(features), { zoom: 15, bearing: 10 }, project);
    const icon = marks.objects[0]!.icon!;
    expect(icon.sizePx).toBeCloseTo(placedIconPx(15, 34), 6);
    expect(icon.angleDeg).toBe(20);
    expect([icon.x, icon.y]).toEqual([500, 400]);
    expect(marks.objects[0]!.ring.length).toBe(5);
  });

  it('puts badges up and to the right of their subject, larger when highlighted', () => {
    const badges: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { severity: 'blocker', highlighted: true },
          geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
        },
      ],
    };
    const marks = screenMarks(overlayOf(EMPTY, { badges }), { zoom: 18, bearing: 0 }, project);
    expect(marks.badges).toEqual([
      { x: 500 + BADGE_OFFSET[0], y: 400 + BADGE_OFFSET[1], radius: 11, color: '#dc2626' },
    ]);
  });

  it("draws the egress check's longest walk as a purple path, the emergency lane's narrow point red", () => {
    const line = (id: string): GeoJSON.Feature => ({
      type: 'Feature',
      properties: { id, severity: 'info' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-73.98, 40.75],
          [-73.979, 40.75],
        ],
      },
    });
    const badges: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [line('egress:walk'), line('emergency-lane:narrow')],
    };
    const marks = screenMarks(overlayOf(EMPTY, { badges }), { zoom: 18, bearing: 0 }, project);
    expect(marks.lines.map((l) => [l.color, l.points.length])).toEqual([
      [WALK_COLOR, 2],
      ['#dc2626', 2],
    ]);
  });

  it('marks each exit of the egress check on the exit itself, with its number and width beside it', () => {
    const badges: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 'egress:E2', severity: 'info', exit: 'E2', label: 'E2 6 ft' },
          geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
        },
      ],
    };
    const marks = screenMarks(overlayOf(EMPTY, { badges }), { zoom: 18, bearing: 0 }, project);
    expect(marks.badges).toEqual([{ x: 500, y: 400, radius: 7, color: EXIT_COLOR, label: 'E2 6 ft' }]);
  });
});

describe('Which object is under the pointer', () => {
  const a = chairAt('a', -73.98, 40.75);
  const b = chairAt('b', -73.9799, 40.75);
  const marks = screenMarks(
    overlayOf(objectFeatures([a, b], { zoom: 18, selected: NO_SELECTION })),
    { zoom: 18, bearing: 0 },
    project,
  ).objects;

  it('finds an icon anywhere on its square, within 2 px of its edge, and nothing beyond', () => {
    const half = marks[0]!.icon!.sizePx / 2;
    expect(objectIdAt(marks, 500 - half + 1, 400)).toBe('a');
    expect(objectIdAt(marks, 500 - half - 1.5, 400)).toBe('a');
    expect(objectIdAt(marks, 500 - half - 4, 400)).toBeNull();
  });

  it('answers the one drawn on top where two icons overlap (the later one)', () => {
    // b sits 10 px east of a: the point between them is on both icons.
    expect(objectIdAt(marks, 505, 400)).toBe('b');
  });

  it('turns the icon square with the object', () => {
    const square = iconSquare({ x: 0, y: 0, sizePx: 10, angleDeg: 45, imageId: 'x' });
    expect(square[0]![0]).toBeCloseTo(0, 9);
    expect(square[0]![1]).toBeCloseTo(-Math.SQRT2 * 5, 9);
  });
});

describe('A plan that gains one object costs one object (issue 39: 1,300 objects, click → listed)', () => {
  it("keeps the unchanged objects' features, and projects only the new one at the same camera", () => {
    const chairs = Array.from({ length: 20 }, (_, i) => chairAt(`c${i}`, -73.98 + i * 1e-5, 40.75));
    const before = objectFeatures(chairs, { zoom: 18, selected: NO_SELECTION });
    const added = chairAt('new', -73.9801, 40.7501);
    const after = objectFeatures([...chairs, added], { zoom: 18, selected: NO_SELECTION });
    // The same feature objects for the 20 that did not change; two new ones for the chair added.
    expect(after.features.slice(0, 40).every((f, i) => f === before.features[i])).toBe(true);
    expect(after.features.length).toBe(42);
    // Selecting one chair makes its features again, and only its.
    const selected = objectFeatures(chairs, { zoom: 18, selected: new Set(['c3']) });
    expect(selected.features.filter((f, i) => f !== before.features[i]).map((f) => String(f.properties?.id))).toEqual([
      'c3',
      'c3',
    ]);

    let projected = 0;
    const counting = (lng: number, lat: number) => {
      projected++;
      return project(lng, lat);
    };
    const cache = newMarkCache();
    const view = { zoom: 18, bearing: 0 };
    const first = screenMarks(overlayOf(before), view, counting, cache);
    const full = projected;
    // 20 footprints of 5 points and 20 icons.
    expect(full).toBe(20 * 6);
    // The preview moved, the objects did not: the same marks, nothing projected.
    const preview = objectFeatures([added], { zoom: 18, selected: NO_SELECTION });
    const moved = screenMarks(overlayOf(before, { preview }), view, counting, cache);
    expect(moved.objects).toBe(first.objects);
    expect(projected - full).toBe(6);
    // One chair more: its footprint and icon are projected, the others come from the cache.
    const again = screenMarks(overlayOf(after), view, counting, cache);
    expect(projected - full).toBe(12);
    expect(again.objects.length).toBe(21);
    // And they are where a fresh projection puts them.
    expect(again.objects).toEqual(screenMarks(overlayOf(after), view, project).objects);
    // The layer paints the one added mark over the others; anything else changed is a full paint.
    expect(appendedMarks(first.objects, again.objects)?.map((m) => m.id)).toEqual(['new']);
    expect(appendedMarks(first.objects, first.objects)).toBeNull();
    const reselected = screenMarks(
      overlayOf(objectFeatures([...chairs, added], { zoom: 18, selected: new Set(['c0']) })),
      view,
      counting,
      cache,
    );
    expect(appendedMarks(first.objects, reselected.objects)).toBeNull();
    // At another camera every ring is new: a full paint.
    const elsewhere = screenMarks(overlayOf(after), view, counting, newMarkCache());
    expect(appendedMarks(first.objects, elsewhere.objects)).toBeNull();
  });
});
