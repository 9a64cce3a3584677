/**
 * Spot numbers: the number printed beside each placed object on the packet's plan sheets, listed in
 * its equipment schedule and in the CSV equipment list, so a vendor or an inspector finds 'spot 14'
 * on the ground. One numbering for all of them: by equipment group in the schedule's order (types by
 * name), then in the order the objects were placed, except that a block of identical objects
 * (sheets/blocks.ts) is numbered as one run in reading order where its first member comes, so a
 * seating block prints as 'Chairs 1–48' and each type's spots run in one stretch (grills 1–12).
 */
import type { PlacedObject } from '../objects/placed';
import { equipmentGroups } from './legend';
import { findBlocks, type ObjectBlock } from './sheets/blocks';

export interface Spot {
  number: number;
  object: PlacedObject;
}

/** Every object with its spot number, numbered from 1 in spot order; `blocks` as findBlocks gives them. */
export function spots(objects: readonly PlacedObject[], blocks: readonly ObjectBlock[] = findBlocks(objects)): Spot[] {
  const blockOf = new Map<string, ObjectBlock>();
  for (const b of blocks) for (const m of b.members) blockOf.set(m.id, b);
  const out: Spot[] = [];
  const done = new Set<string>();
  let next = 1;
  for (const group of equipmentGroups(objects)) {
    for (const o of group.objects) {
      if (done.has(o.id)) continue;
      for (const member of blockOf.get(o.id)?.members ?? [o]) {
        done.add(member.id);
        out.push({ number: next++, object: member });
      }
    }
  }
  return out;
}

/** Object id → spot number. */
export function spotNumbers(
  objects: readonly PlacedObject[],
  blocks: readonly ObjectBlock[] = findBlocks(objects),
): Map<string, number> {
  return new Map(spots(objects, blocks).map((s) => [s.object.id, s.number]));
}

/** Sorted numbers as ranges: '1–4, 7, 9–10'; each number after `prefix` ('P3–P5'). */
export function spotRanges(numbers: readonly number[], prefix = ''): string {
  return numberRuns(numbers)
    .map(([a, b]) => (a === b ? `${prefix}${a}` : `${prefix}${a}–${prefix}${b}`))
    .join(', ');
}

/** Sorted numbers as runs of consecutive numbers: [[1, 4], [7, 7], [9, 10]]. */
export function numberRuns(numbers: readonly number[]): [number, number][] {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}
