// The draw mode through the test adapter: terra-draw has the pointer, so the mode takes every click
// from the map (no area, no popup) and shows terra-draw's crosshair; Escape and its exit end the tool.
import '../../support/nodeWindow';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawMode } from '../../../src/ui/app/modes/drawMode';
import { replacePlan } from '../../../src/ui/app/plan/planController';
import { drawTool } from '../../../src/ui/store/draw';
import { plan, selection } from '../../../src/ui/store/plan';
import { createModeAdapter, type ModeAdapter } from '../../support/modeAdapter';

let map: ModeAdapter;
beforeEach(() => {
  replacePlan({ objects: [], shapes: [] });
  map = createModeAdapter();
  drawTool.value = 'polygon';
  map.enter(drawMode);
});

describe('draw mode', () => {
  it("entered, shows terra-draw's crosshair; clicks and drags are terra-draw's, not the map's nor the selection's", () => {
    expect(map.port.state.cursor).toBe('crosshair');
    expect(map.click(100, 100)).toBe(true);
    map.drag([100, 100], [200, 200], { shiftKey: true });
    expect(map.port.named('pointer.setDragPan')).toEqual([[true]]);
    expect(selection.value).toEqual({ objects: [], shapes: [] });
    expect(plan.value.shapes).toEqual([]);
  });

  it('Escape ends the drawing tool', () => {
    expect(map.manager.cancel()).toBe(true);
    expect(drawTool.value).toBeNull();
  });

  it('left for another mode: the tool ends and the cursor is reset', () => {
    map.leave();
    expect(drawTool.value).toBeNull();
    expect(map.port.state.cursor).toBe('');
  });
});
