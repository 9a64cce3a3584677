/**
 * The pre-check's own figures, in Node: the emergency-lane check on a 12-node street zone with 500
 * objects (indexed sweep beside the brute-force reference, which measures every object at every
 * station), and the whole pre-check update (every rule, the lane, capacity, the permits and their deadlines, the whole-plan checks) on the
 * nudge plan, full and after one object moved. Each result is checked against its reference.
 */
import { isDeepStrictEqual } from 'node:util';
import { offsetFeet } from '../../../src/shared/objects/footprint';
import type { NudgeState } from '../../../src/shared/nudges/engine';
import {
  narrowestPoint,
  narrowestPointBruteForce,
  type Corridor,
  type LaneObject,
} from '../../../src/shared/precheck/lane';
import { PreCheckEngine } from '../../../src/shared/precheck/preCheck';
import type { PolygonGeometry } from '../../../src/shared/geography/geometry';
import { median, percentile } from '../lib/stats';
import { CENTRE, HALF_SIDE_FT, prng } from './scenario';
import type { Figure } from './measure';

export const LANE_CASE = { nodes: 12, objects: 500, widthFt: 60, blockFt: 264 } as const;

function time(reps: number, warmup: number, run: () => void): Figure {
  for (let i = 0; i < warmup; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  return { medianMs: median(samples), p95Ms: percentile(samples, 95), reps };
}

/** Twelve nodes a Manhattan block apart, turning at every third (a zone up one avenue and across). */
function laneCase(): { corridor: Corridor; objects: LaneObject[] } {
  const rnd = prng(12);
  const nodes = Array.from({ length: LANE_CASE.nodes }, (_, i) => ({
    east: i * LANE_CASE.blockFt,
    north: Math.floor(i / 3) % 2 === 0 ? 0 : 80,
  }));
  const path = nodes.map((n) => {
    const p = offsetFeet(CENTRE, n.east, n.north);
    return [p.lng, p.lat] as [number, number];
  });
  const span = (LANE_CASE.nodes - 1) * LANE_CASE.blockFt;
  const objects = Array.from({ length: LANE_CASE.objects }, (_, i): LaneObject => ({
    id: `o${i}`,
    position: offsetFeet(CENTRE, rnd() * span, rnd() * 120 - 20),
    footprintFt: { width: 8, depth: 2 },
    rotationDeg: rnd() < 0.5 ? 0 : 90,
  }));
  return { corridor: { path, widthFt: LANE_CASE.widthFt }, objects };
}

export interface PreCheckFigures {
  lane: Figure;
  laneBrute: Figure;
  laneClearFt: number;
  update: Figure;
  updateAfterMove: Figure;
  findings: number;
  capacity: number | null;
}

export function measurePreCheck(state: NudgeState): PreCheckFigures {
  const { corridor, objects } = laneCase();
  let indexed = narrowestPoint(corridor, objects);
  let brute = narrowestPointBruteForce(corridor, objects);
  const lane = time(20, 3, () => (indexed = narrowestPoint(corridor, objects)));
  const laneBrute = time(3, 1, () => (brute = narrowestPointBruteForce(corridor, objects)));
  if (!isDeepStrictEqual(indexed, brute))
    throw new Error('the emergency-lane check and its brute-force reference disagree');

  // The whole pre-check on the nudge plan, checked as a park the size of the benchmark's box.
  const side = 2 * HALF_SIDE_FT;
  const corner = (e: number, n: number) => {
    const p = offsetFeet(CENTRE, e - HALF_SIDE_FT, n - HALF_SIDE_FT);
    return [p.lng, p.lat] as [number, number];
  };
  const area: PolygonGeometry = {
    type: 'Polygon',
    coordinates: [[corner(0, 0), corner(side, 0), corner(side, side), corner(0, side), corner(0, 0)]],
  };
  const engine = new PreCheckEngine();
  engine.setContext({ setting: state.setting ?? null, area, corridor: null });
  for (const [id, p] of Object.entries(state.infrastructure)) engine.engine.setInfrastructure(id, p.ids, p.coords);
  const planObjects = state.objects.map((o) => ({ ...o }));
  const plan = { objects: planObjects, shapes: [...state.shapes], eventInfo: { ...state.eventInfo } };
  let answer = engine.update(plan);
  const update = time(20, 3, () => {
    engine.engine.setObjects(planObjects); // every object's cached nudges dropped: a full recompute
    answer = engine.check(plan);
  });
  const rnd = prng(9);
  const updateAfterMove = time(200, 20, () => {
    const i = Math.floor(rnd() * planObjects.length);
    const o = planObjects[i]!;
    planObjects[i] = { ...o, position: offsetFeet(o.position, (rnd() * 2 - 1) * 50, (rnd() * 2 - 1) * 50) };
    engine.engine.upsertObject(planObjects[i]);
    answer = engine.check(plan);
  });
  return {
    lane,
    laneBrute,
    laneClearFt: indexed?.clearFt ?? NaN,
    update,
    updateAfterMove,
    findings: answer.nudges.length,
    capacity: answer.capacity?.capacity ?? null,
  };
}
