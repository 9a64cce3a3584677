// The mode manager: one mode active at a time, the old one exited (its clean-up) before the new one is
// entered; a new map keeps the mode; and the app's manager following the tools' signals, once per change.
import '../../support/nodeWindow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModeManager } from '../../../src/ui/app/modes/modeManager';
import { modes, modeTakesDblClick, startModes } from '../../../src/ui/app/modes/activeMode';
import { IDLE, type InteractionMode, type ModeName } from '../../../src/ui/app/modes/types';
import { choosePlacementType } from '../../../src/ui/app/edit/placement';
import { chooseLayout } from '../../../src/ui/app/edit/layoutController';
import { dispatchZone } from '../../../src/ui/app/zone/zoneCreatorController';
import { INITIAL_ZONE_CREATOR_STATE } from '../../../src/shared/zoneCreator/state';
import { drawTool } from '../../../src/ui/store/draw';
import { layoutTool } from '../../../src/ui/store/edit';
import { geographyType } from '../../../src/ui/store/geography';
import { mapPort } from '../../../src/ui/store/map';
import { placement } from '../../../src/ui/store/plan';
import { sharedView } from '../../../src/ui/store/share';
import { zoneCreator } from '../../../src/ui/store/zoneCreator';
import { createFakePort, type FakeMapPort } from '../../support/fakePort';
import { at } from '../../support/modeAdapter';

vi.mock('../../../src/ui/app/engines/engines', () => import('../../support/fakeEngines'));

/** A mode that writes down what happens to it. */
function recording(name: ModeName, log: string[]): InteractionMode {
  return {
    ...IDLE,
    name,
    enter: () => void log.push(`enter ${name}`),
    exit: () => void log.push(`exit ${name}`),
    cleanUp: () => void log.push(`cleanUp ${name}`),
    click: () => (log.push(`click ${name}`), true),
  };
}

describe('ModeManager', () => {
  it('exits the old mode before entering the new; the same mode again changes nothing', () => {
    const log: string[] = [];
    const a = recording('select', log);
    const b = recording('place', log);
    const manager = new ModeManager(a);
    manager.switchTo(b);
    manager.switchTo(b);
    expect(log).toEqual(['exit select', 'enter place']);
    expect(manager.active).toBe(b);
    manager.click(at(1, 1));
    expect(log.at(-1)).toBe('click place');
  });

  it('a new map: the active mode drops its gesture on the old one and enters the new one, and stays active', () => {
    const log: string[] = [];
    const a = recording('place', log);
    const manager = new ModeManager(a);
    manager.attach(createFakePort().pointer);
    manager.attach(createFakePort().pointer);
    expect(log).toEqual(['cleanUp place', 'enter place', 'cleanUp place', 'enter place']);
    expect(manager.active).toBe(a);
  });
});

describe("the app's modes, following the tools", () => {
  let port: FakeMapPort;
  let stop: () => void;
  beforeEach(() => {
    port = createFakePort();
    mapPort.value = port;
    stop = startModes();
  });
  afterEach(() => {
    stop();
    mapPort.value = null;
    sharedView.value = null;
    zoneCreator.value = INITIAL_ZONE_CREATOR_STATE;
    geographyType.value = 'parks';
  });

  it('select, place, draw, layout, select: one at a time, each left as the next tool is chosen', () => {
    expect(modes.active.name).toBe('select');
    expect(modeTakesDblClick()).toBe(false);
    choosePlacementType('chair');
    expect(modes.active.name).toBe('place');
    expect(port.state.cursor).toBe('crosshair');
    expect(modeTakesDblClick()).toBe(true);
    drawTool.value = 'polygon';
    expect(modes.active.name).toBe('draw');
    // Leaving the place mode ended placement: no preview is left under the drawing.
    expect(placement.value).toBeNull();
    chooseLayout('fill', 'chair');
    expect(modes.active.name).toBe('layout');
    expect(drawTool.value).toBeNull();
    layoutTool.value = null;
    expect(modes.active.name).toBe('select');
    expect(port.state.cursor).toBe('');
  });

  it("the zone creator's picking, and a shared plan shown read-only, which ends any tool", () => {
    geographyType.value = 'intersections';
    dispatchZone({ type: 'activate' });
    expect(modes.active.name).toBe('zone');
    dispatchZone({ type: 'previewShown' });
    expect(modes.active.name).toBe('select');
    choosePlacementType('grill');
    sharedView.value = { status: 'viewing' };
    expect(modes.active.name).toBe('view');
    expect(placement.value).toBeNull();
    expect(modeTakesDblClick()).toBe(false);
  });

  it('the map mounted later: the active mode enters it', () => {
    choosePlacementType('chair');
    const later = createFakePort();
    mapPort.value = later;
    expect(later.state.cursor).toBe('crosshair');
    expect(modes.active.name).toBe('place');
    choosePlacementType('chair');
    expect(later.state.cursor).toBe('');
  });
});
