/**
 * A type's name for an object of a given size. Four catalogue names carry a size ('Tent (10 x 10 ft)',
 * 'Table (8 ft)', 'Bench (6 ft)', 'Bleachers (3 rows, 15 ft)'); an object resized away from it must not
 * keep the old size in its name, or the packet, the findings and the file say two sizes for one object.
 * At the catalogue's own size each gives the catalogue's name, word for word.
 */
import { RULE_NUMBERS } from '../nudges/numbers';
import { objectType, type ObjectTypeId } from './catalogue';

interface SizeFt {
  width: number;
  depth: number;
}

/** Feet to a tenth, without a trailing '.0' (19.685 → '19.7', 10 → '10'). */
const feet = (n: number): string => String(Math.round(n * 10) / 10);
const longer = (s: SizeFt) => Math.max(s.width, s.depth);
const shorter = (s: SizeFt) => Math.min(s.width, s.depth);

/** Bleacher rows as the seat count reads them (precheck/seats.ts): the depth over a row's depth. */
function rows(s: SizeFt): number {
  return Math.max(1, Math.floor((shorter(s) * 12 + 1e-6) / RULE_NUMBERS.seats.bleacherRowDepthIn));
}

const SIZED_NAMES: Partial<Record<ObjectTypeId, (s: SizeFt) => string>> = {
  tent: (s) => `Tent (${feet(s.width)} x ${feet(s.depth)} ft)`,
  table: (s) => `Table (${feet(longer(s))} ft)`,
  bench: (s) => `Bench (${feet(longer(s))} ft)`,
  bleachers: (s) => {
    const n = rows(s);
    return `Bleachers (${n} row${n === 1 ? '' : 's'}, ${feet(longer(s))} ft)`;
  },
};

/** The name of a catalogue type at this size; null for a type the catalogue does not know. */
export function sizedTypeName(type: string, size: SizeFt): string | null {
  const known = objectType(type);
  if (!known) return null;
  const named = SIZED_NAMES[known.id];
  return named ? named(size) : known.name;
}
