// The zone creator's mode through the test adapter: a click on an intersection picks it as the next
// node, the cursor says "add a node" only over one, Escape clears the nodes; its exit (a preview shown,
// the creator closed) keeps the nodes, which belong to the zone, and resets the cursor.
import '../../support/nodeWindow';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_ZONE_CREATOR_STATE } from '../../../src/shared/zoneCreator/state';
import { zoneMode } from '../../../src/ui/app/modes/zoneMode';
import { dispatchZone } from '../../../src/ui/app/zone/zoneCreatorController';
import { geographyType } from '../../../src/ui/store/geography';
import { mapPort } from '../../../src/ui/store/map';
import { zoneClicksAnswered, zoneCreator, zoneNodeNames } from '../../../src/ui/store/zoneCreator';
import { geography, resetEngines } from '../../support/fakeEngines';
import { intersectionTarget } from '../../support/focusTargets';
import { createModeAdapter, toLngLat, type ModeAdapter } from '../../support/modeAdapter';

vi.mock('../../../src/ui/app/engines/engines', () => import('../../support/fakeEngines'));

/** An intersection drawn at (300, 400) on the test screen; record 11 in the geography worker. */
const NODE = { idx: 11, name: 'W 42 St & 6 Av', x: 300, y: 400 };

let map: ModeAdapter;
beforeEach(() => {
  resetEngines();
  map = createModeAdapter({
    areaPropsAt: (x, y) => (x === NODE.x && y === NODE.y ? { _idx: NODE.idx, name: NODE.name } : null),
  });
  mapPort.value = map.port;
  geography.focusTarget.mockImplementation(async (_mode, idx) => {
    const { lng, lat } = toLngLat(NODE.x, NODE.y);
    return idx === NODE.idx ? intersectionTarget(idx, NODE.name, [lng, lat]) : null;
  });
  geographyType.value = 'intersections';
  zoneCreator.value = INITIAL_ZONE_CREATOR_STATE;
  zoneNodeNames.value = new Map();
  zoneClicksAnswered.value = 0;
  dispatchZone({ type: 'activate' });
  map.enter(zoneMode);
});

/** A click, and the geography worker's answer to it. */
async function clickAt(x: number, y: number): Promise<boolean> {
  const answered = zoneClicksAnswered.peek();
  const used = map.click(x, y);
  await vi.waitFor(() => expect(zoneClicksAnswered.value).toBe(answered + 1));
  return used;
}

describe('zone mode', () => {
  it('a click on an intersection picks it; a click elsewhere picks nothing; both are the mode’s', async () => {
    expect(await clickAt(10, 10)).toBe(true);
    expect(zoneCreator.value.selectedNodes).toEqual([]);
    expect(await clickAt(NODE.x, NODE.y)).toBe(true);
    expect(zoneCreator.value.selectedNodes.map((n) => n.id)).toEqual([NODE.idx]);
    expect(zoneNodeNames.value.get(NODE.idx)).toBe(NODE.name);
  });

  it('says "add a node" with the cursor over an intersection only', () => {
    map.move(10, 10);
    expect(map.cursors()).not.toContain('crosshair');
    map.move(NODE.x, NODE.y);
    expect(map.port.state.cursor).toBe('crosshair');
  });

  it('Escape clears the nodes, and says whether there were any', async () => {
    await clickAt(NODE.x, NODE.y);
    expect(map.manager.cancel()).toBe(true);
    expect(zoneCreator.value.selectedNodes).toEqual([]);
    expect(map.manager.cancel()).toBe(false);
  });

  it('left (a preview shown): the nodes stay, the cursor is reset', async () => {
    await clickAt(NODE.x, NODE.y);
    map.move(NODE.x, NODE.y);
    map.leave();
    expect(zoneCreator.value.selectedNodes.map((n) => n.id)).toEqual([NODE.idx]);
    expect(map.port.state.cursor).toBe('');
  });
});
