/** The engine workers, each reached only through its typed comlink API. */
import * as Comlink from 'comlink';
import type { GeographyApi } from '../../../workers/geography/api';
import type { LayersApi } from '../../../workers/layers/api';
import type { NudgesApi } from '../../../workers/nudges/api';
import type { ZoneApi } from '../../../workers/zone/api';
import type { ExportApi } from '../../../workers/export/api';
import type { PlanApi } from '../../../workers/plan/api';
import { registerTileProtocol, TILE_PROTOCOLS } from '../../map/tileProtocol';
import { isDemoMode, openDataConfig } from '../layers/openDataConfig';
import { testHooks } from '../cityData/testHooks';
import { isRasterKey } from '../../../shared/layers/raster/rasterKey';
import { layerIconPixels } from '../../map/infrastructureImages';

let geography: Comlink.Remote<GeographyApi> | null = null;
let layers: Comlink.Remote<LayersApi> | null = null;
let nudges: Comlink.Remote<NudgesApi> | null = null;
let zone: Comlink.Remote<ZoneApi> | null = null;
let exporter: Comlink.Remote<ExportApi> | null = null;
let planWorker: Comlink.Remote<PlanApi> | null = null;

export function geographyEngine(): Comlink.Remote<GeographyApi> {
  if (!geography) {
    const engine = Comlink.wrap<GeographyApi>(
      new Worker(new URL('../../../workers/geography.worker.ts', import.meta.url), {
        type: 'module',
        name: 'geography',
      }),
    );
    registerTileProtocol(TILE_PROTOCOLS.areas, (key, z, x, y) => engine.tile(key, z, x, y));
    // Outside ?demo a sample parks file makes the worker ask the city's service (with the app token).
    const { appToken } = openDataConfig();
    const { requestTimeoutMs } = testHooks();
    void engine.configure({
      demo: isDemoMode(),
      ...(appToken ? { appToken } : {}),
      ...(requestTimeoutMs ? { timeoutMs: requestTimeoutMs } : {}),
    });
    geography = engine;
  }
  return geography;
}

export function layersEngine(): Comlink.Remote<LayersApi> {
  if (!layers) {
    const engine = Comlink.wrap<LayersApi>(
      new Worker(new URL('../../../workers/layers.worker.ts', import.meta.url), { type: 'module', name: 'layers' }),
    );
    registerTileProtocol(TILE_PROTOCOLS.layers, (key, z, x, y) =>
      isRasterKey(key) ? engine.rasterTile(key, z, x, y) : engine.tile(key, z, x, y),
    );
    void engine.configure(openDataConfig());
    // The raster tiles draw the same icons as the map: the page rasterises them once for both.
    void layerIconPixels().then(
      (icons) => engine.setIcons(icons),
      () => undefined,
    );
    layers = engine;
  }
  return layers;
}

/** The nudge worker. */
export function nudgesEngine(): Comlink.Remote<NudgesApi> {
  nudges ??= Comlink.wrap<NudgesApi>(
    new Worker(new URL('../../../workers/nudges.worker.ts', import.meta.url), { type: 'module', name: 'nudges' }),
  );
  return nudges;
}

/** Plan files and autosave: read, parsed, checked and serialised off the page's thread. */
export function planEngine(): Comlink.Remote<PlanApi> {
  planWorker ??= Comlink.wrap<PlanApi>(
    new Worker(new URL('../../../workers/plan.worker.ts', import.meta.url), { type: 'module', name: 'plan' }),
  );
  return planWorker;
}

/** The zone creator's corridor worker, started on the first Generate Zone (turf's buffer is heavy). */
export function zoneEngine(): Comlink.Remote<ZoneApi> {
  if (!zone) {
    zone = Comlink.wrap<ZoneApi>(
      new Worker(new URL('../../../workers/zone.worker.ts', import.meta.url), { type: 'module', name: 'zone' }),
    );
    // Curb-lane and sidewalk zones ask the street centreline for widths, through the same sources as the layers.
    void zone.configure(openDataConfig());
  }
  return zone;
}

/**
 * The page composer (OffscreenCanvas and jsPDF), started on the first export and joined to the layers
 * worker by its own channel: the map's features go worker to worker, never through the page.
 */
export function exportEngine(): Comlink.Remote<ExportApi> {
  if (!exporter) {
    const engine = Comlink.wrap<ExportApi>(
      new Worker(new URL('../../../workers/export.worker.ts', import.meta.url), { type: 'module', name: 'export' }),
    );
    const channel = new MessageChannel();
    void layersEngine().connectExport(Comlink.transfer(channel.port1, [channel.port1]));
    void engine.attachLayerFeed(Comlink.transfer(channel.port2, [channel.port2]));
    exporter = engine;
  }
  return exporter;
}

let fed = false;

/**
 * Joins the layers worker to the nudge worker by a MessageChannel, once: point layers then flow
 * worker to worker and never through the page. `onApplied` hears each layer the nudge worker takes in.
 */
export function connectNudgeFeed(onApplied: () => void): void {
  if (fed) return;
  fed = true;
  const channel = new MessageChannel();
  void layersEngine().connectNudges(Comlink.transfer(channel.port1, [channel.port1]));
  void nudgesEngine().attachFeatureFeed(Comlink.transfer(channel.port2, [channel.port2]), Comlink.proxy(onApplied));
}
