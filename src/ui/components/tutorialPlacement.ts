/** Where the tutorial popover goes: beside its target, kept fully on screen. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const GAP = 12;
const MARGIN = 8;

export function placePopover(
  target: Rect | null,
  popover: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (at: { left: number; top: number }) => ({
    left: Math.max(MARGIN, Math.min(at.left, viewport.width - popover.width - MARGIN)),
    top: Math.max(MARGIN, Math.min(at.top, viewport.height - popover.height - MARGIN)),
  });
  if (!target) return { left: (viewport.width - popover.width) / 2, top: (viewport.height - popover.height) / 2 };
  // Prefer the right of the target, then below, then left; whichever is chosen is clamped on screen.
  const right = target.left + target.width + GAP;
  if (right + popover.width <= viewport.width - MARGIN) return clamp({ left: right, top: target.top });
  const below = target.top + target.height + GAP;
  if (below + popover.height <= viewport.height - MARGIN) return clamp({ left: target.left, top: below });
  return clamp({ left: target.left - GAP - popover.width, top: target.top });
}
