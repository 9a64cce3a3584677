/**
 * A placed object as the nudge and pre-check engines read it: its name, its one size (footprintOf, the
 * size a resize set) and what the organizer wrote on it. The page sends the plan's objects in this form.
 */
import type { PlacedTypeId } from '../objects/catalogue';
import type { FootprintInput } from '../objects/footprint';
import { clearWidthOf, footprintOf, type PlacedObject } from '../objects/placed';

/** The plan's object (objects/placed.ts) as the engines read it, flat: one size, its texts, its numbers. */
export interface CheckedObject extends FootprintInput {
  id: string;
  type: PlacedTypeId;
  name: string;
  note?: string;
  /** The organizer's label when renamed ('Accessible toilet'), read by the permit and site checks. */
  label?: string;
  /** A stage's deck height in feet, when set. */
  heightFt?: number;
  /** An exit's clear width in feet, when set (the egress check reads it). */
  clearWidthFt?: number;
}

export function checkedObject(o: PlacedObject): CheckedObject {
  const clearWidthFt = o.properties.clearWidthFt !== undefined ? clearWidthOf(o) : null;
  return {
    id: o.id,
    type: o.type,
    name: o.name,
    position: o.position,
    footprintFt: footprintOf(o),
    rotationDeg: o.properties.rotationDeg,
    ...(o.properties.note ? { note: o.properties.note } : {}),
    ...(o.properties.label && o.properties.label !== o.name ? { label: o.properties.label } : {}),
    ...(o.properties.heightFt !== undefined ? { heightFt: o.properties.heightFt } : {}),
    ...(clearWidthFt !== null ? { clearWidthFt } : {}),
  };
}
