/**
 * A real worker module (run by @vitest/web-worker) reached as the page reaches it: through comlink and
 * the engine (src/shared/async/engine.ts), so every call is a job with its ticket. No heartbeat: the
 * test ends the worker itself.
 */
import * as Comlink from 'comlink';
import { createEngine, type EngineRemote } from '../../src/shared/async/engine';

export function realWorker<Api>(url: URL): { remote: EngineRemote<Comlink.Remote<Api>>; terminate(): void } {
  const workers: Worker[] = [];
  const engine = createEngine<Comlink.Remote<Api>>({
    name: 'test',
    start: () => {
      const worker = new Worker(url, { type: 'module' });
      workers.push(worker);
      return worker;
    },
    wrap: (endpoint) => Comlink.wrap<Api>(endpoint as unknown as Worker),
    heartbeat: { everyMs: 3_600_000, withinMs: 3_600_000 },
  });
  return { remote: engine.remote, terminate: () => workers.forEach((w) => w.terminate()) };
}
