/** The plan the organizer is drawing up: placed objects and shapes, placement mode, selection, history. */
import { computed, signal } from '@preact/signals-react';
import type { ObjectTypeId } from '../../shared/objects/catalogue';
import type { Plan } from '../../shared/objects/placed';
import { EMPTY_SELECTION, type Selection } from '../../shared/edit/selection';

export const plan = signal<Plan>({ objects: [], shapes: [] });

/** Placement mode: the type being placed, batch (shift-click) or single, and the preview's flip and turn. */
export interface Placement {
  typeId: ObjectTypeId;
  batch: boolean;
  flipped: boolean;
  rotationDeg: number;
}
export const placement = signal<Placement | null>(null);

/** The selected objects and shapes (click, shift-click, box): moved, turned, copied and deleted together. */
export const selection = signal<Selection>(EMPTY_SELECTION);
/** The one selected object, when the selection is a single object (its hover tools and properties). */
export const selectedObjectId = computed(() => {
  const s = selection.value;
  return s.objects.length === 1 && s.shapes.length === 0 ? s.objects[0]! : null;
});
/** The object under the pointer, for the Edit and Remove buttons. */
export const hoveredObjectId = signal<string | null>(null);
/** The object whose note is being edited ('Add Note'). */
export const noteEditorFor = signal<string | null>(null);

export const history = signal({ canUndo: false, canRedo: false });

/** Placed objects counted by type and name: a resized tent is counted apart from the 10 x 10 ft ones. */
export const objectCounts = computed(() => {
  const counts = new Map<string, { key: string; type: string; name: string; count: number }>();
  for (const o of plan.value.objects) {
    const key = `${o.type}\n${o.name}`;
    const entry = counts.get(key) ?? { key, type: o.type, name: o.name, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()];
});
