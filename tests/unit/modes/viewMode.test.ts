// The view mode (a shared plan shown read-only) through the test adapter: clicks, presses and drags
// pick, place and move nothing, and are left to the map (a click may still open a popup or an area).
import '../../support/nodeWindow';
import { beforeEach, describe, expect, it } from 'vitest';
import { viewMode } from '../../../src/ui/app/modes/viewMode';
import { replacePlan } from '../../../src/ui/app/plan/planController';
import { createPlacedObject } from '../../../src/shared/objects/placed';
import { objectType } from '../../../src/shared/objects/catalogue';
import { plan, selection } from '../../../src/ui/store/plan';
import { selectionBox } from '../../../src/ui/store/edit';
import { createModeAdapter, toLngLat, type ModeAdapter } from '../../support/modeAdapter';

let map: ModeAdapter;
beforeEach(() => {
  replacePlan({
    objects: [createPlacedObject(objectType('chair')!, toLngLat(100, 100), { id: 'a', now: new Date(0) })],
    shapes: [],
  });
  map = createModeAdapter();
  map.enter(viewMode);
});

describe('view mode', () => {
  it('a click on an object selects nothing and is left to the map; a drag moves nothing; a Shift-drag boxes nothing', () => {
    const before = plan.value;
    expect(map.click(100, 100)).toBe(false);
    expect(selection.value.objects).toEqual([]);
    map.drag([100, 100], [160, 100]);
    map.down(50, 50, { shiftKey: true });
    map.move(250, 150, { shiftKey: true });
    expect(selectionBox.value).toBeNull();
    map.up(250, 150, { shiftKey: true });
    expect(plan.value).toBe(before);
    expect(selection.value.objects).toEqual([]);
    expect(map.manager.cancel()).toBe(false);
  });

  it('never holds the map still nor changes its cursor', () => {
    map.move(100, 100);
    map.drag([100, 100], [160, 100]);
    expect(map.port.named('pointer.setDragPan').filter(([on]) => on === false)).toEqual([]);
    expect(map.cursors().filter((c) => c !== '')).toEqual([]);
  });
});
