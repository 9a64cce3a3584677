/**
 * The engine workers, each reached only through its typed comlink API, and each able to fail and
 * come back (src/shared/async/engine.ts): every call is tracked, a worker that stops answering is
 * found by a heartbeat, every pending call then fails with EngineStopped, and a new worker is started
 * and prepared here (its configuration, its channels to the other workers). The app's own state (the
 * focus, the layers on, the plan) is handed back by the controllers that own it, through
 * `onEngineRestart`. Every call is a job (the worker's table of calls, src/shared/async/engine.ts):
 * `geographyEngine().search(mode, q)`, or with a signal, a deadline or progress,
 * `layersEngine().job('load', [id], { signal, onProgress })`.
 */
import * as Comlink from 'comlink';
import {
  createEngine,
  ENGINE_HEARTBEAT,
  type Engine,
  type EngineEndpoint,
  type EngineCalls,
  type EngineRemote,
} from '../../../shared/async/engine';
import type { GeographyApi } from '../../../workers/geography/api';
import type { LayersApi } from '../../../workers/layers/api';
import type { NudgesApi } from '../../../workers/nudges/api';
import type { ZoneApi } from '../../../workers/zone/api';
import type { ExportApi } from '../../../workers/export/api';
import type { PlanApi } from '../../../workers/plan/api';
import { isDemoMode, openDataConfig } from '../layers/openDataConfig';
import { testHooks } from '../cityData/testHooks';
import { layerIconPixels } from '../../map/infrastructureImages';
import { engineStatus, type EngineName } from '../../store/engines';

type Remote<Api> = EngineRemote<Comlink.Remote<Api>>;

/** One task of these can hold the worker's thread for long: a PDF page of a big plan, a 20 MB plan file read. */
const LONG_TASK_HEARTBEAT = { ...ENGINE_HEARTBEAT, withinMs: 60_000 };

const started: Partial<Record<EngineName, Engine<unknown>>> = {};
const restartListeners: Record<EngineName, Set<() => void>> = {
  geography: new Set(),
  layers: new Set(),
  nudges: new Set(),
  plan: new Set(),
  zone: new Set(),
  export: new Set(),
};

/** A supervised engine: its status goes to the store, its restarts to the controllers that hand back their state. */
function supervise<Api>(
  name: EngineName,
  start: () => Worker,
  prepare?: (remote: EngineCalls<Comlink.Remote<Api>>) => unknown,
  heartbeat = ENGINE_HEARTBEAT,
): Engine<Comlink.Remote<Api>> {
  const engine = createEngine<Comlink.Remote<Api>>({
    name,
    start: (): EngineEndpoint => start(),
    wrap: (endpoint) => Comlink.wrap<Api>(endpoint as Worker),
    heartbeat,
    ...(prepare ? { prepare } : {}),
  });
  engineStatus.value = { ...engineStatus.peek(), [name]: engine.status() };
  engine.watch((status) => (engineStatus.value = { ...engineStatus.peek(), [name]: status }));
  engine.onRestart(() => {
    for (const listener of restartListeners[name]) listener();
  });
  started[name] = engine;
  return engine;
}

/**
 * Hears each restart of an engine once the new worker is prepared: the place to hand it back the
 * app's state. Returns the way to stop hearing.
 */
export function onEngineRestart(name: EngineName, listener: () => void): () => void {
  restartListeners[name].add(listener);
  return () => void restartListeners[name].delete(listener);
}

/** Starts again an engine that stopped after failing twice in a row (the page's Retry). */
export function retryEngine(name: EngineName): void {
  started[name]?.retry();
}

let geography: Engine<Comlink.Remote<GeographyApi>> | null = null;
let layers: Engine<Comlink.Remote<LayersApi>> | null = null;
let nudges: Engine<Comlink.Remote<NudgesApi>> | null = null;
let zone: Engine<Comlink.Remote<ZoneApi>> | null = null;
let exporter: Engine<Comlink.Remote<ExportApi>> | null = null;
let planWorker: Engine<Comlink.Remote<PlanApi>> | null = null;

export function geographyEngine(): Remote<GeographyApi> {
  if (!geography) {
    geography = supervise<GeographyApi>(
      'geography',
      () =>
        new Worker(new URL('../../../workers/geography.worker.ts', import.meta.url), {
          type: 'module',
          name: 'geography',
        }),
      (remote) => {
        // Outside ?demo a sample parks file makes the worker ask the city's service (with the app token).
        const { appToken } = openDataConfig();
        const { requestTimeoutMs } = testHooks();
        return remote.configure({
          demo: isDemoMode(),
          ...(appToken ? { appToken } : {}),
          ...(requestTimeoutMs ? { timeoutMs: requestTimeoutMs } : {}),
        });
      },
    );
  }
  return geography.remote;
}

/** The layer icons as pixels, rasterised once by the page and handed to every layers worker. */
let iconPixels: ReturnType<typeof layerIconPixels> | null = null;

export function layersEngine(): Remote<LayersApi> {
  if (!layers) {
    layers = supervise<LayersApi>(
      'layers',
      () =>
        new Worker(new URL('../../../workers/layers.worker.ts', import.meta.url), { type: 'module', name: 'layers' }),
      (remote) => {
        // The raster tiles draw the same icons as the map: the page rasterises them once for both.
        iconPixels ??= layerIconPixels();
        iconPixels.then(
          (icons) => void remote.setIcons(icons),
          () => undefined,
        );
        // The nudge feed is joined through the supervised remotes, never this raw one: see joinNudgeFeed.
        if (nudgeFeedListener) joinNudgeFeed(layersEngine(), nudgesEngine(), nudgeFeedListener);
        if (exporter) joinExportFeed(remote, exporter.remote);
        return remote.configure(openDataConfig());
      },
    );
  }
  return layers.remote;
}

/** The layers worker if it runs, else null (for notices that are no reason to start one). */
export function runningLayersEngine(): Remote<LayersApi> | null {
  return layers ? layers.remote : null;
}

/** The nudge worker. */
export function nudgesEngine(): Remote<NudgesApi> {
  nudges ??= supervise<NudgesApi>(
    'nudges',
    () => new Worker(new URL('../../../workers/nudges.worker.ts', import.meta.url), { type: 'module', name: 'nudges' }),
    () => {
      // A restarted nudge worker is fed again from what the layers worker holds.
      if (nudgeFeedListener) joinNudgeFeed(layersEngine(), nudgesEngine(), nudgeFeedListener);
    },
  );
  return nudges.remote;
}

/** Plan files and autosave: read, parsed, checked and serialised off the page's thread. */
export function planEngine(): Remote<PlanApi> {
  planWorker ??= supervise<PlanApi>(
    'plan',
    () => new Worker(new URL('../../../workers/plan.worker.ts', import.meta.url), { type: 'module', name: 'plan' }),
    undefined,
    LONG_TASK_HEARTBEAT,
  );
  return planWorker.remote;
}

/** The zone creator's corridor worker, started on the first Generate Zone (turf's buffer is heavy). */
export function zoneEngine(): Remote<ZoneApi> {
  // Curb-lane and sidewalk zones ask the street centreline for widths, through the same sources as the layers.
  zone ??= supervise<ZoneApi>(
    'zone',
    () => new Worker(new URL('../../../workers/zone.worker.ts', import.meta.url), { type: 'module', name: 'zone' }),
    (remote) => remote.configure(openDataConfig()),
  );
  return zone.remote;
}

/**
 * The page composer (OffscreenCanvas and jsPDF), started on the first export and joined to the layers
 * worker by its own channel: the map's features go worker to worker, never through the page.
 */
export function exportEngine(): Remote<ExportApi> {
  exporter ??= supervise<ExportApi>(
    'export',
    () => new Worker(new URL('../../../workers/export.worker.ts', import.meta.url), { type: 'module', name: 'export' }),
    (remote) => joinExportFeed(layersEngine(), remote),
    LONG_TASK_HEARTBEAT,
  );
  return exporter.remote;
}

/** The layers worker's export feed, on a channel of their own (again after either restarts). */
function joinExportFeed(
  layersWorker: Pick<EngineCalls<Comlink.Remote<LayersApi>>, 'connectExport'>,
  exportWorker: Pick<EngineCalls<Comlink.Remote<ExportApi>>, 'attachLayerFeed'>,
): void {
  const channel = new MessageChannel();
  void layersWorker.connectExport(Comlink.transfer(channel.port1, [channel.port1])).catch(() => undefined);
  void exportWorker.attachLayerFeed(Comlink.transfer(channel.port2, [channel.port2])).catch(() => undefined);
}

/** What the nudge worker's applied layers are told to, once the feed is joined. */
let nudgeFeedListener: (() => void) | null = null;

/**
 * The layers worker's feed to the nudge worker, on a channel of their own (again after either restarts).
 * Each worker keeps the last port it is handed, so both must be handed the joins in the same order: the
 * calls go through the supervised remotes, which send a worker's calls in the order they were made once
 * it is prepared (and drop those of a worker that stopped). A prepare handing its own raw remote a port
 * would overtake a join already queued, and the two workers would keep the ports of different channels
 * (the first start joined twice: connectNudgeFeed's join and the new worker's own).
 */
function joinNudgeFeed(
  layersWorker: Pick<EngineCalls<Comlink.Remote<LayersApi>>, 'connectNudges'>,
  nudgesWorker: Pick<EngineCalls<Comlink.Remote<NudgesApi>>, 'attachFeatureFeed'>,
  onApplied: () => void,
): void {
  const channel = new MessageChannel();
  void layersWorker.connectNudges(Comlink.transfer(channel.port1, [channel.port1])).catch(() => undefined);
  void nudgesWorker
    .attachFeatureFeed(Comlink.transfer(channel.port2, [channel.port2]), Comlink.proxy(onApplied))
    .catch(() => undefined);
}

/**
 * Joins the layers worker to the nudge worker by a MessageChannel, once: point layers then flow
 * worker to worker and never through the page. `onApplied` hears each layer the nudge worker takes in.
 */
export function connectNudgeFeed(onApplied: () => void): void {
  if (nudgeFeedListener) return;
  nudgeFeedListener = onApplied;
  joinNudgeFeed(layersEngine(), nudgesEngine(), onApplied);
}
