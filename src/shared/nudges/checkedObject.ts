/**
 * A placed object as the nudge and pre-check engines read it: its name, its one size (footprintOf, the
 * size a resize set) and what the organizer wrote on it. The page sends the plan's objects in this form.
 */
import { clearWidthOf, footprintOf, type PlacedObject as PlanObject } from '../objects/placed';
import type { PlacedObject } from './engine';

export function checkedObject(o: PlanObject): PlacedObject {
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
