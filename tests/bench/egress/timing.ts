/**
 * A quick timing note for the egress check, not a timed test: 300 barricades in a closed ring, 1,000
 * chairs and 12 exits; one barricade moved 100 times, each followed by the figures, in the engine as
 * the nudges worker would run it. Run: `npx tsx tests/bench/egress/timing.ts`. The goal is under 50 ms
 * a move (p95) on the CI machine; `npm run bench` measures it in the worker with the page beside it.
 */
import { performance } from 'node:perf_hooks';
import { EgressEngine } from '../../../src/shared/egress/engine';
import { barricadeRing, exit, obj } from '../../unit/helpers/egressPlan';

// 300 barricades of 8 ft round a 600 ft square, two 6 ft gaps left for gates.
const ring = barricadeRing(600, 600, [
  { side: 0, from: 297, width: 6 },
  { side: 2, from: 297, width: 6 },
]);
const chairs = Array.from({ length: 1000 }, (_, i) =>
  obj(`c${i}`, 'chair', [1.5, 1.5], 150 + (i % 40) * 7.5, 150 + Math.floor(i / 40) * 12),
);
const exits = Array.from({ length: 12 }, (_, i) => exit(`x${i}`, 600, 20 + i * 48, 6, 90));
const engine = new EgressEngine();
engine.setPlan({ objects: [...ring, ...chairs, ...exits], shapes: [], attendance: 4000 });

const first = performance.now();
const start = engine.result();
const cold = performance.now() - first;
const piece = ring[Math.floor(ring.length / 3)]!;
const times: number[] = [];
for (let i = 0; i < 100; i++) {
  const t0 = performance.now();
  engine.update({ ...piece, position: { lng: piece.position.lng + (i % 2 ? 0 : 1e-6), lat: piece.position.lat } });
  engine.result();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
process.stdout.write(
  `egress: ${ring.length} barricades, ${chairs.length} chairs, ${exits.length} exits; ${start.exits?.length ?? 0} ways out, cold ${cold.toFixed(1)} ms, a move median ${q(0.5)} ms, p95 ${q(0.95)} ms\n`,
);
