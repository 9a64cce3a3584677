/** The object under the pointer, for its Edit and Remove buttons, with a short grace on leaving. */
import { hoveredObjectId } from '../../store/plan';

let hoverTimer: ReturnType<typeof setTimeout> | undefined;

export function setHovered(id: string | null): void {
  clearTimeout(hoverTimer);
  if (id) hoveredObjectId.value = id;
  // A short grace, so the pointer can travel from the object to its Edit and Remove buttons.
  else hoverTimer = setTimeout(() => (hoveredObjectId.value = null), 600);
}

export function keepHover(id: string): void {
  clearTimeout(hoverTimer);
  hoveredObjectId.value = id;
}
