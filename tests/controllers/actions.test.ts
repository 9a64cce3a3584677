// The action registry, one case per action: each key performs its action (its effect on the store or
// the map), a button performs the same action by name, and an action that does not apply now (nothing
// selected to duplicate) leaves the key to the page. Gestures are listed only: the modes perform them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA } from '../../src/shared/map/constants';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { objectType } from '../../src/shared/objects/catalogue';
import {
  ACTIONS,
  actionNamed,
  handleKeydown,
  handleKeydownBeforeMap,
  performAction,
  withKey,
  type ActionName,
} from '../../src/ui/actions/registry';
import { choosePlacementType } from '../../src/ui/app/edit/placement';
import { copySelected } from '../../src/ui/app/edit/editController';
import { startModes } from '../../src/ui/app/modes/activeMode';
import { commit, replacePlan } from '../../src/ui/app/plan/planController';
import { pointer } from '../../src/ui/store/edit';
import { mapPort } from '../../src/ui/store/map';
import { placement, plan, selection } from '../../src/ui/store/plan';
import { createFakePort, type FakeMapPort } from '../support/fakePort';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const AT = { lng: -73.9836, lat: 40.7536 };
const chair = (id: string) => createPlacedObject(objectType('chair')!, AT, { id, now: new Date(0) });

interface Case {
  /** The key as the browser reports it; none for an action without a key. */
  key?: KeyboardEventInit;
  /** The store and the map as the action needs them. */
  given?: () => void;
  /** What the action did. */
  then: () => void;
}

let port: FakeMapPort;
const objects = () => plan.peek().objects;
const onlySelected = (id = 'a') => (selection.value = { objects: [id], shapes: [] });

const CASES: Record<Exclude<ActionName, 'select' | 'boxSelect' | 'moveSelection' | 'focusTop' | 'chooseArea'>, Case> = {
  rotateCounterclockwise: {
    key: { key: 'q' },
    then: () => expect(port.named('camera.rotateBy')).toEqual([[-CAMERA.rotationStepDeg]]),
  },
  rotateClockwise: {
    key: { key: 'e' },
    then: () => expect(port.named('camera.rotateBy')).toEqual([[CAMERA.rotationStepDeg]]),
  },
  cancel: {
    key: { key: 'Escape' },
    given: () => choosePlacementType('grill'),
    then: () => expect(placement.value).toBeNull(),
  },
  placeAtCentre: {
    key: { key: 'Enter' },
    given: () => choosePlacementType('grill'),
    then: () => expect(objects().map((o) => o.type)).toEqual(['chair', 'grill']),
  },
  stepSelection: {
    key: { key: 'ArrowRight' },
    given: () => onlySelected(),
    then: () => expect(objects()[0]!.position.lng).toBeGreaterThan(AT.lng),
  },
  duplicate: {
    key: { key: 'd', ctrlKey: true },
    given: () => onlySelected(),
    then: () => {
      expect(objects()).toHaveLength(2);
      expect(selection.value.objects).toEqual([objects()[1]!.id]);
    },
  },
  copy: {
    key: { key: 'c', ctrlKey: true },
    given: () => onlySelected(),
    // What was copied is what Paste then places.
    then: () => {
      performAction('paste');
      expect(objects()).toHaveLength(2);
    },
  },
  paste: {
    key: { key: 'v', ctrlKey: true },
    given: () => {
      onlySelected();
      copySelected();
      pointer.value = { lng: AT.lng + 0.0002, lat: AT.lat };
    },
    then: () => {
      expect(objects()).toHaveLength(2);
      expect(objects()[1]!.position.lng).toBeCloseTo(AT.lng + 0.0002, 9);
    },
  },
  selectAll: {
    key: { key: 'a', ctrlKey: true },
    then: () => expect(selection.value.objects).toEqual(['a']),
  },
  flip: {
    key: { key: ',' },
    given: () => onlySelected(),
    then: () => expect(objects()[0]!.properties.flipped).toBe(true),
  },
  rotateObject: {
    key: { key: 'r' },
    given: () => onlySelected(),
    then: () => expect(objects()[0]!.properties.rotationDeg).toBe(15),
  },
  deleteSelection: {
    key: { key: 'Delete' },
    given: () => onlySelected(),
    then: () => expect(objects()).toEqual([]),
  },
  undo: {
    key: { key: 'z', ctrlKey: true },
    given: () => commit({ kind: 'place', object: chair('b') }),
    then: () => expect(objects().map((o) => o.id)).toEqual(['a']),
  },
  redo: {
    key: { key: 'z', ctrlKey: true, shiftKey: true },
    given: () => {
      onlySelected();
      performAction('deleteSelection');
      performAction('undo');
    },
    then: () => expect(objects()).toEqual([]),
  },
  resetNorth: {
    then: () => expect(port.named('camera.resetNorth')).toHaveLength(1),
  },
};

let stopModes: () => void;
beforeEach(() => {
  window.addEventListener('keydown', handleKeydown);
  window.addEventListener('keydown', handleKeydownBeforeMap, { capture: true });
  port = createFakePort();
  mapPort.value = port;
  stopModes = startModes();
  replacePlan({ objects: [chair('a')], shapes: [] });
  selection.value = { objects: [], shapes: [] };
  pointer.value = null;
});
afterEach(() => {
  window.removeEventListener('keydown', handleKeydown);
  window.removeEventListener('keydown', handleKeydownBeforeMap, { capture: true });
  stopModes();
  placement.value = null;
  mapPort.value = null;
});

/** A key pressed on the page, heard as startApp listens: the capture-phase listener first, then the bubbling one. */
function press(init: KeyboardEventInit): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
  document.body.dispatchEvent(e);
  return e;
}

describe('every action', () => {
  it('has a case here, and every case an action', () => {
    const performed = ACTIONS.filter((a) => a.perform).map((a) => a.name);
    expect(Object.keys(CASES).sort()).toEqual([...performed].sort());
  });

  it('gestures are listed only: the modes and the map perform them, with no key of their own', () => {
    const gestures = ACTIONS.filter((a) => !a.perform);
    expect(gestures.map((a) => a.name)).toEqual(['select', 'boxSelect', 'moveSelection', 'focusTop', 'chooseArea']);
    expect(gestures.every((a) => !a.keyTest)).toBe(true);
  });

  for (const [name, c] of Object.entries(CASES) as [ActionName, Case][]) {
    describe(name, () => {
      if (c.key) {
        const key = c.key;
        it(`its key (${actionNamed(name).keys.join(' / ')}) performs it, and is taken from the page`, () => {
          c.given?.();
          const e = press(key);
          c.then();
          expect(e.defaultPrevented).toBe(true);
        });
      }
      it('performed by name, as a button does', () => {
        c.given?.();
        expect(performAction(name)).toBe(true);
        c.then();
      });
    });
  }
});

describe('when an action does not apply', () => {
  it('Ctrl+D with nothing selected duplicates nothing and leaves the key to the page; its button does nothing', () => {
    const e = press({ key: 'd', ctrlKey: true });
    expect(e.defaultPrevented).toBe(false);
    expect(performAction('duplicate')).toBe(false);
    expect(objects()).toHaveLength(1);
  });

  it('keys typed into a field are the field’s', () => {
    onlySelected();
    const input = document.createElement('input');
    document.body.append(input);
    const e = new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, cancelable: true });
    input.dispatchEvent(e);
    expect(objects()).toHaveLength(1);
    expect(e.defaultPrevented).toBe(false);
    input.remove();
  });
});

describe("a button's key", () => {
  it("is its action's first key, and an action without a key adds none", () => {
    expect(withKey('Duplicate', 'duplicate')).toBe('Duplicate (Ctrl+D)');
    expect(withKey('Redo', 'redo')).toBe('Redo (Ctrl+Shift+Z)');
    expect(withKey('Reset to north', 'resetNorth')).toBe('Reset to north');
  });
});
