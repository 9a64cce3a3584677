/**
 * The nudge benchmark's measurements, in Node: the engine (RBush per layer, per-object cache) beside the
 * brute-force reference (every object against every point). Each figure is the median of its repetitions,
 * after warm-up runs so the JIT has settled.
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { bruteForceNudges, computeAll, NudgeEngine, type NudgeState } from '../../../src/shared/nudges/engine';
import type { CheckedObject } from '../../../src/shared/nudges/checkedObject';
import { offsetFeet } from '../../../src/shared/objects/footprint';
import { median, percentile } from '../lib/stats';
import { prng } from './scenario';

export const REPS = { indexBuild: 5, full: 20, incremental: 200, computeAll: 5, bruteForce: 3 } as const;

export interface Figure {
  medianMs: number;
  p95Ms: number;
  reps: number;
}
export interface NudgeFigures {
  indexBuild: Figure;
  full: Figure;
  incremental: Figure;
  computeAll: Figure;
  bruteFull: Figure;
  bruteAfterMove: Figure;
  nudges: number;
  bySeverity: Record<string, number>;
  byRule: Record<string, number>;
}

function time(reps: number, warmup: number, run: (i: number) => void): Figure {
  for (let i = 0; i < warmup; i++) run(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    run(i);
    samples.push(performance.now() - t0);
  }
  return { medianMs: median(samples), p95Ms: percentile(samples, 95), reps };
}

function loadInfrastructure(engine: NudgeEngine, state: NudgeState): void {
  for (const [layerId, p] of Object.entries(state.infrastructure)) engine.setInfrastructure(layerId, p.ids, p.coords);
}

function tally(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

export function measureNudges(initial: NudgeState): NudgeFigures {
  const objects: CheckedObject[] = initial.objects.map((o) => ({ ...o }));
  const state = (): NudgeState => ({ ...initial, objects });

  const indexBuild = time(REPS.indexBuild, 1, () => loadInfrastructure(new NudgeEngine(), initial));

  const engine = new NudgeEngine();
  engine.setSetting(initial.setting ?? null);
  loadInfrastructure(engine, initial);
  engine.setShapes(initial.shapes);
  engine.setEventInfo(initial.eventInfo);
  // Full recompute with the index in place: every object's cached nudges dropped and re-evaluated.
  const full = time(REPS.full, 3, () => {
    engine.setObjects(objects);
    engine.nudges();
  });

  // Incremental: one object dragged up to 50 ft, then the list the panel reads.
  const rnd = prng(7);
  const move = () => {
    const i = Math.floor(rnd() * objects.length);
    const o = objects[i]!;
    objects[i] = {
      ...o,
      position: offsetFeet(o.position, (rnd() * 2 - 1) * 50, (rnd() * 2 - 1) * 50),
      rotationDeg: rnd() * 360,
    };
    return objects[i];
  };
  const incremental = time(REPS.incremental, 20, () => {
    engine.upsertObject(move());
    engine.nudges();
  });

  const computeAllFigure = time(REPS.computeAll, 1, () => computeAll(state()));

  // The reference has no index and no cache: after any change it measures everything again.
  let reference = bruteForceNudges(state());
  const bruteFull = time(REPS.bruteForce, 0, () => (reference = bruteForceNudges(state())));
  const movedMeanwhile: CheckedObject[] = [];
  const bruteAfterMove = time(REPS.bruteForce, 0, () => {
    movedMeanwhile.push(move());
    reference = bruteForceNudges(state());
  });

  // The proof the figures are of the same work: the incrementally kept list equals the reference's.
  for (const o of movedMeanwhile) engine.upsertObject(o);
  const current = engine.nudges();
  if (!isDeepStrictEqual([...current], reference))
    throw new Error('the incremental engine and the brute-force reference disagree');
  if (!isDeepStrictEqual(computeAll(state()), reference))
    throw new Error('computeAll and the brute-force reference disagree');
  return {
    indexBuild,
    full,
    incremental,
    computeAll: computeAllFigure,
    bruteFull,
    bruteAfterMove,
    nudges: current.length,
    bySeverity: tally(current.map((n) => n.severity)),
    byRule: tally(current.map((n) => n.ruleId)),
  };
}
