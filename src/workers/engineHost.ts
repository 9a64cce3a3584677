/**
 * The worker's side of an engine: exposes its API with comlink, every method a job (its table of
 * calls, src/shared/async/engine.ts), hears the page's job cancels
 * (src/shared/async/jobs.ts) and answers its heartbeat (src/shared/async/engineWire.ts). A message
 * from the page that cannot be read is a lost call: the worker says so, and the page restarts it
 * rather than wait for an answer that will never come.
 */
import * as Comlink from 'comlink';
import { answerEngineMessage, type EngineMessage } from '../shared/async/engineWire';
import { jobHost, type JobHost, type JobMessage } from '../shared/async/jobs';

/** A worker's global scope, as far as the engine needs it. */
export interface EngineScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message' | 'messageerror', listener: (event: MessageEvent) => void): void;
}

/** The job host of a worker: its progress goes to the page over the worker's own endpoint. */
export function workerJobs(scope: EngineScope): JobHost {
  return jobHost((message: JobMessage) => scope.postMessage(message));
}

export function serveEngine(api: object, jobs: JobHost, scope: EngineScope): void {
  scope.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (!jobs.hear(data)) answerEngineMessage(data, (answer) => scope.postMessage(answer));
  });
  scope.addEventListener('messageerror', () => {
    const fault: EngineMessage = { stagerEngine: 'fault', message: 'a message from the page could not be read' };
    scope.postMessage(fault);
  });
  // Every method a job: each call from the page carries its ticket (jobs.ts).
  Comlink.expose(jobs.serve(api), scope as unknown as Comlink.Endpoint);
}
