/**
 * Whether a list of object marks is an earlier one with marks added at its end (a click placed an
 * object, nothing else changed): the light layer then paints only the added ones over what it painted.
 */
import type { ObjectMark } from './screenMarks';

function sameMark(a: ObjectMark, b: ObjectMark): boolean {
  const [i, j] = [a.icon, b.icon];
  return (
    a.id === b.id &&
    // Rings come from the light layer's per-camera cache: the same feature gives the same ring.
    a.ring === b.ring &&
    a.color === b.color &&
    a.fillOpacity === b.fillOpacity &&
    a.selected === b.selected &&
    a.opacity === b.opacity &&
    a.label === b.label &&
    (i === j ||
      (i !== null &&
        j !== null &&
        i.x === j.x &&
        i.y === j.y &&
        i.sizePx === j.sizePx &&
        i.angleDeg === j.angleDeg &&
        i.imageId === j.imageId))
  );
}

/** The marks `next` adds at the end of `before`, or null when it differs otherwise (or adds none). */
export function appendedMarks(
  before: readonly ObjectMark[],
  next: readonly ObjectMark[],
): readonly ObjectMark[] | null {
  if (next.length <= before.length) return null;
  for (let k = 0; k < before.length; k++) if (!sameMark(before[k]!, next[k]!)) return null;
  return next.slice(before.length);
}
