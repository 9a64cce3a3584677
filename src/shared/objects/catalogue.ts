/**
 * Placeable object types: the spec's six (ids, categories and icon sizes as the spec gives them) and
 * the equipment organizers commonly permit that the rules already talk about. Each carries its real
 * footprint in feet, so a zoomed-in plan draws it to scale and the nudges measure from its edges.
 */
/** An icon's size in CSS px; the spec's object types are square. */
export interface IconSizePx {
  width: number;
  height: number;
}

export interface ObjectType {
  /** Kept in plan files: add, never rename. */
  id: ObjectTypeId;
  name: string;
  category: string;
  /** The spec's `size {width, height}` in px: the icon drawn when the plan is zoomed out. */
  size: IconSizePx;
  /**
   * The spec's `icon`: the key of our own pictogram (src/shared/objects/icons.ts) that draws the type.
   * The spec's alternative, `imageUrl`, is for an icon from an image file; the catalogue's types all
   * have their own pictogram, so it is only ever read from (and written back to) saved plans.
   */
  icon: string;
  imageUrl?: string;
  color: string;
  /** Real footprint in feet: width along the object's x axis, depth along y. */
  footprintFt: { width: number; depth: number };
  /** Sized on the map by two clicks (opposite corners) instead of placed at a point. */
  sizedByTwoClicks?: boolean;
}

const px = (side: number): IconSizePx => ({ width: side, height: side });

/** The catalogue's rows; the ids' union is read from them. */
const CATALOGUE = [
  {
    id: 'grill',
    name: 'Grill',
    category: 'Equipment',
    size: px(36),
    icon: 'grill',
    color: '#b45309',
    footprintFt: { width: 3, depth: 2 },
  },
  {
    id: 'trash-bag',
    name: 'Trash Bag',
    category: 'Waste Management',
    size: px(32),
    icon: 'trash-bag',
    color: '#374151',
    footprintFt: { width: 2, depth: 2 },
  },
  {
    id: 'trash-can',
    name: 'Trash Can',
    category: 'Waste Management',
    size: px(32),
    icon: 'trash-can',
    color: '#4b5563',
    footprintFt: { width: 2, depth: 2 },
  },
  {
    id: 'recycling-bin',
    name: 'Recycling Bin',
    category: 'Waste Management',
    size: px(32),
    icon: 'recycling-bin',
    color: '#16a34a',
    footprintFt: { width: 2, depth: 2 },
  },
  {
    id: 'chair',
    name: 'Chair',
    category: 'Furniture',
    size: px(34),
    icon: 'chair',
    color: '#7c3aed',
    footprintFt: { width: 1.5, depth: 1.5 },
  },
  {
    id: 'plastic-table',
    name: 'Plastic Table',
    category: 'Furniture',
    size: px(36),
    icon: 'plastic-table',
    color: '#0d9488',
    footprintFt: { width: 6, depth: 2.5 },
  },
  {
    id: 'speaker',
    name: 'Speaker',
    category: 'Audio',
    size: px(34),
    icon: 'speaker',
    color: '#1f2937',
    footprintFt: { width: 1.5, depth: 1.5 },
  },
  {
    id: 'balloons',
    name: 'Balloons',
    category: 'Decor',
    size: px(32),
    icon: 'balloons',
    color: '#db2777',
    footprintFt: { width: 2, depth: 2 },
  },
  {
    id: 'generator',
    name: 'Generator',
    category: 'Equipment',
    size: px(36),
    icon: 'generator',
    color: '#ca8a04',
    footprintFt: { width: 4, depth: 3 },
  },
  {
    id: 'tent',
    name: 'Tent (10 x 10 ft)',
    category: 'Structures',
    size: px(36),
    icon: 'tent',
    color: '#2563eb',
    footprintFt: { width: 10, depth: 10 },
  },
  {
    id: 'stage',
    name: 'Stage',
    category: 'Structures',
    size: px(36),
    icon: 'stage',
    color: '#9333ea',
    footprintFt: { width: 16, depth: 12 },
    sizedByTwoClicks: true,
  },
  {
    id: 'barricade',
    name: 'Barricade',
    category: 'Safety',
    size: px(34),
    icon: 'barricade',
    color: '#ea580c',
    footprintFt: { width: 8, depth: 2 },
  },
  {
    id: 'portable-toilet',
    name: 'Portable Toilet',
    category: 'Sanitation',
    size: px(34),
    icon: 'portable-toilet',
    color: '#0891b2',
    footprintFt: { width: 4, depth: 4 },
  },
  {
    id: 'cooler',
    name: 'Cooler',
    category: 'Equipment',
    size: px(32),
    icon: 'cooler',
    color: '#0284c7',
    footprintFt: { width: 2.5, depth: 1.5 },
  },
  {
    id: 'table',
    name: 'Table (8 ft)',
    category: 'Furniture',
    size: px(36),
    icon: 'table',
    color: '#15803d',
    footprintFt: { width: 8, depth: 2.5 },
  },
  {
    id: 'first-aid',
    name: 'First-Aid Station',
    category: 'Safety',
    size: px(36),
    icon: 'first-aid',
    color: '#dc2626',
    footprintFt: { width: 10, depth: 10 },
  },
  // Seats are people: a bench seats one person per 18 in of its length (4 on a 6 ft bench).
  {
    id: 'bench',
    name: 'Bench (6 ft)',
    category: 'Furniture',
    size: px(34),
    icon: 'bench',
    color: '#a16207',
    footprintFt: { width: 6, depth: 1.5 },
  },
  // A 3-row, 15 ft bleacher: 10 seats a row at 18 in, its rows 24 in deep (30 seats; resize for others).
  {
    id: 'bleachers',
    name: 'Bleachers (3 rows, 15 ft)',
    category: 'Structures',
    size: px(36),
    icon: 'bleachers',
    color: '#475569',
    footprintFt: { width: 15, depth: 6 },
  },
  // A gate or opening in the enclosure people leave by: its clear width is the object's own
  // (`clearWidthFt`, 6 ft until set), and its footprint is that width by a 1 ft threshold.
  {
    id: 'exit',
    name: 'Exit',
    category: 'Safety',
    size: px(34),
    icon: 'exit',
    color: '#15803d',
    footprintFt: { width: 6, depth: 1 },
  },
  // A fence panel. The catalogue places objects at points, not lines, so a fence is a run of these
  // narrow rectangles (placed 'Along Line' end to end), as barricades are.
  {
    id: 'fence',
    name: 'Fence (10 ft panel)',
    category: 'Safety',
    size: px(34),
    icon: 'fence',
    color: '#57534e',
    footprintFt: { width: 10, depth: 0.5 },
  },
] as const satisfies readonly (Omit<ObjectType, 'id'> & { id: string })[];

/** A catalogue type's id, as the rules, the vocabulary and the tools name it: a typo does not compile. */
export type ObjectTypeId = (typeof CATALOGUE)[number]['id'];

declare const unknownType: unique symbol;
/**
 * A type id a plan file names that the catalogue does not know (a newer app's type, a hand-edited file):
 * the object is kept, drawn with a generic look and written back as the file named it. Only `typeIdOf`
 * makes one, so code and data cannot name a type by a misspelt string.
 */
export type UnknownTypeId = string & { readonly [unknownType]: true };
/** What an object's `type` holds, in every shape an object takes: a catalogue id, or a file's unknown one. */
export type PlacedTypeId = ObjectTypeId | UnknownTypeId;

export const OBJECT_TYPES: readonly ObjectType[] = CATALOGUE;

const BY_ID = new Map<string, ObjectType>(OBJECT_TYPES.map((t) => [t.id, t]));

/** The catalogue's type of an id (from a file, say), or undefined when it names none. */
export function objectType(id: string): ObjectType | undefined {
  return BY_ID.get(id);
}

/** Whether an id (from a file, a plan) names a catalogue type. */
export function isObjectTypeId(id: string): id is ObjectTypeId {
  return BY_ID.has(id);
}

/** An id read from a file as an object's type: the catalogue's, or kept as an unknown type. */
export function typeIdOf(id: string): PlacedTypeId {
  return isObjectTypeId(id) ? id : (id as UnknownTypeId);
}

/** The icon's base size: its longer side (the spec's max(width, height)). */
export function iconSidePx(size: IconSizePx): number {
  return Math.max(size.width, size.height);
}

/**
 * The spec's placed-icon scale: 0.6 + (zoom − 12) × 0.1, clamped 0.6–1.6, on a base size of
 * max(width, height, 24) px.
 */
export function placedIconPx(zoom: number, sizePx: number): number {
  const scale = Math.min(1.6, Math.max(0.6, 0.6 + (zoom - 12) * 0.1));
  return Math.max(sizePx, 24) * scale;
}
