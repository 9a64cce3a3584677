// The layout mode through the test adapter: 'Fill Area' and 'Along Line' in two clicks, the question
// before a run is placed; Escape and its exit end the tool, leaving no preview and the cursor reset.
import '../../support/nodeWindow';
import { beforeEach, describe, expect, it } from 'vitest';
import { layoutMode } from '../../../src/ui/app/modes/layoutMode';
import { replacePlan, undo } from '../../../src/ui/app/plan/planController';
import { choosePlacementType } from '../../../src/ui/app/edit/placement';
import {
  chooseLayout,
  discardPendingLayout,
  pendingLayout,
  placePendingLayout,
} from '../../../src/ui/app/edit/layoutController';
import { placement, plan, selection } from '../../../src/ui/store/plan';
import { layoutObject, layoutTool } from '../../../src/ui/store/edit';
import { FEET_TO_METRES } from '../../../src/shared/geometry/units';
import { METRES_PER_DEGREE_LAT } from '../../../src/shared/geometry/metres';
import { createModeAdapter, PX_PER_DEGREE as PX, type ModeAdapter } from '../../support/modeAdapter';

/** Feet on the flat test screen: north–south, and east–west at 40.8°. */
const feetPx = (ft: number) => ((ft * FEET_TO_METRES) / METRES_PER_DEGREE_LAT) * PX;
const eastPx = (ft: number) => feetPx(ft) / Math.cos((40.8 * Math.PI) / 180);

let map: ModeAdapter;
beforeEach(() => {
  replacePlan({ objects: [], shapes: [] });
  layoutTool.value = null;
  map = createModeAdapter();
});

describe('layout mode', () => {
  it('fills a rectangle with rows of chairs in two clicks, one undo step, selected; crosshair meanwhile', () => {
    chooseLayout('fill', 'chair');
    map.enter(layoutMode);
    expect(map.port.state.cursor).toBe('crosshair');
    expect(map.click(1000, 1000)).toBe(true);
    expect(layoutTool.value?.points).toHaveLength(1);
    // 39.5 × 38.5 ft: rows of 10 chairs at 2 ft, a 4 ft aisle, 8 more (18); 13 rows at 3 ft.
    map.click(1000 + eastPx(39.5), 1000 + feetPx(38.5));
    expect(layoutTool.value).toBeNull();
    expect(plan.value.objects).toHaveLength(18 * 13);
    expect(selection.value.objects).toHaveLength(18 * 13);
    undo();
    expect(plan.value.objects).toHaveLength(0);
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
  });

  it("'Along Line' shows the run's count before placing it; Cancel places nothing and waits for a new line", () => {
    chooseLayout('line', 'barricade');
    map.enter(layoutMode);
    // 80 ft east: ten 8 ft barricades.
    const end = 1000 + eastPx(80.5);
    map.click(1000, 1000);
    map.click(end, 1000);
    expect(plan.value.objects).toHaveLength(0);
    expect(pendingLayout(layoutTool.value)).toMatchObject({ count: 10 });
    expect(pendingLayout(layoutTool.value)!.lengthM).toBeCloseTo(80.5 * FEET_TO_METRES, 1);
    // Clicks while the question is open do nothing.
    map.click(end, 1000);
    expect(plan.value.objects).toHaveLength(0);
    discardPendingLayout();
    expect(layoutTool.value?.points).toEqual([]);
    map.click(1000, 1000);
    map.click(end, 1000);
    expect(placePendingLayout()).toBe(10);
    expect(layoutTool.value).toBeNull();
    expect(plan.value.objects.every((o) => o.type === 'barricade')).toBe(true);
    expect(selection.value.objects).toHaveLength(10);
  });

  it('Escape leaves the layout tool', () => {
    chooseLayout('line', 'barricade');
    map.enter(layoutMode);
    expect(map.manager.cancel()).toBe(true);
    expect(layoutTool.value).toBeNull();
  });

  it('left with a line half drawn: the tool ends (no preview), the cursor is reset', () => {
    chooseLayout('line', 'barricade');
    map.enter(layoutMode);
    map.click(1000, 1000);
    map.leave();
    expect(layoutTool.value).toBeNull();
    expect(map.port.state.cursor).toBe('');
    expect(plan.value.objects).toEqual([]);
  });
});
