/**
 * The nudges benchmark, in Node (no browser): 1,000 objects against 100,000 infrastructure points in a
 * 2 km box in Manhattan. Full recompute and one-object-moved incremental recompute beside the brute-force
 * reference; targets are printed, never asserted (only a disagreement with the reference fails the run).
 * Writes bench-results/nudges.json.
 *
 *   npx tsx tests/bench/nudges/run.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { table } from '../lib/stats';
import { measureNudges, REPS, type Figure, type NudgeFigures } from './measure';
import { HALF_SIDE_FT, LAYER_COUNTS, nudgeScenario, OBJECT_COUNT } from './scenario';
import { LANE_CASE, measurePreCheck, type PreCheckFigures } from './preCheck';
import { errorMessage } from '../../../src/shared/errors/errorMessage';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const NUDGE_TARGETS = { fullMs: 20, incrementalMs: 2 } as const;

/** Sub-millisecond figures matter here, so more digits than the browser cases print. */
const fmt = (v: number) =>
  !Number.isFinite(v)
    ? 'n/a'
    : v < 1
      ? `${v.toFixed(3)} ms`
      : v < 100
        ? `${v.toFixed(2)} ms`
        : `${Math.round(v).toLocaleString('en-US')} ms`;
const target = (v: number, limit: number) => `< ${limit} ms (${v < limit ? 'met' : 'missed'})`;
/** Engine ÷ reference to two significant figures, and how many times faster that is. */
const ratio = (a: number, b: number) =>
  a > 0 && b > 0 ? `${(a / b).toPrecision(2)}× (${Math.round(b / a).toLocaleString('en-US')}× faster)` : 'n/a';
const cell = (f: Figure) => `${fmt(f.medianMs)} (p95 ${fmt(f.p95Ms)}, n=${f.reps})`;

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? null,
    totalMemGiB: os.totalmem() / 2 ** 30,
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

function printReport(f: NudgeFigures, grills: number): void {
  const m = machine();
  console.log(
    `machine: ${m.cpus} CPUs (${m.cpuModel ?? 'unknown'}), ${m.totalMemGiB.toFixed(1)} GiB, ${m.platform}; Node ${m.node}`,
  );
  const layers = Object.entries(LAYER_COUNTS)
    .map(([id, n]) => `${n.toLocaleString('en-US')} ${id}`)
    .join(', ');
  const side = ((2 * HALF_SIDE_FT * 0.3048) / 1000).toFixed(1);
  console.log(
    `plan: ${OBJECT_COUNT.toLocaleString('en-US')} objects (${grills} grills) against ${layers} in a ${side} km box in Midtown; ${f.nudges} nudges ` +
      `(${Object.entries(f.bySeverity)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')})`,
  );
  console.log(
    `medians (p95, repetitions); the reference has no index and no cache, so after a move it measures everything again\n`,
  );
  console.log(
    table([
      ['metric', 'engine (RBush + per-object cache)', 'brute-force reference', 'ratio engine/reference', 'target'],
      [
        'full recompute (index in place)',
        cell(f.full),
        cell(f.bruteFull),
        ratio(f.full.medianMs, f.bruteFull.medianMs),
        target(f.full.medianMs, NUDGE_TARGETS.fullMs),
      ],
      [
        'incremental: one object moved, then nudges()',
        cell(f.incremental),
        cell(f.bruteAfterMove),
        ratio(f.incremental.medianMs, f.bruteAfterMove.medianMs),
        target(f.incremental.medianMs, NUDGE_TARGETS.incrementalMs),
      ],
      ['  index build: bulk-load 100,000 points (on a feed message)', cell(f.indexBuild), '-', '-', '-'],
      [
        '  computeAll(state): index build + full recompute',
        cell(f.computeAll),
        cell(f.bruteFull),
        ratio(f.computeAll.medianMs, f.bruteFull.medianMs),
        '-',
      ],
    ]),
  );
  console.log(
    `\nnudges by rule: ${Object.entries(f.byRule)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    'the incremental engine, computeAll and the brute-force reference gave identical lists (checked after the moves)',
  );
}

function printPreCheck(p: PreCheckFigures): void {
  console.log(
    `\npermit pre-check: emergency lane on a ${LANE_CASE.nodes}-node street zone (${LANE_CASE.widthFt} ft wide) with ${LANE_CASE.objects} barricades, narrowest ${p.laneClearFt.toFixed(1)} ft clear; ` +
      `the whole pre-check (every rule, capacity ${p.capacity?.toLocaleString('en-US') ?? 'n/a'}, permits and deadlines, whole-plan checks) on the plan above: ${p.findings} findings\n`,
  );
  console.log(
    table([
      ['metric', 'pre-check', 'brute-force reference', 'ratio'],
      [
        'emergency lane: indexed sweep vs every object at every station',
        cell(p.lane),
        cell(p.laneBrute),
        ratio(p.lane.medianMs, p.laneBrute.medianMs),
      ],
      ['pre-check update, full (all rules + capacity + permits)', cell(p.update), '-', '-'],
      ['pre-check update, one object moved', cell(p.updateAfterMove), '-', '-'],
    ]),
  );
  console.log('the indexed lane check and its reference found the same narrowest point');
}

/** Runs the case, prints its table and writes bench-results/nudges.json; returns the figures. */
export function runNudgesBench(): NudgeFigures {
  const started = Date.now();
  const scenario = nudgeScenario();
  const grills = scenario.objects.filter((o) => o.type === 'grill').length;
  const figures = measureNudges(scenario);
  printReport(figures, grills);
  const preCheck = measurePreCheck(scenario);
  printPreCheck(preCheck);
  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/nudges.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    plan: {
      objects: OBJECT_COUNT,
      grills,
      layers: LAYER_COUNTS,
      boxSideKm: (2 * HALF_SIDE_FT * 0.3048) / 1000,
      shapes: scenario.shapes.length,
      eventFields: Object.keys(scenario.eventInfo).length,
    },
    repetitions: REPS,
    targets: NUDGE_TARGETS,
    met: {
      full: figures.full.medianMs < NUDGE_TARGETS.fullMs,
      incremental: figures.incremental.medianMs < NUDGE_TARGETS.incrementalMs,
    },
    figures,
    preCheck: { laneCase: LANE_CASE, ...preCheck },
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return figures;
}

// Run directly (npx tsx tests/bench/nudges/run.ts); imported by tests/bench/run.ts it only exports.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    runNudgesBench();
  } catch (error) {
    console.error(`nudges bench failed: ${errorMessage(error)}`);
    process.exitCode = 1;
  }
}
