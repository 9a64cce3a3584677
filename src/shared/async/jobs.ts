/**
 * Jobs across threads, in one place (MapLibre's actor.ts is the model): every call from the page to a
 * worker is a job. The page gives it an id and a ticket; the worker's side hands the work a Job with
 * an AbortSignal and a way to report progress. The page's signal (a newer request, Cancel, a time
 * limit, which withDeadline gives as a signal) sends a cancel message that aborts the worker's signal; work that ends because of it
 * fails with JobCancelled. Progress messages go to the page's `onProgress` while the job is live.
 *
 * Every call is a job (MapLibre's actor_messages: one table of calls, each with its answer): the
 * worker's host serves each method of its API as a job method (`JobHost.serve`), so every call from
 * the page carries a ticket and can be cancelled by its signal; a method made with `job` sees
 * its Job (its signal, its progress), a plain one answers at once and its answer is dropped when the
 * page no longer waits. The calls themselves go through comlink (the workers expose plain objects
 * typed `typeof api`). The cancel and progress messages travel beside comlink's on the same
 * endpoint, as plain objects comlink ignores (they carry no comlink id).
 */
import { raceAbort } from './abortRace';

/** What the page sends as a job method's first argument. `progress` only carries the type. */
export interface JobTicket<P = never> {
  readonly job: number;
  readonly progress?: P;
}

/** A job as the worker's side sees it. */
export interface Job<P = never> {
  readonly id: number;
  /** Aborted by the page's cancel. */
  readonly signal: AbortSignal;
  /** Sent to the page while the job is live; dropped after it ends or is cancelled. */
  progress(update: P): void;
}

/** A job method as a worker exposes it. */
export type JobMethod<A extends unknown[], R, P> = (ticket: JobTicket<P>, ...args: A) => Promise<R>;

/** Messages beside comlink's: a cancel (page to worker) and progress (worker to page). */
export type JobMessage = { stagerJob: number; cancel: string } | { stagerJob: number; progress: unknown };

export function isJobMessage(value: unknown): value is JobMessage {
  return (
    typeof value === 'object' && value !== null && typeof (value as { stagerJob?: unknown }).stagerJob === 'number'
  );
}

/** How a job ended when it was cancelled: the worker's side fails with it. */
export class JobCancelled extends Error {
  override name = 'JobCancelled';
}

const reasonText = (reason: unknown): string =>
  reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'cancelled';

/** The job methods made by a host: `serve` passes them on as they are. */
const jobMethods = new WeakSet<object>();

/** The worker's side. */
export interface JobHost {
  /** Makes a job method of `work`: the page's ticket becomes a Job with its signal and progress. */
  job<A extends unknown[], R, P = never>(work: (job: Job<P>, ...args: A) => Promise<R> | R): JobMethod<A, R, P>;
  /**
   * The API as the page calls it: every method a job method (a plain one takes the ticket and answers
   * as before), so every call across the thread is a job, cancellable and bounded by the page.
   */
  serve(api: object): Record<string, unknown>;
  /** Takes a message from the page; true when it was a job's (a cancel). */
  hear(message: unknown): boolean;
  /** The jobs running now (tests, diagnostics). */
  running(): number[];
}

export function jobHost(post: (message: JobMessage) => void = () => undefined): JobHost {
  const running = new Map<number, AbortController>();
  const cancel = (id: number, reason = 'cancelled') => running.get(id)?.abort(new JobCancelled(reason));
  return {
    job<A extends unknown[], R, P = never>(work: (job: Job<P>, ...args: A) => Promise<R> | R): JobMethod<A, R, P> {
      const method: JobMethod<A, R, P> = async (ticket, ...args) => {
        const id = ticket.job;
        const controller = new AbortController();
        running.set(id, controller);
        const { signal } = controller;
        const job: Job<P> = {
          id,
          signal,
          progress: (update) => {
            if (!signal.aborted && running.get(id) === controller) post({ stagerJob: id, progress: update });
          },
        };
        try {
          const value = await work(job, ...args);
          if (signal.aborted) throw new JobCancelled(reasonText(signal.reason));
          return value;
        } catch (error) {
          if (signal.aborted) throw new JobCancelled(reasonText(signal.reason));
          throw error;
        } finally {
          if (running.get(id) === controller) running.delete(id);
        }
      };
      jobMethods.add(method);
      return method;
    },
    serve(api) {
      const served: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(api) as Array<[string, unknown]>) {
        if (typeof value !== 'function' || jobMethods.has(value)) served[name] = value;
        else {
          const plain = value as (...args: unknown[]) => unknown;
          served[name] = this.job((_job, ...args: unknown[]) => plain.apply(api, args));
        }
      }
      return served;
    },
    hear(message) {
      if (!isJobMessage(message) || !('cancel' in message)) return false;
      // A cancel for a job that has ended (its answer crossed the cancel on the way) finds nothing.
      cancel(message.stagerJob, message.cancel);
      return true;
    },
    running: () => [...running.keys()],
  };
}

export interface JobOptions<P> {
  /**
   * The caller's signal (a newer request, Cancel, a time limit: withDeadline's signal): aborting it
   * cancels the job on both sides. The one way a job is ended from the page.
   */
  signal?: AbortSignal;
  onProgress?: (update: P) => void;
}

/** The page's side of one worker's jobs. */
export interface JobClient {
  /**
   * Runs a job: `call` hands the ticket to the worker's job method. Fails with the signal's reason
   * when the caller's signal aborts, with JobCancelled when the worker cancelled it.
   */
  run<R, P>(call: (ticket: JobTicket<P>) => Promise<R>, options?: JobOptions<P>): Promise<R>;
  /** Takes a message from the worker; true when it was a job's (progress). */
  hear(message: unknown): boolean;
}

/** Job ids are unique in the page, across workers and restarts, so a key made from one is never reused. */
let lastJobId = 0;

export function jobClient(post: (message: JobMessage) => void): JobClient {
  const listening = new Map<number, (update: unknown) => void>();
  return {
    run<R, P>(call: (ticket: JobTicket<P>) => Promise<R>, options: JobOptions<P> = {}): Promise<R> {
      const { signal, onProgress } = options;
      if (signal?.aborted) return Promise.reject(signal.reason);
      const id = ++lastJobId;
      if (onProgress) listening.set(id, onProgress as (update: unknown) => void);
      const answer = call({ job: id });
      if (!signal) return answer.finally(() => listening.delete(id));
      // Whatever ends the job on this side (Cancel, a newer request, a time limit) ends it on the worker's side too.
      const cancel = () => post({ stagerJob: id, cancel: reasonText(signal.reason) });
      signal.addEventListener('abort', cancel, { once: true });
      return raceAbort(answer, signal).finally(() => {
        signal.removeEventListener('abort', cancel);
        listening.delete(id);
      });
    },
    hear(message) {
      if (!isJobMessage(message) || !('progress' in message)) return false;
      listening.get(message.stagerJob)?.(message.progress);
      return true;
    },
  };
}
