/**
 * Spot numbers: the number printed beside each placed object on the packet's plan, listed in its
 * equipment table and in the CSV equipment list, so a vendor or an inspector finds 'spot 14' on the
 * ground. One numbering for all three: by equipment group in the table's order (types by name),
 * then in the order the objects were placed, so each type's spots run in one block (grills 1–12).
 */
import type { PlacedObject } from '../objects/placed';
import { equipmentGroups } from './legend';

export interface Spot {
  number: number;
  object: PlacedObject;
}

/** Every object with its spot number, numbered from 1 in spot order. */
export function spots(objects: readonly PlacedObject[]): Spot[] {
  let next = 1;
  return equipmentGroups(objects).flatMap((g) => g.objects.map((object) => ({ number: next++, object })));
}

/** Object id → spot number. */
export function spotNumbers(objects: readonly PlacedObject[]): Map<string, number> {
  return new Map(spots(objects).map((s) => [s.object.id, s.number]));
}

/** Sorted numbers as ranges: '1–4, 7, 9–10'. */
export function spotRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]!}–${sorted[j]!}`);
    i = j + 1;
  }
  return parts.join(', ');
}
