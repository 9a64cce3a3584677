/**
 * Blocks of identical objects placed together, and the one numbering that follows them (the plan
 * sheets, the schedule, the CSV, DXF, KML and GeoJSON all read spotNumbers).
 */
import { describe, expect, it } from 'vitest';
import { findBlocks, rowsText, BLOCK_GAP_FT } from '../../src/shared/export/sheets/blocks';
import { spotNumbers, spotRanges } from '../../src/shared/export/spotNumbers';
import { localPlane } from '../../src/shared/geometry/metres';
import { FEET_TO_METRES } from '../../src/shared/geometry/units';
import type { PlacedObject } from '../../src/shared/objects/placed';
import { placed } from './helpers/exportFixtures';

const plane = localPlane(-73.98345, 40.75375);
/** An object `east`, `north` metres from the origin. */
const at = (type: string, east: number, north: number, id: string): PlacedObject => {
  const [lng, lat] = plane.toLngLat(east, north);
  return placed(type, lng, lat, id);
};
/** `rows` × `cols` chairs `stepM` apart, listed in an order a hand might place them (front row first, right to left). */
function grid(rows: number, cols: number, stepM: number, prefix = 'c'): PlacedObject[] {
  const out: PlacedObject[] = [];
  for (let r = rows - 1; r >= 0; r--)
    for (let c = cols - 1; c >= 0; c--) out.push(at('chair', c * stepM, -r * stepM, `${prefix}${r}-${c}`));
  return out;
}

describe('blocks', () => {
  it('finds a 2 m grid of 48 chairs as one block of 6 rows of 8, in reading order', () => {
    const blocks = findBlocks(grid(6, 8, 2));
    expect(blocks).toHaveLength(1);
    const b = blocks[0]!;
    expect(b.rows).toEqual([8, 8, 8, 8, 8, 8]);
    expect(rowsText(b.rows)).toBe('6 rows of 8');
    // Back row (north) first, each row west to east.
    expect(b.members.slice(0, 3).map((m) => m.id)).toEqual(['c0-0', 'c0-1', 'c0-2']);
    expect(b.members[8]!.id).toBe('c1-0');
    expect(b.spacingM).toBeCloseTo(2, 6);
    // Its outline: the hull of the footprints, 14 m + a chair wide.
    const xs = b.outline.map(([lng, lat]) => plane.toXY(lng, lat)[0]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(14 + 1.5 * FEET_TO_METRES, 3);
  });

  it('turns with the objects: a grid placed at a bearing is still rows of its own', () => {
    const turned = grid(3, 4, 1.5).map((o) => {
      const [x, y] = plane.toXY(o.position.lng, o.position.lat);
      const t = (30 * Math.PI) / 180;
      // The grid turned 30° clockwise about the origin, each chair turned with it.
      const [lng, lat] = plane.toLngLat(x * Math.cos(t) + y * Math.sin(t), -x * Math.sin(t) + y * Math.cos(t));
      return { ...o, position: { lng, lat }, properties: { ...o.properties, rotationDeg: 30 } };
    });
    const [b] = findBlocks(turned);
    expect(b!.rows).toEqual([4, 4, 4]);
  });

  it('keeps apart what is not identical or not together', () => {
    // Beyond the gap: two blocks.
    const far = (BLOCK_GAP_FT + 1) * FEET_TO_METRES + 1.5 * FEET_TO_METRES;
    const two = [
      ...grid(1, 4, 1, 'a'),
      ...grid(1, 4, 1, 'b').map((o) => at('chair', 3 + far + Number(o.id.slice(-1)), 0, o.id)),
    ];
    expect(findBlocks(two)).toHaveLength(2);
    // Fewer than three: no block.
    expect(findBlocks(grid(1, 2, 1))).toEqual([]);
    // A renamed chair, a turned chair, a tent: not members (the list holds the row east to west).
    const row = grid(1, 5, 1);
    row[0]!.properties.label = 'VIP';
    row[1]!.properties.rotationDeg = 90;
    const withTent = [...row, at('tent', 5, 0, 'tent')];
    const [b] = findBlocks(withTent);
    expect(b!.members.map((m) => m.id)).toEqual(['c0-0', 'c0-1', 'c0-2']);
  });

  it("says a block's arrangement plainly", () => {
    expect(rowsText([12])).toBe('a row of 12');
    expect(rowsText([10, 10, 8])).toBe('3 rows (10, 10, 8)');
    expect(rowsText([3, 3, 3, 3, 2, 1])).toBe('6 rows');
    expect(rowsText([1, 2, 1, 1, 2, 1])).toBe('');
  });
});

describe('spot numbers', () => {
  it("number a block as one run in reading order where its first member comes, each type's spots in one stretch", () => {
    const chairs = grid(2, 3, 1.2);
    const tents = [at('tent', 40, 0, 't1'), at('tent', 60, 0, 't2')];
    const lone = at('chair', 100, 0, 'lone');
    const spot = spotNumbers([tents[0]!, ...chairs, lone, tents[1]!]);
    // Types by name: Chair before Tent (10 x 10 ft); the block's first member placed first.
    expect(['c0-0', 'c0-1', 'c0-2', 'c1-0', 'c1-1', 'c1-2', 'lone'].map((id) => spot.get(id))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect([spot.get('t1'), spot.get('t2')]).toEqual([8, 9]);
    expect(spotRanges([1, 2, 3, 7, 9, 10])).toBe('1–3, 7, 9–10');
    expect(spotRanges([12, 13, 14, 18], 'P')).toBe('P12–P14, P18');
  });
});
