/**
 * Row builders for the dense park's line layers, each feature a short realistic piece rather than a
 * few long lines: bike lanes, fire lanes and special disaster routes (street-centreline rows of
 * inkn-q76z that the app filters by fire_lane='True' / special_disaster='True') and curb cuts run
 * along the grid, 10–80 m (cuts 8–16 m) with several vertices; parks trails wander, gently curved,
 * 15–80 m in 3–7 legs. Shapes as scripts/demo-data/infrastructure/streets.ts and parkFeatures.ts give them.
 */
import { date, lineString, multiLine, num } from '../../../scripts/demo-data/infrastructure/format';
import { Rng } from '../../../scripts/demo-data/infrastructure/random';
import type { ArcGisFeature, Row } from '../../../scripts/open-data-standin/index';
import type { GridPoint } from '../layers/heavyPark';
import type { RowAt } from '../layers/heavyStore';
import { clampToPark, DENSE_PARK, denseSpot, insetSpot } from './park';

const M_TO_FT = 3.28084;
const when = (rng: Rng, from: number, to: number) => date(rng.int(from, to), rng.int(1, 12), rng.int(1, 28));
const AVENUES = ['8 AVENUE', '9 AVENUE'];
const STREETS = [
  'WEST 17 STREET',
  'WEST 18 STREET',
  'WEST 19 STREET',
  'WEST 20 STREET',
  'WEST 21 STREET',
  'WEST 22 STREET',
  'WEST 23 STREET',
  'WEST 24 STREET',
];

/**
 * A straight run along the grid (up the avenues or along the streets), `minM`–`maxM` long in
 * `legs` legs, each vertex a few centimetres off the line as surveyed lines are; inside the park.
 */
export function gridRun(p: GridPoint, rng: Rng, minM: number, maxM: number, legs: number): GridPoint[] {
  const len = rng.range(minM, maxM);
  const alongV = rng.chance(0.6);
  const dir = rng.pick([1, -1]);
  const [u1, u2, v1, v2] = DENSE_PARK.box;
  // Start far enough from the edge the run heads to.
  const at = alongV ? p[1] : p[0];
  const [lo, hi] = alongV ? [v1, v2] : [u1, u2];
  const start = dir > 0 ? Math.min(at, hi - len - 1) : Math.max(at, lo + len + 1);
  const path: GridPoint[] = [];
  for (let k = 0; k <= legs; k++) {
    const d = start + (dir * len * k) / legs;
    const off = rng.range(-0.15, 0.15);
    path.push(clampToPark(alongV ? [p[0] + off, d] : [d, p[1] + off]));
  }
  return path;
}

/** A gently curving path: `legs` legs of 5–12 m, turning a little at each vertex; inside the park. */
export function curvedPath(p: GridPoint, rng: Rng, legs: number): GridPoint[] {
  const path: GridPoint[] = [p];
  let heading = rng.range(0, Math.PI * 2);
  for (let k = 0; k < legs; k++) {
    heading += rng.range(-0.35, 0.35);
    const [u, v] = path[path.length - 1]!;
    const step = rng.range(5, 12);
    path.push(clampToPark([u + Math.cos(heading) * step, v + Math.sin(heading) * step], 3));
  }
  return path;
}

const lengthM = (path: readonly GridPoint[]) =>
  path.slice(1).reduce((s, q, k) => s + Math.hypot(q[0] - path[k]![0], q[1] - path[k]![1]), 0);

export const bikeLaneRow: RowAt = (p, i, rng) => {
  const path = gridRun(p, rng, 10, 80, rng.int(2, 5));
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
function centrelineRow(fireLane: boolean, disaster: boolean, firstId: number): RowAt {
  return (p, i, rng) => {
    const path = gridRun(p, rng, 10, 80, rng.int(2, 5));
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

export const fireLaneRow = centrelineRow(true, false, 900000);
export const disasterRouteRow = centrelineRow(false, true, 950000);

export const trailRow: RowAt = (p, i, rng) => ({
  shape: multiLine([curvedPath(insetSpot(p, 40), rng, rng.int(3, 7))]),
  trail_name: `${DENSE_PARK.name} Path ${i + 1}`,
  park_name: DENSE_PARK.name,
  gispropnum: 'B002',
  surface: rng.pick(['Asphalt', 'Asphalt', 'Gravel', 'Dirt']),
  width_ft: String(rng.int(6, 16)),
  difficulty: 'Easy',
});

/** Curb cuts as the 2022 planimetric layer has them: short lines, here 8–16 m with a bend or two. */
export function curbCutFeatures(n: number, firstId: number): ArcGisFeature[] {
  const rng = new Rng('bench-dense-curb-cuts');
  return Array.from({ length: n }, (_, i) => {
    const path = gridRun(denseSpot(rng, 5), rng, 8, 16, rng.int(2, 3));
    const properties: Row = {
      OBJECTID: firstId + i,
      SUB_FEATURE_CODE: rng.pick([222600, 222700, 222900]),
      STATUS: rng.pick(['Unchanged', 'Unchanged', 'New', 'Modified']),
    };
    return { type: 'Feature', geometry: lineString(path), properties };
  });
}
