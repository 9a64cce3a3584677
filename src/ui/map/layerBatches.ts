/**
 * Loaded infrastructure layers reach the map in batches, each one style change and one composite
 * raster update: one map frame, whatever the number of layers in it. On a software renderer a frame is
 * 100–300 ms of the main thread and takes CPU from the workers that are still loading; issue 30 counted
 * 51 of them for 25 layers. A batch is prepared first (the layers worker draws the composite's tiles
 * in view while the map draws nothing new), then goes on the map in one frame. While layers load:
 * arrivals gather for a moment; batches are at least MIN_GAP_MS apart (the last one, when nothing is
 * loading any more, goes as soon as it is ready); a batch waits for the user's input to rest (input
 * first, inputQuiet.ts); and vector layers of a sparse map wait for the loads still running, which may
 * make the map dense (then every layer is rastered, drawPlan.ts), so small layers are added in one
 * change. Switching a layer on or off answers the user: that batch is prepared at once and waits for
 * nothing else. Pure of MapLibre: the adapter hands in how to prepare, draw and wait.
 */
import { callbackWithin } from '../../shared/async/deadline';
import { debounce } from '../../shared/async/debounce';
import { hostTimers, type Timers } from '../../shared/async/hostTimers';
import { supersession, type Run } from '../../shared/async/latest';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { RasterTileSet } from './rasterTileLayer';
import {
  rasterTileSet,
  rasteredIds,
  type InfrastructureDrawing,
  type InfrastructureOverlay,
  type ShownLayer,
} from './styles/infrastructureLayers';

/** Arrivals this close together form one batch… */
export const GATHER_LULL_MS = 100;
/** …but the first of them waits no longer than this. */
export const GATHER_MAX_MS = 300;
/** While layers load, batches go on the map at least this far apart. */
export const MIN_GAP_MS = 600;
/** A batch whose tiles do not all come (a worker that does not answer) goes on the map after this. */
export const PREPARE_DEADLINE_MS = 5000;

/** What the map draws of the infrastructure: the loaded layers and how dense ones are drawn. */
export interface DrawnLayers {
  infrastructure: InfrastructureOverlay;
  drawing: InfrastructureDrawing;
}

export interface BatchHost {
  /** Loads a raster set's tiles in view without drawing; `ready` once they are in. Returns a cancel. */
  prepare(set: RasterTileSet, ready: () => void): () => void;
  /** Puts the layers on the map: one style change and one raster update, in one frame. */
  commit(drawn: DrawnLayers): void;
  /** Runs `work` once the user's input rests; returns a cancel. */
  whenQuiet(work: () => void): () => void;
}

export interface BatchOptions {
  /** Sparse maps' new vector layers wait for the loads still running (off for `?draw=vector`). */
  holdVectors: boolean;
}

function sameLayers(a: InfrastructureOverlay, b: InfrastructureOverlay): boolean {
  const ids = Object.keys(a) as InfrastructureLayerId[];
  if (ids.length !== Object.keys(b).length) return false;
  return ids.every((id) => {
    const x = a[id]!,
      y = b[id];
    return y !== undefined && x.tilesKey === y.tilesKey && x.visible === y.visible && x.count === y.count;
  });
}

export function sameDrawn(a: DrawnLayers, b: DrawnLayers): boolean {
  return (
    a.drawing.ratio === b.drawing.ratio &&
    a.drawing.bearing === b.drawing.bearing &&
    a.drawing.vectorBudget === b.drawing.vectorBudget &&
    sameLayers(a.infrastructure, b.infrastructure)
  );
}

export class LayerBatches {
  private wanted: DrawnLayers;
  private drawn: DrawnLayers;
  /** The layers switched on: those not loaded yet are still loading. */
  private visible: ReadonlySet<InfrastructureLayerId> = new Set();
  private readonly runs = supersession();
  /** A batch is being prepared or waits to go on the map. */
  private busy = false;
  private cancels: Array<() => void> = [];
  private lastDataCommit = -Infinity;
  private readonly gather: ReturnType<typeof debounce>;

  constructor(
    private readonly host: BatchHost,
    initial: DrawnLayers,
    private readonly options: BatchOptions,
    private readonly timers: Timers = hostTimers,
  ) {
    this.wanted = this.drawn = initial;
    this.gather = debounce(() => this.start(false), GATHER_LULL_MS, GATHER_MAX_MS, timers);
  }

  /** What the map draws now. */
  get current(): DrawnLayers {
    return this.drawn;
  }

  /** What the map will draw once the batches in hand are on it. */
  get latest(): DrawnLayers {
    return this.wanted;
  }

  /** A layer's load arrived (its worker tiles), or went (null). */
  arrive(id: InfrastructureLayerId, layer: Omit<ShownLayer, 'visible'> | null, visible: boolean): void {
    const others = Object.fromEntries(Object.entries(this.wanted.infrastructure).filter(([key]) => key !== id));
    this.wanted = { ...this.wanted, infrastructure: layer ? { ...others, [id]: { ...layer, visible } } : others };
    this.gather();
  }

  /** The layers the user has switched on: a change is drawn at once. */
  setVisible(ids: ReadonlySet<InfrastructureLayerId>): void {
    this.visible = ids;
    let next = this.wanted.infrastructure;
    for (const [id, layer] of Object.entries(next) as [InfrastructureLayerId, ShownLayer][])
      if (layer.visible !== ids.has(id)) next = { ...next, [id]: { ...layer, visible: ids.has(id) } };
    if (next === this.wanted.infrastructure) return;
    this.wanted = { ...this.wanted, infrastructure: next };
    this.start(true);
  }

  /** How dense layers are drawn changed (the map turned): a batch like an arrival. */
  setDrawing(drawing: InfrastructureDrawing): void {
    this.wanted = { ...this.wanted, drawing };
    this.gather();
  }

  /** A new focus: every layer leaves the map at once. */
  clear(): void {
    this.stop();
    this.wanted = { ...this.wanted, infrastructure: {} };
    if (sameDrawn(this.wanted, this.drawn)) return;
    this.drawn = this.wanted;
    this.host.commit(this.drawn);
  }

  destroy(): void {
    this.stop();
  }

  private stop(): void {
    this.gather.cancel();
    this.runs.next();
    this.busy = false;
    for (const cancel of this.cancels.splice(0)) cancel();
  }

  /** Layers switched on whose load has not arrived. */
  private loading(): boolean {
    return [...this.visible].some((id) => !(id in this.wanted.infrastructure));
  }

  /**
   * What the next batch draws: what is wanted, except that while layers load, a sparse map's vector
   * layers not yet on the map wait (the loads still running may make the map dense).
   */
  private target(): DrawnLayers {
    const wanted = this.wanted;
    if (!this.options.holdVectors || !this.loading()) return wanted;
    const rastered = rasteredIds(wanted.infrastructure, wanted.drawing);
    const kept = Object.entries(wanted.infrastructure).filter(([id, layer]) => {
      const onMap = this.drawn.infrastructure[id as InfrastructureLayerId];
      return rastered.has(id as InfrastructureLayerId) || onMap?.tilesKey === layer.tilesKey;
    });
    return { ...wanted, infrastructure: Object.fromEntries(kept) };
  }

  /** Starts a batch: `urgent` (the user's toggle) supersedes one in hand; a data batch waits for it. */
  private start(urgent: boolean): void {
    this.gather.cancel();
    if (this.busy && !urgent) return;
    this.stop();
    const target = this.target();
    if (sameDrawn(target, this.drawn)) return;
    this.busy = true;
    const run = this.runs.current();
    const set = rasterTileSet(target.infrastructure, target.drawing);
    const drawnKey = rasterTileSet(this.drawn.infrastructure, this.drawn.drawing)?.key;
    if (!set || set.key === drawnKey) return this.ready(run, target, urgent);
    // Tiles that never come are not waited for: at the deadline the batch goes on with what there is.
    this.cancels.push(
      callbackWithin(
        (callback) => this.host.prepare(set, callback),
        PREPARE_DEADLINE_MS,
        () => this.ready(run, target, urgent),
        this.timers,
      ),
    );
  }

  /** The batch's tiles are in: on the map now if the user asked, else when due and input rests. */
  private ready(run: Run, target: DrawnLayers, urgent: boolean): void {
    if (run.signal.aborted) return;
    for (const cancel of this.cancels.splice(0)) cancel();
    if (urgent) return this.commit(run, target, true);
    const loading = this.loading();
    // The last loads came in while this batch was prepared: one batch with them rather than two frames.
    if (!loading && !sameDrawn(this.target(), target)) return this.restart(run);
    const wait = loading ? this.lastDataCommit + MIN_GAP_MS - this.timers.now() : 0;
    if (wait <= 0) {
      this.cancels.push(this.host.whenQuiet(() => this.commit(run, target, false)));
      return;
    }
    // Too soon after the last batch: meanwhile more may arrive, and the batch grows before it is drawn.
    const timer = this.timers.setTimeout(() => this.restart(run), wait);
    this.cancels.push(() => this.timers.clearTimeout(timer));
  }

  /** The batch in hand is given up for one with what is wanted now (its tiles mostly in already). */
  private restart(run: Run): void {
    if (run.signal.aborted) return;
    this.busy = false;
    this.start(false);
  }

  private commit(run: Run, target: DrawnLayers, urgent: boolean): void {
    if (run.signal.aborted) return;
    this.cancels = [];
    this.busy = false;
    this.drawn = target;
    if (!urgent) this.lastDataCommit = this.timers.now();
    this.host.commit(target);
    // What arrived meanwhile is the next batch.
    if (!sameDrawn(this.target(), this.drawn)) this.gather();
  }
}
