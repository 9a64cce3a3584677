/**
 * Stand-ins for the engine workers (src/ui/app/engines/engines.ts), for component and controller tests:
 * each test file mocks the engines module with these
 * (`vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'))`) and tells
 * them how to answer. Each method has the worker API's arguments and answers in a promise, as comlink
 * hands it to the page. Only what the code under test reaches is here; anything else would throw, as it should.
 */
import { vi, type Mock } from 'vitest';
import type { ExportApi } from '../../src/workers/export/api';
import type { GeographyApi } from '../../src/workers/geography/api';
import type { LayersApi } from '../../src/workers/layers/api';
import type { PlanApi } from '../../src/workers/plan/api';
import type { ZoneApi } from '../../src/workers/zone/api';

/** A worker method as the page calls it through comlink: the same arguments, its answer in a promise. */
type Remote<F> = F extends (...args: infer A) => infer R ? Mock<(...args: A) => Promise<Awaited<R>>> : never;
const remote = <F>() => vi.fn() as unknown as Remote<F>;

export const geography = {
  loadAreas: remote<GeographyApi['loadAreas']>(),
  refreshCityAreas: remote<GeographyApi['refreshCityAreas']>(),
  focusTarget: remote<GeographyApi['focusTarget']>(),
};

export const layers = {
  load: remote<LayersApi['load']>(),
  setFocus: remote<LayersApi['setFocus']>(),
  nearby: remote<LayersApi['nearby']>(),
  watchProgress: remote<LayersApi['watchProgress']>(),
};

export const zone = {
  buildZone: remote<ZoneApi['buildZone']>(),
};

export const exporter = {
  compose: remote<ExportApi['compose']>(),
  cancel: remote<ExportApi['cancel']>(),
};

export const planWorker = {
  shareLink: remote<PlanApi['shareLink']>(),
  parseText: remote<PlanApi['parseText']>(),
  prepareAutosave: remote<PlanApi['prepareAutosave']>(),
  confirmAutosave: remote<PlanApi['confirmAutosave']>(),
  forgetAutosave: remote<PlanApi['forgetAutosave']>(),
};

export const geographyEngine = () => geography;
export const layersEngine = () => layers;
export const zoneEngine = () => zone;
export const exportEngine = () => exporter;
export const planEngine = () => planWorker;

/** Resets every fake between tests (calls and answers), then gives the few that always answer the same their answer. */
export function resetEngines(): void {
  const engines: Record<string, { mockReset(): unknown }>[] = [geography, layers, zone, exporter, planWorker];
  for (const engine of engines) for (const fake of Object.values(engine)) fake.mockReset();
  layers.setFocus.mockResolvedValue(1);
  layers.nearby.mockResolvedValue([]);
  layers.watchProgress.mockResolvedValue(undefined);
  // A refreshed copy of the city's areas is no different unless a test says so.
  geography.refreshCityAreas.mockResolvedValue({ status: 'current' });
  exporter.cancel.mockResolvedValue(undefined);
  planWorker.confirmAutosave.mockResolvedValue(undefined);
  planWorker.forgetAutosave.mockResolvedValue(undefined);
}
