/**
 * The ids terra-draw accepts. Its default strategy takes only 36-character strings (UUIDs) and
 * silently refuses any other feature, so a shape whose id came from a plan file, the older app
 * (Mapbox GL Draw's 32 random letters and digits), another tool or a person ('enclosure', '7') would be
 * listed in the plan but never drawn. The plan's ids are the drawing's ids: any non-empty string or
 * finite number is accepted as it is, so nothing maps between the two and saving, undo, autosave,
 * the share link and compare all see the plan's own id. New shapes still get a UUID.
 */
import type { IdStrategy } from 'terra-draw';

type DrawId = string | number;

export const PLAN_ID_STRATEGY: IdStrategy<DrawId> = {
  isValidId: (id: DrawId) => (typeof id === 'string' ? id.length > 0 : Number.isFinite(id)),
  getId: uuid4,
};

/** A version-4 UUID from getRandomValues, which unlike `crypto.randomUUID` needs no secure context. */
function uuid4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
