/** Where the tutorial popover goes: beside its target, kept fully on screen. */
export interface Rect { left: number; top: number; width: number; height: number }

const GAP = 12;
const MARGIN = 8;

export function placePopover(target: Rect | null, popover: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number } {
  const clamp = (v: number, max: number) => Math.max(MARGIN, Math.min(v, max - MARGIN));
  if (!target) return { left: (viewport.width - popover.width) / 2, top: (viewport.height - popover.height) / 2 };
  // Prefer the right of the target, then below, then left; the first that fits wins.
  const right = target.left + target.width + GAP;
  if (right + popover.width <= viewport.width - MARGIN) {
    return { left: right, top: clamp(target.top, viewport.height - popover.height) };
  }
  const below = target.top + target.height + GAP;
  if (below + popover.height <= viewport.height - MARGIN) {
    return { left: clamp(target.left, viewport.width - popover.width), top: below };
  }
  const left = target.left - GAP - popover.width;
  return { left: clamp(left, viewport.width - popover.width), top: clamp(target.top, viewport.height - popover.height) };
}
