/** The object under the pointer, for its Edit and Remove buttons, with a short grace on leaving. */
import { debounce } from '../../../shared/async/debounce';
import { hoveredObjectId } from '../../store/plan';

/** A short grace, so the pointer can travel from the object to its Edit and Remove buttons. */
const HOVER_GRACE_MS = 600;
const unhoverAfterGrace = debounce(() => (hoveredObjectId.value = null), HOVER_GRACE_MS);

export function setHovered(id: string | null): void {
  unhoverAfterGrace.cancel();
  if (id) hoveredObjectId.value = id;
  else unhoverAfterGrace();
}

export function keepHover(id: string): void {
  unhoverAfterGrace.cancel();
  hoveredObjectId.value = id;
}

/** No object hovered, at once: the mode that hovered it was left. */
export function clearHover(): void {
  unhoverAfterGrace.cancel();
  hoveredObjectId.value = null;
}
