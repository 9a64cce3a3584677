import { beforeEach, describe, expect, it, vi } from 'vitest';

// The UI stores listen for app-wide window events at import; Node has no window, so an event target stands in.
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window ??= new EventTarget();
});
import { createSelectMode } from '../../src/ui/app/modes/selectMode';
import { layoutMode } from '../../src/ui/app/modes/layoutMode';
import { placeMode } from '../../src/ui/app/modes/placeMode';
import type { ModeMap, PointerInput } from '../../src/ui/app/modes/types';
import { replacePlan, undo } from '../../src/ui/app/plan/planController';
import { choosePlacementType } from '../../src/ui/app/edit/placement';
import {
  chooseLayout,
  discardPendingLayout,
  pendingLayout,
  placePendingLayout,
} from '../../src/ui/app/edit/layoutController';
import { modeTakesDblClick } from '../../src/ui/app/modes/activeMode';
import { mapView } from '../../src/ui/store/map';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { objectType } from '../../src/shared/objects/catalogue';
import { placement, plan, selection } from '../../src/ui/store/plan';
import { layoutObject, layoutTool, selectionBox } from '../../src/ui/store/edit';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import { METRES_PER_DEGREE_LAT } from '../../src/shared/geometry/metres';

/** A flat test map: 100,000 px per degree, x east from −74°, y south from 40.8°. */
const PX = 100_000;
const toLngLat = (x: number, y: number) => ({ lng: -74 + x / PX, lat: 40.8 - y / PX });

class TestMap implements ModeMap {
  dragPan = true;
  cursor = '';
  objectAt(x: number, y: number): string | null {
    const hit = [...plan.peek().objects].reverse().find((o) => {
      const p = this.project(o.position.lng, o.position.lat);
      return Math.hypot(p.x - x, p.y - y) <= 5;
    });
    return hit?.id ?? null;
  }
  project(lng: number, lat: number) {
    return { x: (lng + 74) * PX, y: (40.8 - lat) * PX };
  }
  setDragPan(enabled: boolean) {
    this.dragPan = enabled;
  }
  setCursor(cursor: string) {
    this.cursor = cursor;
  }
}

const at = (x: number, y: number, shiftKey = false): PointerInput => ({ x, y, shiftKey, ...toLngLat(x, y) });
const chair = (id: string, x: number, y: number) =>
  createPlacedObject(objectType('chair')!, toLngLat(x, y), { id, now: new Date(0) });

/** A click as MapLibre reports it: press, release, then the click. */
function click(mode: ReturnType<typeof createSelectMode>, map: TestMap, e: PointerInput): boolean {
  mode.down(e, map);
  mode.up(e, map);
  return mode.click(e, map);
}

let map: TestMap;
beforeEach(() => {
  map = new TestMap();
  replacePlan({
    objects: [chair('a', 100, 100), chair('b', 200, 100), chair('c', 300, 300)],
    shapes: [
      {
        id: 'zone',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-74 + 400 / PX, 40.8 - 400 / PX],
              [-74 + 500 / PX, 40.8 - 400 / PX],
              [-74 + 500 / PX, 40.8 - 500 / PX],
              [-74 + 400 / PX, 40.8 - 400 / PX],
            ],
          ],
        },
        properties: { label: '' },
      },
    ],
  });
});

describe('select mode', () => {
  it('click selects, shift-click adds and takes out, a click on empty map clears', () => {
    const mode = createSelectMode();
    expect(click(mode, map, at(100, 100))).toBe(true);
    expect(selection.value).toEqual({ objects: ['a'], shapes: [] });
    click(mode, map, at(200, 100, true));
    expect(selection.value).toEqual({ objects: ['a', 'b'], shapes: [] });
    click(mode, map, at(200, 100, true));
    expect(selection.value).toEqual({ objects: ['a'], shapes: [] });
    expect(click(mode, map, at(600, 600))).toBe(false);
    expect(selection.value).toEqual({ objects: [], shapes: [] });
  });

  it('selects a drawn shape by a click inside it', () => {
    const mode = createSelectMode();
    click(mode, map, at(480, 410));
    expect(selection.value).toEqual({ objects: [], shapes: ['zone'] });
  });

  it('a drag on a selected object moves the whole selection, one undo step, with the map held still', () => {
    const mode = createSelectMode();
    click(mode, map, at(100, 100));
    click(mode, map, at(200, 100, true));
    const before = plan.value;
    mode.down(at(100, 100), map);
    expect(map.dragPan).toBe(false);
    for (let x = 102; x <= 150; x += 4) mode.move(at(x, 100), map);
    mode.move(at(150, 100), map);
    mode.up(at(150, 100), map);
    expect(map.dragPan).toBe(true);
    const moved = (id: string) =>
      plan.value.objects.find((o) => o.id === id)!.position.lng - before.objects.find((o) => o.id === id)!.position.lng;
    expect(moved('a')).toBeCloseTo(50 / PX, 9);
    expect(moved('b')).toBeCloseTo(50 / PX, 9);
    expect(moved('c')).toBe(0);
    undo();
    expect(plan.value.objects).toEqual(before.objects);
  });

  it('a press on one member of a selection without moving selects only it', () => {
    const mode = createSelectMode();
    click(mode, map, at(100, 100));
    click(mode, map, at(200, 100, true));
    click(mode, map, at(200, 100));
    expect(selection.value).toEqual({ objects: ['b'], shapes: [] });
  });

  it('a shift-drag on empty map selects by box, and shows the box while dragging', () => {
    const mode = createSelectMode();
    mode.down(at(50, 50, true), map);
    mode.move(at(250, 150, true), map);
    expect(selectionBox.value).toEqual({ x0: 50, y0: 50, x1: 250, y1: 150 });
    mode.up(at(250, 150, true), map);
    expect(selectionBox.value).toBeNull();
    expect(selection.value).toEqual({ objects: ['a', 'b'], shapes: [] });
    // Shift adds: a second box around the polygon's corner keeps the chairs.
    mode.down(at(390, 390, true), map);
    mode.move(at(410, 410, true), map);
    mode.up(at(410, 410, true), map);
    expect(selection.value).toEqual({ objects: ['a', 'b'], shapes: ['zone'] });
  });

  it('a plain drag on empty map is the map pan: nothing selected, pan untouched', () => {
    const mode = createSelectMode();
    mode.down(at(50, 50), map);
    mode.move(at(250, 150), map);
    mode.up(at(250, 150), map);
    expect(map.dragPan).toBe(true);
    expect(selection.value.objects).toEqual([]);
  });

  it('Escape clears the selection, and says so', () => {
    const mode = createSelectMode();
    click(mode, map, at(100, 100));
    expect(mode.cancel()).toBe(true);
    expect(selection.value.objects).toEqual([]);
    expect(mode.cancel()).toBe(false);
  });
});

describe('place and layout modes', () => {
  it('place mode places one object per click and uses the click', () => {
    choosePlacementType('grill');
    expect(placeMode.click(at(600, 600), map)).toBe(true);
    expect(plan.value.objects).toHaveLength(4);
    expect(placement.value).toBeNull();
  });

  it('layout mode fills a rectangle with rows of chairs in two clicks, one undo step, selected', () => {
    chooseLayout('fill', 'chair');
    layoutMode.click(at(1000, 1000), map);
    expect(layoutTool.value?.points).toHaveLength(1);
    // 39.5 × 38.5 ft: rows of 10 chairs at 2 ft, a 4 ft aisle, 8 more (18); 13 rows at 3 ft.
    const feetPx = (ft: number) => ((ft * FEET_TO_METRES) / METRES_PER_DEGREE_LAT) * PX;
    layoutMode.click(at(1000 + feetPx(39.5) / Math.cos((40.8 * Math.PI) / 180), 1000 + feetPx(38.5)), map);
    expect(layoutTool.value).toBeNull();
    const added = plan.value.objects.length - 3;
    expect(added).toBe(18 * 13);
    expect(selection.value.objects).toHaveLength(added);
    undo();
    expect(plan.value.objects).toHaveLength(3);
  });

  it('a stage drawn by two corners on a map turned to 29° is square to the screen, its rotation the bearing', () => {
    mapView.value = { ...mapView.peek(), bearing: 29 };
    try {
      // Two corners of a 40 × 40 m square as seen on that screen: right is 119° on the compass, up 29°.
      const t = (29 * Math.PI) / 180;
      const corner = (r: number, u: number) => {
        const [east, north] = [r * Math.cos(t) + u * Math.sin(t), -r * Math.sin(t) + u * Math.cos(t)];
        const lat = 40.8 + north / METRES_PER_DEGREE_LAT;
        const lng = -74 + east / (METRES_PER_DEGREE_LAT * Math.cos((40.8 * Math.PI) / 180));
        return { lng, lat, x: 0, y: 0, shiftKey: false };
      };
      choosePlacementType('stage');
      placeMode.click(corner(-20, 20), map);
      placeMode.click(corner(20, -20), map);
      const stage = plan.value.objects.at(-1)!;
      expect(stage.type).toBe('stage');
      expect(stage.properties.rotationDeg).toBeCloseTo(29, 6);
      expect(stage.properties.widthFt).toBeCloseTo(40 / FEET_TO_METRES, 0);
      expect(stage.properties.depthFt).toBeCloseTo(40 / FEET_TO_METRES, 0);
    } finally {
      mapView.value = { ...mapView.peek(), bearing: 0 };
    }
  });

  it('the object picked in Event Objects is the one the Layout tools lay out (a stage is not laid out)', () => {
    layoutObject.value = 'chair';
    choosePlacementType('barricade');
    expect(layoutObject.value).toBe('barricade');
    choosePlacementType('stage');
    expect(layoutObject.value).toBe('barricade');
    chooseLayout('line', layoutObject.value);
    expect(placement.value).toBeNull();
    expect(layoutTool.value?.typeId).toBe('barricade');
    layoutTool.value = null;
  });

  it("'Along Line' shows the run's count before placing it; Cancel places nothing and waits for a new line", () => {
    chooseLayout('line', 'barricade');
    // 80 ft east: ten 8 ft barricades.
    const feetPx = (ft: number) => ((ft * FEET_TO_METRES) / METRES_PER_DEGREE_LAT) * PX;
    const end = 1000 + feetPx(80.5) / Math.cos((40.8 * Math.PI) / 180);
    layoutMode.click(at(1000, 1000), map);
    layoutMode.click(at(end, 1000), map);
    expect(plan.value.objects).toHaveLength(3);
    expect(pendingLayout(layoutTool.value)).toMatchObject({ count: 10 });
    expect(pendingLayout(layoutTool.value)!.lengthM).toBeCloseTo(80.5 * FEET_TO_METRES, 1);
    // Clicks while the question is open do nothing; a double-click there is the mode's, not a zoom.
    layoutMode.click(at(end, 1000), map);
    expect(plan.value.objects).toHaveLength(3);
    expect(modeTakesDblClick()).toBe(true);
    discardPendingLayout();
    expect(layoutTool.value?.points).toEqual([]);
    expect(plan.value.objects).toHaveLength(3);
    layoutMode.click(at(1000, 1000), map);
    layoutMode.click(at(end, 1000), map);
    expect(placePendingLayout()).toBe(10);
    expect(layoutTool.value).toBeNull();
    expect(plan.value.objects.slice(3).every((o) => o.type === 'barricade')).toBe(true);
    expect(selection.value.objects).toHaveLength(10);
    expect(modeTakesDblClick()).toBe(false);
    undo();
    expect(plan.value.objects).toHaveLength(3);
  });

  it('Escape leaves the layout tool', () => {
    chooseLayout('line', 'barricade');
    expect(layoutMode.cancel()).toBe(true);
    expect(layoutTool.value).toBeNull();
  });
});
