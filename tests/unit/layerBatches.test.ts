import { describe, expect, it } from 'vitest';
import type { InfrastructureLayerId } from '../../src/shared/layers/ids';
import { INFRASTRUCTURE_LAYER_IDS } from '../../src/shared/layers/ids';
import { VECTOR_FEATURE_BUDGET } from '../../src/shared/layers/raster/drawPlan';
import { INPUT_HOLD } from '../../src/shared/async/inputHold';
import { INPUT_REST, PRESS_EVENTS } from '../../src/shared/async/inputRest';
import { InputQuiet } from '../../src/ui/map/inputQuiet';

import {
  GATHER_MAX_MS,
  LayerBatches,
  MIN_GAP_MS,
  PREPARE_DEADLINE_MS,
  type DrawnLayers,
} from '../../src/ui/map/layerBatches';
import { rasteredIds } from '../../src/ui/map/styles/infrastructureLayers';
import { fakeTimers } from './helpers/fakeTimers';

const { afterPressMs: PRESS_QUIET_MS, afterMoveMs: QUIET_MS } = INPUT_REST.page;
const MAX_WAIT_MS = INPUT_REST.maxWaitMs;
const BOUNDS: [number, number, number, number] = [-74, 40.74, -73.99, 40.75];
const tiles = (id: string, count: number) => ({ tilesKey: `${id}.1`, bounds: BOUNDS, count });

/**
 * A LayerBatches over a fake clock: the raster tiles of a prepared set come PREPARE_MS later (or when
 * the test says), commits are recorded with their time, and input rests unless the test sends some.
 */
function harness({ prepareMs = 150, holdVectors = true } = {}) {
  const clock = fakeTimers();
  const input = new EventTarget();
  const quiet = new InputQuiet(input, clock.timers);
  const commits: Array<{ at: number; drawn: DrawnLayers }> = [];
  const prepared: string[] = [];
  let manual: Array<() => void> | null = null;
  const batches = new LayerBatches(
    {
      prepare: (set, ready) => {
        prepared.push(set.key);
        if (manual) {
          manual.push(ready);
          return () => undefined;
        }
        const timer = clock.timers.setTimeout(ready, prepareMs);
        return () => clock.timers.clearTimeout(timer);
      },
      commit: (drawn) => commits.push({ at: clock.timers.now(), drawn }),
      whenQuiet: (work) => quiet.whenQuiet(work),
    },
    { infrastructure: {}, drawing: { ratio: 1, vectorBudget: VECTOR_FEATURE_BUDGET, bearing: 0 } },
    { holdVectors },
    clock.timers,
  );
  const layersIn = (i: number) => Object.keys(commits[i]?.drawn.infrastructure ?? {}).sort();
  return {
    clock,
    batches,
    commits,
    prepared,
    layersIn,
    press: () => input.dispatchEvent(new Event('pointerdown')),
    /** Holds every preparation until release() is called. */
    holdTiles: () => void (manual = []),
    release: () => {
      const waiting = manual ?? [];
      manual = null;
      for (const ready of waiting) ready();
    },
  };
}

describe('loaded layers reach the map in batches', () => {
  it('25 layers arriving over 3 s are drawn in a few batches, at least MIN_GAP_MS apart, the last at once', () => {
    const h = harness();
    h.batches.setVisible(new Set(INFRASTRUCTURE_LAYER_IDS));
    INFRASTRUCTURE_LAYER_IDS.forEach((id, i) => {
      h.clock.advance(i === 0 ? 300 : 110);
      h.batches.arrive(id, tiles(id, id === 'trees' ? 38_000 : 40), true);
    });
    const lastArrival = h.clock.timers.now();
    h.clock.advance(5000);
    expect(h.commits.length).toBeGreaterThanOrEqual(2);
    expect(h.commits.length).toBeLessThanOrEqual(7);
    expect(h.layersIn(h.commits.length - 1)).toEqual([...INFRASTRUCTURE_LAYER_IDS].sort());
    // Every layer of the dense map is in the composite, the small ones too.
    const last = h.commits[h.commits.length - 1]!.drawn;
    expect(rasteredIds(last.infrastructure, last.drawing).size).toBe(INFRASTRUCTURE_LAYER_IDS.length);
    const gaps = h.commits.slice(1, -1).map((c, i) => c.at - h.commits[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(MIN_GAP_MS);
    expect(h.commits[h.commits.length - 1]!.at - lastArrival).toBeLessThanOrEqual(GATHER_MAX_MS + 150);
  });

  it('as many batches for 5 layers as for 25 arriving over the same time', () => {
    const count = (ids: readonly InfrastructureLayerId[]) => {
      const h = harness();
      h.batches.setVisible(new Set(ids));
      const step = 3000 / ids.length;
      for (const id of ids) {
        h.clock.advance(step);
        h.batches.arrive(id, tiles(id, 2_000), true);
      }
      h.clock.advance(5000);
      return h.commits.length;
    };
    const few = count(INFRASTRUCTURE_LAYER_IDS.slice(0, 5));
    const all = count(INFRASTRUCTURE_LAYER_IDS);
    expect(Math.abs(all - few)).toBeLessThanOrEqual(1);
  });

  it('draws a batch only once its raster tiles are in, and then in one commit', () => {
    const h = harness();
    h.holdTiles();
    h.batches.setVisible(new Set(['trees']));
    h.batches.arrive('trees', tiles('trees', 38_000), true);
    h.clock.advance(2000);
    expect(h.prepared).toHaveLength(1);
    expect(h.commits).toEqual([]);
    h.release();
    expect(h.layersIn(0)).toEqual(['trees']);
  });

  it('draws a batch whose tiles never come after the deadline, so no layer is lost', () => {
    const h = harness();
    h.holdTiles();
    h.batches.setVisible(new Set(['trees']));
    h.batches.arrive('trees', tiles('trees', 38_000), true);
    h.clock.advance(GATHER_MAX_MS + PREPARE_DEADLINE_MS);
    expect(h.layersIn(0)).toEqual(['trees']);
  });

  it('holds the data while the user clicks, draws it once input rests, and at the latest after MAX_WAIT_MS', () => {
    const h = harness();
    h.batches.setVisible(new Set(['trees', 'hydrants']));
    h.batches.arrive('trees', tiles('trees', 38_000), true);
    // A click every 60 ms for a second: nothing is drawn meanwhile.
    for (let i = 0; i < 17; i++) {
      h.press();
      h.clock.advance(60);
    }
    expect(h.commits).toEqual([]);
    const lastPress = h.clock.timers.now() - 60;
    // A pause shorter than the press rest (the next click of a person placing chairs) draws nothing yet.
    h.clock.advance(PRESS_QUIET_MS - 100);
    expect(h.commits).toEqual([]);
    h.clock.advance(100);
    expect(h.commits).toHaveLength(1);
    expect(h.commits[0]!.at - lastPress).toBeGreaterThanOrEqual(PRESS_QUIET_MS);

    // Input that never rests still sees the data, MAX_WAIT_MS after it was ready.
    h.batches.arrive('hydrants', tiles('hydrants', 1_500), true);
    for (let i = 0; i < 150; i++) {
      h.press();
      h.clock.advance(50);
    }
    expect(h.commits).toHaveLength(2);
    expect(h.commits[1]!.at - h.commits[0]!.at).toBeLessThanOrEqual(GATHER_MAX_MS + 150 + MAX_WAIT_MS + MIN_GAP_MS);
  });

  it('draws a layer switched off at once: no gathering, no gap, no waiting for input', () => {
    const h = harness({ prepareMs: 0 });
    h.batches.setVisible(new Set(['trees', 'hydrants']));
    h.batches.arrive('trees', tiles('trees', 38_000), true);
    h.batches.arrive('hydrants', tiles('hydrants', 1_500), true);
    h.clock.advance(1000);
    expect(h.commits).toHaveLength(1);
    h.press();
    h.batches.setVisible(new Set(['trees']));
    h.clock.advance(0);
    expect(h.commits).toHaveLength(2);
    expect(h.commits[1]!.drawn.infrastructure.hydrants?.visible).toBe(false);
  });

  it("keeps a sparse map's new vector layers until the loads still running are in, then adds them in one change", () => {
    const h = harness();
    h.batches.setVisible(new Set(['iceLadders', 'sprayShowers', 'publicRestrooms']));
    h.batches.arrive('iceLadders', tiles('iceLadders', 8), true);
    h.clock.advance(1000);
    h.batches.arrive('sprayShowers', tiles('sprayShowers', 15), true);
    h.clock.advance(1000);
    expect(h.commits).toEqual([]);
    h.batches.arrive('publicRestrooms', tiles('publicRestrooms', 12), true);
    h.clock.advance(1000);
    expect(h.commits).toHaveLength(1);
    expect(h.layersIn(0)).toEqual(['iceLadders', 'publicRestrooms', 'sprayShowers']);
    // Sparse: vectors, nothing prepared for a raster.
    expect(h.prepared).toEqual([]);
  });

  it('with ?draw=vector draws vector layers as they come', () => {
    const h = harness({ holdVectors: false });
    h.batches.setVisible(new Set(['iceLadders', 'sprayShowers']));
    h.batches.arrive('iceLadders', tiles('iceLadders', 8), true);
    h.clock.advance(1000);
    expect(h.layersIn(0)).toEqual(['iceLadders']);
  });

  it('drops every layer at once on a new focus, and a batch in hand never lands', () => {
    const h = harness();
    h.batches.setVisible(new Set(['trees', 'hydrants']));
    h.batches.arrive('trees', tiles('trees', 38_000), true);
    h.clock.advance(1000);
    h.batches.arrive('hydrants', tiles('hydrants', 1_500), true);
    h.clock.advance(GATHER_MAX_MS + 10);
    h.batches.clear();
    expect(h.layersIn(h.commits.length - 1)).toEqual([]);
    const made = h.commits.length;
    h.clock.advance(5000);
    expect(h.commits).toHaveLength(made);
  });
});

describe('input first', () => {
  it('runs work at once while input rests, else after PRESS_QUIET_MS without a press or key and QUIET_MS without a move', () => {
    const clock = fakeTimers();
    const input = new EventTarget();
    const quiet = new InputQuiet(input, clock.timers);
    const ran: number[] = [];
    quiet.whenQuiet(() => ran.push(clock.timers.now()));
    expect(ran).toEqual([0]);
    // A move: the work waits QUIET_MS after the last one.
    clock.advance(1000);
    input.dispatchEvent(new Event('pointermove'));
    clock.advance(100);
    quiet.whenQuiet(() => ran.push(clock.timers.now()));
    input.dispatchEvent(new Event('pointermove'));
    clock.advance(QUIET_MS - 1);
    expect(ran).toEqual([0]);
    clock.advance(1);
    expect(ran).toEqual([0, 1100 + QUIET_MS]);
    // A key, then moves: the press's longer rest holds it, counted from the key.
    clock.advance(1000);
    const keyAt = clock.timers.now();
    input.dispatchEvent(new Event('keydown'));
    quiet.whenQuiet(() => ran.push(clock.timers.now()));
    clock.advance(300);
    input.dispatchEvent(new Event('pointermove'));
    clock.advance(PRESS_QUIET_MS - 300 - 1);
    expect(ran).toHaveLength(2);
    clock.advance(1);
    expect(ran).toEqual([0, 1100 + QUIET_MS, keyAt + PRESS_QUIET_MS]);
  });

  it("one policy for the page and the workers: a finger's touch is a press for both, and one cap bounds both waits", () => {
    expect(PRESS_EVENTS).toContain('touchstart');
    expect(INPUT_HOLD.maxHoldMs).toBe(INPUT_REST.maxWaitMs);
    const clock = fakeTimers();
    const input = new EventTarget();
    const quiet = new InputQuiet(input, clock.timers);
    input.dispatchEvent(new Event('touchstart'));
    let ran = false;
    quiet.whenQuiet(() => (ran = true));
    clock.advance(PRESS_QUIET_MS - 1);
    expect(ran).toBe(false);
    clock.advance(1);
    expect(ran).toBe(true);
  });

  it('runs waiting work once the rest has come, and new work at once while input rests', () => {
    const clock = fakeTimers();
    const input = new EventTarget();
    const quiet = new InputQuiet(input, clock.timers);
    input.dispatchEvent(new Event('pointerdown'));
    let ran = 0;
    quiet.whenQuiet(() => ran++);
    clock.advance(PRESS_QUIET_MS + 500);
    expect(ran).toBe(1);
    // Input resting already: at once.
    quiet.whenQuiet(() => ran++);
    expect(ran).toBe(2);
  });

  it('forgets cancelled work, and hears nothing after destroy', () => {
    const clock = fakeTimers();
    const input = new EventTarget();
    const quiet = new InputQuiet(input, clock.timers);
    input.dispatchEvent(new Event('pointerdown'));
    let ran = false;
    const cancel = quiet.whenQuiet(() => (ran = true));
    cancel();
    clock.advance(MAX_WAIT_MS);
    expect(ran).toBe(false);
    quiet.destroy();
    input.dispatchEvent(new Event('pointerdown'));
    quiet.whenQuiet(() => (ran = true));
    expect(ran).toBe(true);
  });
});
