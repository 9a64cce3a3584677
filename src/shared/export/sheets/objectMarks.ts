/**
 * How a sheet draws the placed objects at its scale, as a drafter would. A footprint large enough to
 * see on paper is drawn to scale (with the type's pictogram inside when there is room for it); a
 * smaller one gets the pictogram instead, sized so that it does not cover its neighbours. A block
 * whose members sit too close on paper to carry a number each is drawn as one outline with its
 * members' footprints to scale (or a hatch, when even those are too small to see); a detail sheet
 * shows its members one by one. What is drawn is also what labels must keep off (the obstacles).
 */
import { convexHull, hatchLines, rectOf, type Pt, type Rect } from '../../geometry/convex';
import { nearestDistances } from '../../geometry/nearest';
import { FEET_TO_METRES } from '../../geometry/units';
import { placedIconPx } from '../../objects/catalogue';
import { footprintOf, iconBasePx, type PlacedObject } from '../../objects/placed';
import { footprint } from '../../objects/footprint';
import { normaliseColour } from '../colour';
import type { Primitive } from '../primitives';
import { MM_PER_CSS_PX } from '../vector/pageFrame';
import { objectSymbolId } from '../vector/symbols';
import type { ObjectBlock } from './blocks';
import type { Obstacle } from './labelPlacer';
import type { Sheet } from './sheet';

/** A footprint is drawn to scale once its shorter side reaches this on paper (and its longer 1.6 mm). */
export const VISIBLE_MM = { short: 1, long: 1.6 } as const;
/** The pictogram goes inside a footprint whose shorter side is at least this. */
const PICTOGRAM_IN_FOOTPRINT_MM = 2;
/** A symbol standing in for a small footprint: at most this, and at least the smaller. */
export const SYMBOL_MM = { min: 1.6, max: 3.5 } as const;
/** A block is one outline on a sheet where its members are closer than this on paper. */
export const BLOCK_SPREAD_MM = 6;
/** Members' footprints inside a block's outline are drawn when their shorter side reaches this; else a hatch. */
const MEMBER_FOOTPRINT_MM = 0.3;
const HATCH_SPACING_MM = 0.7;

export interface ObjectMark {
  object: PlacedObject;
  /** Its position on the page. */
  at: [number, number];
  /** The outline of what is drawn for it (footprint or symbol), and its bounds. */
  shape: Pt[];
  rect: Rect;
  /** Drawn to scale (else a symbol stands in for it). */
  toScale: boolean;
  /** Its footprint's longer side on paper. */
  lengthMm: number;
}

export interface BlockMark {
  block: ObjectBlock;
  /** The block's place in the plan's list (its label's key). */
  index: number;
  shape: Pt[];
  rect: Rect;
}

export interface SheetMarks {
  primitives: Primitive[];
  /** Objects drawn one by one (lone objects, and members of blocks shown member by member). */
  objects: ObjectMark[];
  /** Blocks drawn as one outline. */
  collapsed: BlockMark[];
  /** Blocks drawn member by member (they keep one label for their count and size). */
  spread: BlockMark[];
  obstacles: Obstacle[];
}

export const objectOwner = (o: PlacedObject): string => `object:${o.id}`;
export const blockOwner = (index: number): string => `block:${index}`;

function footprintOnPage(o: PlacedObject, sheet: Sheet): Pt[] {
  const ring = footprint({
    position: o.position,
    footprintFt: footprintOf(o),
    rotationDeg: o.properties.rotationDeg,
  }).ring.slice(0, 4);
  return ring.map(([lng, lat]) => sheet.draw.at(lng, lat));
}

function sidesMm(o: PlacedObject, sheet: Sheet): { short: number; long: number } {
  const { width, depth } = footprintOf(o);
  const k = sheet.draw.mmPerMetre(o.position.lat) * FEET_TO_METRES;
  return { short: Math.min(width, depth) * k, long: Math.max(width, depth) * k };
}

/** A square of side `size` centred on `at`, turned clockwise by `deg`. */
function turnedSquare([x, y]: Pt, size: number, deg: number): Pt[] {
  const t = (deg * Math.PI) / 180;
  const h = size / 2;
  return [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
  ].map(([u, v]): Pt => [x + u! * Math.cos(t) - v! * Math.sin(t), y + u! * Math.sin(t) + v! * Math.cos(t)]);
}

function blockPrimitives(b: ObjectBlock, shape: Pt[], sheet: Sheet): Primitive[] {
  const colour = normaliseColour(b.members[0]!.properties.color);
  const out: Primitive[] = [
    {
      kind: 'mapPath',
      rings: [shape.map((p): [number, number] => [p[0], p[1]])],
      closed: true,
      fill: colour,
      opacity: 0.15,
    },
  ];
  if (sidesMm(b.members[0]!, sheet).short >= MEMBER_FOOTPRINT_MM) {
    const rings = b.members.map((m) => footprintOnPage(m, sheet).map((p): [number, number] => [p[0], p[1]]));
    out.push({ kind: 'mapPath', rings, closed: true, fill: colour, opacity: 0.9 });
  } else {
    const lines = hatchLines(shape, HATCH_SPACING_MM).map(([a, c]): [number, number][] => [
      [a[0], a[1]],
      [c[0], c[1]],
    ]);
    out.push({ kind: 'mapPath', rings: lines, closed: false, stroke: colour, lineWidth: 0.12, cap: 'butt' });
  }
  out.push({
    kind: 'mapPath',
    rings: [shape.map((p): [number, number] => [p[0], p[1]])],
    closed: true,
    stroke: colour,
    lineWidth: 0.3,
  });
  return out;
}

function objectPrimitives(
  o: PlacedObject,
  sheet: Sheet,
  symbolMm: number,
): { primitives: Primitive[]; mark: ObjectMark } {
  const colour = normaliseColour(o.properties.color);
  const at = sheet.draw.at(o.position.lng, o.position.lat);
  const sides = sidesMm(o, sheet);
  const toScale = sides.short >= VISIBLE_MM.short && sides.long >= VISIBLE_MM.long;
  const symbol = (size: number): Primitive => ({
    kind: 'symbol',
    symbol: objectSymbolId(o.type, colour),
    cx: at[0],
    cy: at[1],
    size,
    rotationDeg: o.properties.rotationDeg,
    flipped: o.properties.flipped,
    opacity: 1,
  });
  if (toScale) {
    const ring = footprintOnPage(o, sheet);
    const rings = [ring.map((p): [number, number] => [p[0], p[1]])];
    const primitives: Primitive[] = [
      { kind: 'mapPath', rings, closed: true, fill: colour, opacity: 0.45 },
      { kind: 'mapPath', rings, closed: true, stroke: colour, lineWidth: 1.2 * MM_PER_CSS_PX },
    ];
    if (sides.short >= PICTOGRAM_IN_FOOTPRINT_MM) primitives.push(symbol(sides.short));
    return { primitives, mark: { object: o, at, shape: ring, rect: rectOf(ring), toScale, lengthMm: sides.long } };
  }
  const shape = turnedSquare(at, symbolMm, o.properties.rotationDeg);
  return {
    primitives: [symbol(symbolMm)],
    mark: { object: o, at, shape, rect: rectOf(shape), toScale, lengthMm: sides.long },
  };
}

/**
 * The objects and blocks as `sheet` draws them. `objects` are the ones that reach into its frame;
 * `blocks` the plan's blocks (their index names their label).
 */
export function sheetMarks(objects: readonly PlacedObject[], blocks: readonly ObjectBlock[], sheet: Sheet): SheetMarks {
  const present = new Set(objects.map((o) => o.id));
  const collapsed: BlockMark[] = [];
  const spread: BlockMark[] = [];
  const inCollapsed = new Set<string>();
  blocks.forEach((block, index) => {
    if (!block.members.some((m) => present.has(m.id))) return;
    const mmPerM = sheet.draw.mmPerMetre(block.members[0]!.position.lat);
    const shape = convexHull(block.outline.map(([lng, lat]) => sheet.draw.at(lng, lat)));
    const mark = { block, index, shape, rect: rectOf(shape) };
    if (block.spacingM * mmPerM < BLOCK_SPREAD_MM) {
      collapsed.push(mark);
      for (const m of block.members) inCollapsed.add(m.id);
    } else spread.push(mark);
  });
  const single = objects.filter((o) => !inCollapsed.has(o.id));
  const centres = single.map((o) => sheet.draw.at(o.position.lng, o.position.lat));
  const nearest = nearestDistances(centres, SYMBOL_MM.max / 0.8);
  const primitives: Primitive[] = [];
  const obstacles: Obstacle[] = [];
  for (const mark of collapsed) {
    primitives.push(...blockPrimitives(mark.block, mark.shape, sheet));
    obstacles.push({ shape: mark.shape, rect: mark.rect, owner: blockOwner(mark.index) });
  }
  const marks: ObjectMark[] = [];
  single.forEach((o, i) => {
    const specMm = placedIconPx(sheet.draw.zoom, iconBasePx(o)) * MM_PER_CSS_PX;
    const symbolMm = Math.min(specMm, Math.max(SYMBOL_MM.min, Math.min(SYMBOL_MM.max, 0.8 * nearest[i]!)));
    const { primitives: drawn, mark } = objectPrimitives(o, sheet, symbolMm);
    primitives.push(...drawn);
    marks.push(mark);
    obstacles.push({ shape: mark.shape, rect: mark.rect, owner: objectOwner(o) });
  });
  return { primitives, objects: marks, collapsed, spread, obstacles };
}
