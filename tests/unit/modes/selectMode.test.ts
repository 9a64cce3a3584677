// The select mode through the test adapter: click, Shift-click, drag to move, Shift-drag to box-select,
// Escape; and its exit mid-gesture, which leaves no box, the map's drag-pan on and the cursor reset.
import '../../support/nodeWindow';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSelectMode } from '../../../src/ui/app/modes/selectMode';
import { replacePlan, undo } from '../../../src/ui/app/plan/planController';
import { createPlacedObject } from '../../../src/shared/objects/placed';
import { objectType } from '../../../src/shared/objects/catalogue';
import { hoveredObjectId, plan, selection } from '../../../src/ui/store/plan';
import { selectionBox } from '../../../src/ui/store/edit';
import { createModeAdapter, PX_PER_DEGREE as PX, toLngLat, type ModeAdapter } from '../../support/modeAdapter';

const chair = (id: string, x: number, y: number) =>
  createPlacedObject(objectType('chair')!, toLngLat(x, y), { id, now: new Date(0) });

let map: ModeAdapter;
beforeEach(() => {
  map = createModeAdapter();
  map.enter(createSelectMode());
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
  selection.value = { objects: [], shapes: [] };
});

describe('select mode', () => {
  it('click selects, shift-click adds and takes out, a click on empty map clears', () => {
    expect(map.click(100, 100)).toBe(true);
    expect(selection.value).toEqual({ objects: ['a'], shapes: [] });
    map.click(200, 100, { shiftKey: true });
    expect(selection.value).toEqual({ objects: ['a', 'b'], shapes: [] });
    map.click(200, 100, { shiftKey: true });
    expect(selection.value).toEqual({ objects: ['a'], shapes: [] });
    expect(map.click(600, 600)).toBe(false);
    expect(selection.value).toEqual({ objects: [], shapes: [] });
  });

  it('selects a drawn shape by a click inside it', () => {
    map.click(480, 410);
    expect(selection.value).toEqual({ objects: [], shapes: ['zone'] });
  });

  it('shows the move cursor over an object and marks it hovered', () => {
    map.move(100, 100);
    expect(map.port.state.cursor).toBe('move');
    expect(hoveredObjectId.value).toBe('a');
  });

  it('a drag on a selected object moves the whole selection, one undo step, with the map held still', () => {
    map.click(100, 100);
    map.click(200, 100, { shiftKey: true });
    const before = plan.value;
    map.down(100, 100);
    expect(map.port.state.dragPan).toBe(false);
    map.drag([100, 100], [150, 100]);
    expect(map.port.state.dragPan).toBe(true);
    const moved = (id: string) =>
      plan.value.objects.find((o) => o.id === id)!.position.lng - before.objects.find((o) => o.id === id)!.position.lng;
    expect(moved('a')).toBeCloseTo(50 / PX, 9);
    expect(moved('b')).toBeCloseTo(50 / PX, 9);
    expect(moved('c')).toBe(0);
    undo();
    expect(plan.value.objects).toEqual(before.objects);
  });

  it('a press on one member of a selection without moving selects only it', () => {
    map.click(100, 100);
    map.click(200, 100, { shiftKey: true });
    map.click(200, 100);
    expect(selection.value).toEqual({ objects: ['b'], shapes: [] });
  });

  it('a shift-drag on empty map selects by box, and shows the box while dragging', () => {
    map.down(50, 50, { shiftKey: true });
    map.move(250, 150, { shiftKey: true });
    expect(selectionBox.value).toEqual({ x0: 50, y0: 50, x1: 250, y1: 150 });
    expect(map.port.state.cursor).toBe('crosshair');
    map.up(250, 150, { shiftKey: true });
    expect(selectionBox.value).toBeNull();
    expect(selection.value).toEqual({ objects: ['a', 'b'], shapes: [] });
    // Shift adds: a second box around the polygon's corner keeps the chairs.
    map.drag([390, 390], [410, 410], { shiftKey: true });
    expect(selection.value).toEqual({ objects: ['a', 'b'], shapes: ['zone'] });
  });

  it('a plain drag on empty map is the map pan: nothing selected, pan untouched', () => {
    const panSettings = map.port.named('pointer.setDragPan').length;
    map.drag([50, 50], [250, 150]);
    expect(map.port.named('pointer.setDragPan')).toHaveLength(panSettings);
    expect(selection.value.objects).toEqual([]);
  });

  it('Escape clears the selection, and says so', () => {
    map.click(100, 100);
    expect(map.manager.cancel()).toBe(true);
    expect(selection.value.objects).toEqual([]);
    expect(map.manager.cancel()).toBe(false);
  });

  it('left in the middle of a box: no box is left, the map pans again, the cursor and hover are reset', () => {
    map.move(100, 100);
    map.down(50, 50, { shiftKey: true });
    map.move(250, 150, { shiftKey: true });
    expect(map.port.state.dragPan).toBe(false);
    map.leave();
    expect(selectionBox.value).toBeNull();
    expect(map.port.state.dragPan).toBe(true);
    expect(map.port.state.cursor).toBe('');
    expect(hoveredObjectId.value).toBeNull();
    // Its release, arriving after, selects nothing: the gesture ended with the mode.
    map.up(250, 150, { shiftKey: true });
    expect(selection.value.objects).toEqual([]);
  });

  it('left in the middle of a drag: the move so far stays (one undo step), the next moves go nowhere', () => {
    const mode = createSelectMode();
    map.enter(mode);
    // Two selected, so the press lands on an object and not on the selection's turn handle.
    map.click(100, 100);
    map.click(200, 100, { shiftKey: true });
    const before = plan.value.objects[0]!.position.lng;
    map.down(100, 100);
    for (let x = 104; x <= 140; x += 4) map.move(x, 100);
    map.leave();
    expect(map.port.state.dragPan).toBe(true);
    const after = plan.value.objects[0]!.position.lng;
    expect(after - before).toBeCloseTo(40 / PX, 9);
    // Entered again, a move without a press moves nothing.
    map.enter(mode);
    map.move(200, 300);
    expect(plan.value.objects[0]!.position.lng).toBe(after);
  });
});
