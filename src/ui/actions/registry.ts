/**
 * Every keyboard and pointer binding, as data: each action owns its name, keys, test and perform.
 * The About dialog's keybinding list is generated from this registry.
 */
import { CAMERA } from '../../shared/app/constants';
import { closeOverlap } from '../app/focusController';
import { overlap } from '../store/focus';
import { mapAdapter } from '../store/map';
import { placement } from '../store/plan';
import { clearZoneNodes, zoneCreatorHasNodes } from '../app/zoneCreatorController';
import { drawTool } from '../store/draw';
import { cancelDrawing } from '../app/drawController';
import { cancelPlacement, flip, redo, removeSelected, rotate, ROTATE_STEP_DEG, undo } from '../app/planController';

export interface Action {
  name: string;
  /** What the user presses or does, as shown in the keybinding list. */
  keys: string;
  description: string;
  /** Keyboard actions test the event; pointer gestures are listed only. */
  keyTest?: (e: KeyboardEvent) => boolean;
  perform?: (e?: KeyboardEvent) => void;
}

const plain = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey;

export const ACTIONS: readonly Action[] = [
  {
    name: 'rotateCounterclockwise',
    keys: 'Q',
    description: `Rotate the map counterclockwise by ${CAMERA.rotationStepDeg}°`,
    keyTest: (e) => plain(e) && e.key.toLowerCase() === 'q',
    perform: () => mapAdapter.peek()?.rotateBy(-CAMERA.rotationStepDeg),
  },
  {
    name: 'rotateClockwise',
    keys: 'E',
    description: `Rotate the map clockwise by ${CAMERA.rotationStepDeg}°`,
    keyTest: (e) => plain(e) && e.key.toLowerCase() === 'e',
    perform: () => mapAdapter.peek()?.rotateBy(CAMERA.rotationStepDeg),
  },
  {
    name: 'cancel',
    keys: 'Esc',
    description: 'Cancel placement or drawing, or close the open dialog or chooser',
    keyTest: (e) => e.key === 'Escape' && (drawTool.peek() !== null || placement.peek() !== null || overlap.peek() !== null),
    perform: () => (drawTool.peek() ? cancelDrawing() : placement.peek() ? cancelPlacement() : closeOverlap()),
  },
  {
    // After 'cancel': an Escape that cancels placement or a chooser does not also drop the picked nodes.
    name: 'clearZoneNodes',
    keys: 'Esc',
    description: 'Clear the nodes selected in the Zone Creator',
    keyTest: (e) => e.key === 'Escape' && zoneCreatorHasNodes(),
    perform: clearZoneNodes,
  },
  {
    name: 'flip',
    keys: ', . < >',
    description: 'Flip the object being placed, or the selected object',
    keyTest: (e) => plain(e) && [',', '.', '<', '>'].includes(e.key),
    perform: flip,
  },
  {
    name: 'rotateObject',
    keys: 'R / Shift+R',
    description: `Turn the object being placed, or the selected object, by ${ROTATE_STEP_DEG}° (Shift: the other way)`,
    keyTest: (e) => plain(e) && e.key.toLowerCase() === 'r',
    perform: (e) => rotate(e?.shiftKey ? -ROTATE_STEP_DEG : ROTATE_STEP_DEG),
  },
  {
    name: 'deleteObject',
    keys: 'Delete / Backspace',
    description: 'Remove the clicked object',
    keyTest: (e) => plain(e) && (e.key === 'Delete' || e.key === 'Backspace'),
    perform: () => void removeSelected(),
  },
  {
    name: 'undo',
    keys: 'Ctrl+Z',
    description: 'Undo the last change to the plan',
    keyTest: (e) => (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z',
    perform: undo,
  },
  {
    name: 'redo',
    keys: 'Ctrl+Shift+Z / Ctrl+Y',
    description: 'Redo the change last undone',
    keyTest: (e) => (e.ctrlKey || e.metaKey) && ((e.shiftKey && e.key.toLowerCase() === 'z') || (!e.shiftKey && e.key.toLowerCase() === 'y')),
    perform: redo,
  },
  { name: 'resetNorth', keys: 'North button', description: 'Turn the map back to north' },
  { name: 'focusTop', keys: 'Double-click an area', description: 'Focus the top (smallest) area under the pointer' },
  { name: 'chooseArea', keys: 'Click an area', description: 'Focus it, or choose among overlapping areas' },
];

/** Keys typed into a field belong to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function handleKeydown(e: KeyboardEvent): void {
  if (isTypingTarget(e.target) || e.defaultPrevented) return;
  if (document.querySelector('dialog[open]')) return;
  const action = ACTIONS.find((a) => a.keyTest?.(e));
  if (!action?.perform) return;
  e.preventDefault();
  action.perform(e);
}
