/**
 * Stand-ins for the engine workers (src/ui/app/engines/engines.ts), for component and controller tests:
 * each test file mocks the engines module with these
 * (`vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'))`) and tells
 * them how to answer. Each method has the worker API's arguments and answers in a promise, as comlink
 * hands it to the page. Only what the code under test reaches is here; anything else would throw, as it should.
 *
 * Job methods (src/shared/async/jobs.ts) are reached as the page reaches them, through `job(name, args,
 * options)`, run by the real job client: the method's mock is called with the arguments (no ticket),
 * and the test can send the job's progress and see its cancel (`jobs.layers.calls`, `progress`).
 * `restartEngine(name)` plays a restarted worker: the controllers' restart listeners run.
 */
import { vi, type Mock } from 'vitest';
import type { JobOptions, JobTicket } from '../../src/shared/async/jobs';
import { jobClient } from '../../src/shared/async/jobs';
import type { ExportApi } from '../../src/workers/export/api';
import type { GeographyApi } from '../../src/workers/geography/api';
import type { LayersApi } from '../../src/workers/layers/api';
import type { PlanApi } from '../../src/workers/plan/api';
import type { ZoneApi } from '../../src/workers/zone/api';
import type { EngineName } from '../../src/ui/store/engines';

/** A worker method as the page calls it through comlink: the same arguments, its answer in a promise. */
type Remote<F> = F extends (...args: infer A) => infer R ? Mock<(...args: A) => Promise<Awaited<R>>> : never;
/** A job method as its mock is called: the arguments after the ticket, its answer in a promise. */
type RemoteJob<F> = F extends (ticket: JobTicket<infer _P>, ...args: infer A) => Promise<infer R>
  ? Mock<(...args: A) => Promise<R>>
  : never;
const remote = <F>() => vi.fn() as unknown as Remote<F>;
const remoteJob = <F>() => vi.fn() as unknown as RemoteJob<F>;

/** One job the code under test ran: which method, its id, arguments and options, and whether it was cancelled. */
export interface FakeJob {
  name: string;
  id: number;
  args: unknown[];
  options: JobOptions<unknown>;
  cancelled: boolean;
}

/** The `job` of one fake engine, over the real job client; the calls it made, and their progress. */
function fakeJobs(methods: () => Record<string, unknown>) {
  const calls: FakeJob[] = [];
  const client = jobClient((message) => {
    const call = calls.find((c) => c.id === message.stagerJob);
    if (call && 'cancel' in message) call.cancelled = true;
  });
  const job = (name: string, args: unknown[], options: JobOptions<unknown> = {}): Promise<unknown> =>
    client.run((ticket) => {
      calls.push({ name, id: ticket.job, args, options, cancelled: false });
      return (methods()[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    }, options);
  return {
    job,
    calls,
    /** The worker's progress report for job `id`, as it reaches the page. */
    progress: (id: number, update: unknown) => void client.hear({ stagerJob: id, progress: update }),
    /** The last job run of a method. */
    last: (name: string) => calls.filter((c) => c.name === name).at(-1),
  };
}

export const geography = {
  loadAreas: remoteJob<GeographyApi['loadAreas']>(),
  refreshCityAreas: remoteJob<GeographyApi['refreshCityAreas']>(),
  focusTarget: remote<GeographyApi['focusTarget']>(),
  tile: remote<GeographyApi['tile']>(),
};

export const layers = {
  load: remoteJob<LayersApi['load']>(),
  setFocus: remote<LayersApi['setFocus']>(),
  nearby: remote<LayersApi['nearby']>(),
  tile: remote<LayersApi['tile']>(),
  rasterTile: remoteJob<LayersApi['rasterTile']>(),
};

export const zone = {
  buildZone: remoteJob<ZoneApi['buildZone']>(),
};

export const exporter = {
  compose: remoteJob<ExportApi['compose']>(),
};

export const planWorker = {
  shareLink: remote<PlanApi['shareLink']>(),
  parseText: remote<PlanApi['parseText']>(),
  prepareAutosave: remote<PlanApi['prepareAutosave']>(),
  confirmAutosave: remote<PlanApi['confirmAutosave']>(),
  forgetAutosave: remote<PlanApi['forgetAutosave']>(),
  summarizePlan: remote<PlanApi['summarizePlan']>(),
  renamePlan: remote<PlanApi['renamePlan']>(),
  readPacket: remote<PlanApi['readPacket']>(),
};

export const jobs = {
  geography: fakeJobs(() => geography),
  layers: fakeJobs(() => layers),
  zone: fakeJobs(() => zone),
  exporter: fakeJobs(() => exporter),
};

export const geographyEngine = () => ({ ...geography, job: jobs.geography.job });
export const layersEngine = () => ({ ...layers, job: jobs.layers.job });
export const zoneEngine = () => ({ ...zone, job: jobs.zone.job });
export const exportEngine = () => ({ ...exporter, job: jobs.exporter.job });
export const planEngine = () => planWorker;

const restartListeners = new Map<EngineName, Set<() => void>>();

export function onEngineRestart(name: EngineName, listener: () => void): () => void {
  const listeners = restartListeners.get(name) ?? new Set();
  restartListeners.set(name, listeners);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A restarted worker, prepared: the controllers hand it back their state. */
export function restartEngine(name: EngineName): void {
  for (const listener of restartListeners.get(name) ?? []) listener();
}

export const retryEngine = vi.fn();

/** Resets every fake between tests (calls and answers), then gives the few that always answer the same their answer. */
export function resetEngines(): void {
  const engines: Record<string, { mockReset(): unknown }>[] = [geography, layers, zone, exporter, planWorker];
  for (const engine of engines) for (const fake of Object.values(engine)) fake.mockReset();
  for (const fake of Object.values(jobs)) fake.calls.length = 0;
  layers.setFocus.mockResolvedValue(undefined);
  layers.nearby.mockResolvedValue([]);
  // A refreshed copy of the city's areas is no different unless a test says so.
  geography.refreshCityAreas.mockResolvedValue({ status: 'current' });
  planWorker.confirmAutosave.mockResolvedValue(undefined);
  planWorker.forgetAutosave.mockResolvedValue(undefined);
}
