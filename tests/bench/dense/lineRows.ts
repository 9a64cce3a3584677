/**
 * Row builders for the dense parks' line layers, each feature a short realistic piece rather than a
 * few long lines, densified as the city's surveyed lines are (a vertex every metre or two, each a few
 * centimetres off the line): bike lanes, fire lanes and special disaster routes (street-centreline rows
 * of inkn-q76z that the app filters by fire_lane='True' / special_disaster='True') and curb cuts run
 * along the grid, 10–80 m (cuts 8–16 m); parks trails wander, gently curved, 15–80 m. Shapes as
 * scripts/demo-data/infrastructure/streets.ts and parkFeatures.ts give them; each builder takes the
 * park's box, so its pieces stay inside.
 */
import { date, lineString, multiLine, num } from '../../../scripts/demo-data/infrastructure/format';
import { Rng } from '../../../scripts/demo-data/infrastructure/random';
import type { ArcGisFeature, Row } from '../../../scripts/open-data-standin/index';
import type { GridBox, GridPoint } from '../layers/heavyPark';
import type { RowAt } from '../layers/heavyStore';
import { clampTo, insetSpot, spotIn } from './park';

const M_TO_FT = 3.28084;
/** Surveyed lines carry a vertex about every this many metres (the city's centreline and bike routes do). */
const VERTEX_EVERY_M = 1.5;
const when = (rng: Rng, from: number, to: number) => date(rng.int(from, to), rng.int(1, 12), rng.int(1, 28));
const AVENUES = ['8 AVENUE', '9 AVENUE', '10 AVENUE'];
const STREETS = Array.from({ length: 16 }, (_, i) => `WEST ${12 + i} STREET`);

/** A path with a vertex every VERTEX_EVERY_M metres along each leg, each a few centimetres off the line. */
export function densified(path: readonly GridPoint[], rng: Rng, box: GridBox): GridPoint[] {
  const out: GridPoint[] = [path[0]!];
  for (let k = 1; k < path.length; k++) {
    const [a, b] = [path[k - 1]!, path[k]!];
    const steps = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / VERTEX_EVERY_M));
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const jitter = s === steps ? 0 : 0.04;
      out.push(
        clampTo(box, [
          a[0] + (b[0] - a[0]) * t + rng.range(-jitter, jitter),
          a[1] + (b[1] - a[1]) * t + rng.range(-jitter, jitter),
        ]),
      );
    }
  }
  return out;
}

/** A straight run along the grid (up the avenues or along the streets), `minM`–`maxM` long in `legs` legs; inside the box. */
export function gridRun(box: GridBox, p: GridPoint, rng: Rng, minM: number, maxM: number, legs: number): GridPoint[] {
  const len = rng.range(minM, maxM);
  const alongV = rng.chance(0.6);
  const dir = rng.pick([1, -1]);
  const [u1, u2, v1, v2] = box;
  // Start far enough from the edge the run heads to.
  const at = alongV ? p[1] : p[0];
  const [lo, hi] = alongV ? [v1, v2] : [u1, u2];
  const start = dir > 0 ? Math.min(at, hi - len - 1) : Math.max(at, lo + len + 1);
  const path: GridPoint[] = [];
  for (let k = 0; k <= legs; k++) {
    const d = start + (dir * len * k) / legs;
    const off = rng.range(-0.15, 0.15);
    path.push(clampTo(box, alongV ? [p[0] + off, d] : [d, p[1] + off]));
  }
  return densified(path, rng, box);
}

/** A gently curving path: `legs` legs of 5–12 m, turning a little at each vertex; inside the box. */
export function curvedPath(box: GridBox, p: GridPoint, rng: Rng, legs: number): GridPoint[] {
  const path: GridPoint[] = [p];
  let heading = rng.range(0, Math.PI * 2);
  for (let k = 0; k < legs; k++) {
    heading += rng.range(-0.35, 0.35);
    const [u, v] = path[path.length - 1]!;
    const step = rng.range(5, 12);
    path.push(clampTo(box, [u + Math.cos(heading) * step, v + Math.sin(heading) * step], 3));
  }
  return densified(path, rng, box);
}

const lengthM = (path: readonly GridPoint[]) =>
  path.slice(1).reduce((s, q, k) => s + Math.hypot(q[0] - path[k]![0], q[1] - path[k]![1]), 0);

export const bikeLaneRow =
  (box: GridBox): RowAt =>
  (p, i, rng) => {
    const path = gridRun(box, p, rng, 10, 80, rng.int(2, 5));
    return {
      the_geom: multiLine([path]),
      boro: '1',
      street: rng.pick([...AVENUES, ...STREETS]),
      fromstreet: rng.pick(STREETS),
      tostreet: rng.pick(STREETS),
      onoffst: 'ON',
      facilitycl: 'II',
      allclasses: 'II',
      bikedir: rng.pick(['R', 'L', '2']),
      lanecount: '1',
      ft_facilit: rng.pick(['Protected Path', 'Standard', 'Sharrows']),
      tf_facilit: null,
      instdate: when(rng, 2007, 2023),
      segmentid: String(810000 + i),
    };
  };

/**
 * A street-centreline row in the recorded real columns (tests/fixtures/open-data), plus the two flags the
 * app filters on, which no real answer confirms; `fireLane` / `disaster` set them.
 */
function centrelineRow(box: GridBox, fireLane: boolean, disaster: boolean, firstId: number): RowAt {
  return (p, i, rng) => {
    const path = gridRun(box, p, rng, 10, 80, rng.int(2, 5));
    const name = rng.pick([...AVENUES, ...STREETS]);
    const major = name.endsWith('AVENUE');
    return {
      the_geom: multiLine([path]),
      physicalid: String(firstId + i),
      full_street_name: name,
      stname_label: name
        .replace(/^WEST /, 'W ')
        .replace(/ STREET$/, ' ST')
        .replace(/ AVENUE$/, ' AV'),
      boroughcode: '1',
      posted_speed: '25',
      number_total_lanes: major ? String(rng.int(4, 5)) : String(rng.int(2, 3)),
      streetwidth: major ? String(rng.int(60, 70)) : String(rng.int(30, 34)),
      trafdir: rng.pick(['W', 'A', 'T']),
      rw_type: '1',
      fire_lane: fireLane ? 'True' : 'False',
      special_disaster: disaster ? 'True' : 'False',
      segmentlength: num(lengthM(path) * M_TO_FT, 2),
    };
  };
}

export const fireLaneRow = (box: GridBox) => centrelineRow(box, true, false, 900000);
export const disasterRouteRow = (box: GridBox) => centrelineRow(box, false, true, 950000);

export const trailRow =
  (box: GridBox, parkName: string): RowAt =>
  (p, i, rng) => ({
    shape: multiLine([curvedPath(box, insetSpot(box, p, 40), rng, rng.int(3, 7))]),
    trail_name: `${parkName} Path ${i + 1}`,
    park_name: parkName,
    gispropnum: 'B002',
    surface: rng.pick(['Asphalt', 'Asphalt', 'Gravel', 'Dirt']),
    width_ft: String(rng.int(6, 16)),
    difficulty: 'Easy',
  });

/** Curb cuts as the 2022 planimetric layer has them: short lines, here 8–16 m with a bend or two. */
export function curbCutFeatures(box: GridBox, n: number, firstId: number): ArcGisFeature[] {
  const rng = new Rng('bench-dense-curb-cuts');
  return Array.from({ length: n }, (_, i) => {
    const path = gridRun(box, spotIn(box, rng, 5), rng, 8, 16, rng.int(2, 3));
    const properties: Row = {
      OBJECTID: firstId + i,
      SUB_FEATURE_CODE: rng.pick([222600, 222700, 222900]),
      STATUS: rng.pick(['Unchanged', 'Unchanged', 'New', 'Modified']),
    };
    return { type: 'Feature', geometry: lineString(path), properties };
  });
}
