/**
 * Every keyboard and pointer binding, as data: each action owns its name, keys, when it applies and
 * what it performs. Keys, buttons and the About dialog's keybinding list all go through it: a key
 * performs the action its test matches, a button performs its action by name (`performAction`) and
 * shows the action's key (`withKey`), and the list is generated from it.
 */
import { CAMERA } from '../../shared/map/constants';
import { closeOverlap } from '../app/focus/focusController';
import { overlap } from '../store/focus';
import { mapPort } from '../store/map';
import { placement, plan } from '../store/plan';
import { placeAtMapCentre } from '../app/edit/keyboardPlacement';
import { resetNorth } from '../app/map/cameraController';
import { redo, undo } from '../app/plan/planController';
import { flip, rotate, ROTATE_STEP_DEG } from '../app/edit/placement';
import { cancelActive } from '../app/modes/activeMode';
import { clearZoneNodes, zoneCreatorHasNodes } from '../app/zone/zoneCreatorController';
import {
  canPaste,
  copySelected,
  deleteSelection,
  duplicateSelection,
  hasSelection,
  STEP_BIG_FT,
  STEP_FT,
  stepSelection,
  paste,
  selectAll,
} from '../app/edit/editController';

export type ActionName =
  | 'rotateCounterclockwise'
  | 'rotateClockwise'
  | 'cancel'
  | 'placeAtCentre'
  | 'stepSelection'
  | 'duplicate'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'flip'
  | 'rotateObject'
  | 'deleteSelection'
  | 'undo'
  | 'redo'
  | 'select'
  | 'boxSelect'
  | 'moveSelection'
  | 'resetNorth'
  | 'focusTop'
  | 'chooseArea';

export interface Action {
  name: ActionName;
  /** What the user presses or does, each way as shown: the first is the one a button names. */
  keys: readonly string[];
  description: string;
  /** Whether a key event is this action's key; pointer gestures and buttons have none. */
  keyTest?: (e: KeyboardEvent) => boolean;
  /** Whether the action applies now (a selection to duplicate): asked for its key and its button alike. */
  when?: () => boolean;
  /** What it does; gestures the interaction modes perform (app/modes) are listed only. */
  perform?: (e?: KeyboardEvent) => void;
  /** Taken before the map sees the key (the arrows would otherwise also pan the focused map). */
  beforeMap?: boolean;
}

const plain = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey;
const ctrl = (e: KeyboardEvent, key: string) =>
  (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === key;

/** Screen directions of the arrow keys: right and up. */
const ARROWS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export const ACTIONS: readonly Action[] = [
  {
    name: 'rotateCounterclockwise',
    keys: ['Q'],
    description: `Rotate the map counterclockwise by ${CAMERA.rotationStepDeg}°`,
    keyTest: (e) => plain(e) && e.key.toLowerCase() === 'q',
    perform: () => mapPort.peek()?.camera.rotateBy(-CAMERA.rotationStepDeg),
  },
  {
    name: 'rotateClockwise',
    keys: ['E'],
    description: `Rotate the map clockwise by ${CAMERA.rotationStepDeg}°`,
    keyTest: (e) => plain(e) && e.key.toLowerCase() === 'e',
    perform: () => mapPort.peek()?.camera.rotateBy(CAMERA.rotationStepDeg),
  },
  {
    // The active mode cancels one thing at a time: an Escape that ends placement keeps the selection and nodes.
    name: 'cancel',
    keys: ['Esc'],
    description:
      "Close the chooser; else cancel placement, drawing or a layout, clear the Zone Creator's nodes, or clear the selection",
    keyTest: (e) => e.key === 'Escape',
    perform: () => {
      if (overlap.peek()) return closeOverlap();
      // The zone creator's nodes outlive its picking (after 'Generate Zone'); Escape still clears them.
      if (!cancelActive() && zoneCreatorHasNodes()) clearZoneNodes();
    },
  },
  {
    // Buttons keep their own Enter (choosing 'Chair' with Enter must not place one at once).
    name: 'placeAtCentre',
    keys: ['Enter', 'Shift+Enter'],
    description: "While placing, put the object at the map's centre (Shift: stay in batch mode)",
    keyTest: (e) => plain(e) && e.key === 'Enter' && !isControl(e.target),
    when: () => placement.peek() !== null,
    perform: (e) => void placeAtMapCentre(e?.shiftKey ?? false),
  },
  {
    name: 'stepSelection',
    keys: ['Arrow keys', 'Shift+Arrow keys'],
    description: `Move the selection ${STEP_FT} ft (Shift: ${STEP_BIG_FT} ft) on screen`,
    keyTest: (e) => !e.ctrlKey && !e.metaKey && !e.altKey && e.key in ARROWS,
    when: hasSelection,
    beforeMap: true,
    perform: (e) => {
      // Without a key (performed by name) it steps right.
      const [right, up] = ARROWS[e?.key ?? 'ArrowRight'] ?? [1, 0];
      const step = e?.shiftKey ? STEP_BIG_FT : STEP_FT;
      stepSelection(right * step, up * step);
    },
  },
  {
    name: 'duplicate',
    keys: ['Ctrl+D'],
    description: 'Duplicate the selection beside it',
    keyTest: (e) => ctrl(e, 'd'),
    when: hasSelection,
    perform: () => void duplicateSelection(),
  },
  {
    name: 'copy',
    keys: ['Ctrl+C'],
    description: 'Copy the selection',
    keyTest: (e) => ctrl(e, 'c'),
    when: hasSelection,
    perform: () => void copySelected(),
  },
  {
    name: 'paste',
    keys: ['Ctrl+V'],
    description: 'Paste what was copied at the pointer',
    keyTest: (e) => ctrl(e, 'v'),
    when: canPaste,
    perform: () => void paste(),
  },
  {
    name: 'selectAll',
    keys: ['Ctrl+A'],
    description: 'Select every placed object and drawn shape',
    keyTest: (e) => ctrl(e, 'a'),
    when: () => plan.peek().objects.length > 0 || plan.peek().shapes.length > 0,
    perform: selectAll,
  },
  {
    name: 'flip',
    keys: [', . < >'],
    description: 'Flip the object being placed, or the selected objects',
    keyTest: (e) => plain(e) && [',', '.', '<', '>'].includes(e.key),
    perform: flip,
  },
  {
    name: 'rotateObject',
    keys: ['R', 'Shift+R'],
    description: `Turn the object being placed, or the selection, by ${ROTATE_STEP_DEG}° (Shift: the other way)`,
    keyTest: (e) => plain(e) && e.key.toLowerCase() === 'r',
    perform: (e) => rotate(e?.shiftKey ? -ROTATE_STEP_DEG : ROTATE_STEP_DEG),
  },
  {
    name: 'deleteSelection',
    keys: ['Delete', 'Backspace'],
    description: 'Remove the selected objects and shapes',
    keyTest: (e) => plain(e) && (e.key === 'Delete' || e.key === 'Backspace'),
    perform: () => void deleteSelection(),
  },
  {
    name: 'undo',
    keys: ['Ctrl+Z'],
    description: 'Undo the last change to the plan',
    keyTest: (e) => (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z',
    perform: undo,
  },
  {
    name: 'redo',
    keys: ['Ctrl+Shift+Z', 'Ctrl+Y'],
    description: 'Redo the change last undone',
    keyTest: (e) =>
      (e.ctrlKey || e.metaKey) &&
      ((e.shiftKey && e.key.toLowerCase() === 'z') || (!e.shiftKey && e.key.toLowerCase() === 'y')),
    perform: redo,
  },
  {
    name: 'select',
    keys: ['Click an object or shape'],
    description: 'Select it (Shift-click adds to the selection or takes out)',
  },
  { name: 'boxSelect', keys: ['Shift+drag on empty map'], description: 'Select everything in the box' },
  { name: 'moveSelection', keys: ['Drag a selected item'], description: 'Move the whole selection (one undo step)' },
  { name: 'resetNorth', keys: ['North button'], description: 'Turn the map back to north', perform: resetNorth },
  { name: 'focusTop', keys: ['Double-click an area'], description: 'Focus the top (smallest) area under the pointer' },
  { name: 'chooseArea', keys: ['Click an area'], description: 'Focus it, or choose among overlapping areas' },
];

/** A button or link: Enter is theirs. */
function isControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && typeof el.tagName === 'string' && ['BUTTON', 'A', 'SUMMARY'].includes(el.tagName);
}

/** Keys typed into a field belong to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

function actionFor(e: KeyboardEvent): Action | undefined {
  if (isTypingTarget(e.target) || e.defaultPrevented) return undefined;
  if (document.querySelector('dialog[open]')) return undefined;
  return ACTIONS.find((a) => a.keyTest?.(e) && applies(a));
}

const applies = (a: Action): boolean => a.when?.() ?? true;

export function actionNamed(name: ActionName): Action {
  // Every name in the union is in the table (tests/controllers/actions.test.ts walks both).
  return ACTIONS.find((a) => a.name === name)!;
}

/** A button's click: the action performs when it applies now; false when it did not. */
export function performAction(name: ActionName): boolean {
  const action = actionNamed(name);
  if (!action.perform || !applies(action)) return false;
  action.perform();
  return true;
}

/** A button's title with its action's key, 'Duplicate (Ctrl+D)'; the label alone for an action without a key. */
export function withKey(label: string, name: ActionName): string {
  const action = actionNamed(name);
  return action.keyTest && action.keys[0] ? `${label} (${action.keys[0]})` : label;
}

export function handleKeydown(e: KeyboardEvent): void {
  const action = actionFor(e);
  if (!action?.perform || action.beforeMap) return;
  e.preventDefault();
  action.perform(e);
}

/** The capture-phase listener: actions marked `beforeMap` run here and the map never gets the key. */
export function handleKeydownBeforeMap(e: KeyboardEvent): void {
  const action = actionFor(e);
  if (!action?.perform || !action.beforeMap) return;
  e.preventDefault();
  e.stopPropagation();
  action.perform(e);
}
