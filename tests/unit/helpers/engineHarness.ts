/**
 * Engines over real comlink and real MessageChannels, in one thread: each "worker" is a port served
 * by src/workers/engineHost.ts as a worker entry serves its API, and the page's side is
 * src/shared/async/engine.ts. A worker can be closed from inside (as `self.close()` or an endless
 * loop would leave it: no event), fail with an error event, or lose a message. The heartbeat runs on
 * the test's clock.
 */
import * as Comlink from 'comlink';
import { createEngine, type EngineEndpoint, type EngineOptions } from '../../../src/shared/async/engine';
import { jobHost, type JobHost } from '../../../src/shared/async/jobs';
import { sleep } from '../../../src/shared/async/sleep';
import { serveEngine } from '../../../src/workers/engineHost';
import { fakeTimers } from './fakeTimers';

export interface FakeWorker<Api> {
  api: Api;
  jobs: JobHost;
  /** The worker ends itself: no event reaches the page, messages go nowhere. */
  close(): void;
  /** An uncaught failure in the worker (the page's `error` event). */
  crash(message: string): void;
  /** A message from the page that the worker could not read. */
  loseMessage(): void;
  terminated: boolean;
}

export function engineHarness<Api extends object>(
  name: string,
  make: (jobs: JobHost) => Api,
  options: Partial<Pick<EngineOptions<Comlink.Remote<Api>>, 'prepare' | 'heartbeat' | 'steadyAfterMs'>> = {},
) {
  const clock = fakeTimers();
  const workers: FakeWorker<Api>[] = [];
  const engine = createEngine<Comlink.Remote<Api>>({
    name,
    timers: clock.timers,
    heartbeat: options.heartbeat ?? { everyMs: 2000, withinMs: 10_000 },
    ...(options.steadyAfterMs !== undefined ? { steadyAfterMs: options.steadyAfterMs } : {}),
    ...(options.prepare ? { prepare: options.prepare } : {}),
    start: () => {
      const { port1, port2 } = new MessageChannel();
      const jobs = jobHost((message) => port2.postMessage(message));
      const api = make(jobs);
      serveEngine(api, jobs, port2);
      port1.start();
      const worker: FakeWorker<Api> = {
        api,
        jobs,
        terminated: false,
        close: () => port2.close(),
        crash: (message) => port1.dispatchEvent(Object.assign(new Event('error'), { message })),
        loseMessage: () => port2.dispatchEvent(new Event('messageerror')),
      };
      workers.push(worker);
      const endpoint: EngineEndpoint = {
        postMessage: (message) => port1.postMessage(message),
        addEventListener: (type, listener) => port1.addEventListener(type, listener),
        terminate: () => {
          worker.terminated = true;
          port1.close();
        },
      };
      // comlink posts with transfers and listens on the same port.
      return Object.assign(endpoint, {
        comlink: port1,
      });
    },
    wrap: (endpoint) => Comlink.wrap<Api>((endpoint as EngineEndpoint & { comlink: MessagePort }).comlink),
  });
  return {
    engine,
    clock,
    workers,
    worker: () => workers.at(-1)!,
    /** Lets the messages already posted (calls, answers, pings) cross. */
    settle: async () => {
      for (let i = 0; i < 5; i++) await sleep(0);
    },
  };
}
