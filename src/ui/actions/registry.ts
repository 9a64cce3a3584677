/**
 * Every keyboard and pointer binding, as data: each action owns its name, keys, test and perform.
 * The About dialog's keybinding list is generated from this registry.
 */
import { CAMERA } from '../../shared/app/constants';
import { closeOverlap } from '../app/focusController';
import { overlap } from '../store/focus';
import { mapAdapter } from '../store/map';

export interface Action {
  name: string;
  /** What the user presses or does, as shown in the keybinding list. */
  keys: string;
  description: string;
  /** Keyboard actions test the event; pointer gestures are listed only. */
  keyTest?: (e: KeyboardEvent) => boolean;
  perform?: () => void;
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
    keyTest: (e) => e.key === 'Escape' && overlap.peek() !== null,
    perform: closeOverlap,
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
  action.perform();
}
