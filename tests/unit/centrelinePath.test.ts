/** The zone creator's corridor along the real streets: the way along the centreline between picked nodes. */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/shared/geography/geometry';
import { pathAlongCentreline, pathBasisText } from '../../src/shared/zoneCreator/centrelinePath';
import type { CentreLine } from '../../src/shared/zoneCreator/streetWidths';

const line = (...parts: Position[][]): CentreLine => ({ parts, widthFt: null, lanes: null });

/** A street bending north half-way between two nodes 400 m apart (about 0.0047° at 40.7°). */
const A: Position = [-73.99, 40.7];
const B: Position = [-73.9853, 40.7];
const BEND: Position = [-73.98765, 40.7008];

describe('the way along the street centreline', () => {
  it('follows the street between two nodes, ending exactly on them', () => {
    const street = pathAlongCentreline([A, B], [line([A, BEND]), line([BEND, B])]);
    expect(street).toEqual({ path: [A, BEND, B], followed: [true] });
    expect(pathBasisText(street.followed, null)).toBe('Along the street centreline between the picked nodes.');
  });

  it('takes the shortest way through a grid, block by block, in pick order', () => {
    const C: Position = [-73.9853, 40.7036];
    const grid = [
      line([A, BEND]),
      line([BEND, B]),
      line([B, C]),
      line([A, [-73.99, 40.7036]]),
      line([[-73.99, 40.7036], C]),
    ];
    expect(pathAlongCentreline([A, B, C], grid)).toEqual({ path: [A, BEND, B, C], followed: [true, true] });
  });

  it('stays straight where the centreline does not join the nodes, or only by a long detour', () => {
    // No data.
    expect(pathAlongCentreline([A, B], [])).toEqual({ path: [A, B], followed: [false] });
    // Joined only by a way far north: more than three times the straight line.
    const far: Position[] = [A, [-73.99, 40.71], [-73.9853, 40.71], B];
    const detour = pathAlongCentreline([A, B], [line(far)]);
    expect(detour.followed).toEqual([false]);
    expect(pathBasisText([true, false], null)).toBe(
      'Along the street centreline, straight across 1 of 2 blocks where it does not join the picked nodes.',
    );
    expect(pathBasisText([false], 'the street centreline data could not be loaded (Failed to fetch)')).toBe(
      'Straight between the picked nodes: the street centreline data could not be loaded (Failed to fetch).',
    );
  });
});
