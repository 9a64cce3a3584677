/**
 * The export baseline's page script (bundled by bundle.ts, injected before the app loads): the app's
 * own export API (src/workers/export/api.ts, unchanged) served on the page's main thread. The app's
 * `new Worker(…, { name: 'export' })` gets one end of a MessageChannel instead of a worker and the API
 * is served on the other end as a worker entry serves it (src/workers/engineHost.ts), so the app talks
 * to it exactly as to the worker (the map images transferred, the job's progress and cancel, the
 * heartbeat) but every compose runs on the main thread. Any other worker
 * starts as usual. window.__benchMainThreadExport records what happened, for the bench to check.
 */
import { jobHost, type JobMessage } from '../../../src/shared/async/jobs';
import { serveEngine } from '../../../src/workers/engineHost';
import { createExportApi, type ExportApi } from '../../../src/workers/export/api';

export interface MainThreadExportProbe {
  /** Workers the page really started, by name (their script URL when unnamed). */
  workers: string[];
  /** How often the API stood in for the export worker. */
  standIns: number;
  /** Each compose on the main thread: performance.now() when it was called and when it settled. */
  composes: { start: number; end: number }[];
}

const probe: MainThreadExportProbe = { workers: [], standIns: 0, composes: [] };
(window as unknown as { __benchMainThreadExport: MainThreadExportProbe }).__benchMainThreadExport = probe;

/** The job's progress goes to the page over the stand-in's channel, once there is one. */
let postToPage: (message: JobMessage) => void = () => undefined;
const jobs = jobHost((message) => postToPage(message));
const api = createExportApi({}, jobs);
/** The app's API with compose timed; everything else reached through the prototype. */
const served: ExportApi = Object.create(api, {
  compose: {
    value: async (...args: Parameters<ExportApi['compose']>) => {
      const entry = { start: performance.now(), end: NaN };
      probe.composes.push(entry);
      try {
        return await api.compose(...args);
      } finally {
        entry.end = performance.now();
      }
    },
  },
}) as ExportApi;

const RealWorker = window.Worker;
window.Worker = new Proxy(RealWorker, {
  construct(target, args: ConstructorParameters<typeof Worker>, newTarget: typeof Worker) {
    const [url, options] = args;
    if (options?.name === 'export') {
      probe.standIns++;
      const { port1, port2 } = new MessageChannel();
      postToPage = (message) => port2.postMessage(message);
      serveEngine(served, jobs, port2);
      // What the page's engine asks of a worker beside its messages.
      return Object.assign(port1, { terminate: () => port1.close() });
    }
    probe.workers.push(options?.name ?? String(url));
    return Reflect.construct(target, args, newTarget);
  },
});
