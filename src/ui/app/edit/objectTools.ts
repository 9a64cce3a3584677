/**
 * Where the hovered (or selected, or noted) object's Edit and Remove tools stand: the object and its
 * spot on screen, following the camera. Derived here, so the component only draws what it is given.
 */
import { computed } from '@preact/signals-react';
import type { PlacedObject } from '../../../shared/objects/placed';
import { hoveredObjectId, noteEditorFor, plan, selectedObjectId } from '../../store/plan';
import { mapPort, mapView } from '../../store/map';

export interface ObjectTools {
  object: PlacedObject;
  at: { x: number; y: number };
  /** The note editor is open on the object. */
  editing: boolean;
}

export const objectTools = computed((): ObjectTools | null => {
  void mapView.value; // follows the map as it moves
  const editing = noteEditorFor.value;
  const id = editing ?? hoveredObjectId.value ?? selectedObjectId.value;
  const object = id ? plan.value.objects.find((o) => o.id === id) : undefined;
  const at = object ? mapPort.value?.camera.project(object.position.lng, object.position.lat) : null;
  return object && at ? { object, at, editing: editing === object.id } : null;
});

/** 'Edit' opens the object's note editor; Cancel and Save close it. */
export function openNoteEditor(id: string): void {
  noteEditorFor.value = id;
}

export function closeNoteEditor(): void {
  noteEditorFor.value = null;
}
