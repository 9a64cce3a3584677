/**
 * Polite bursts: at most a few requests in flight to one host (six, as a browser allows per host
 * over HTTP/1.1), the rest queued. Without an app token everyone behind one address shares Socrata's
 * throttle, and one focus can start 16 centreline cells and 25 layers at once. The queue is by
 * priority, highest first: the layers worker gives each load a higher number than the one before, so
 * what the user just switched on goes first; equal priorities keep their order.
 */
export const REQUESTS_PER_HOST = 6;

export type Release = () => void;

interface Waiter {
  priority: number;
  order: number;
  grant: (release: Release) => void;
}

export interface HostSlots {
  /** Resolves with a release once a slot of `host` is free; rejects with the signal's reason if aborted while queued. */
  acquire(host: string, priority: number, signal?: AbortSignal): Promise<Release>;
  /** Requests in flight to a host (for tests). */
  inFlight(host: string): number;
}

export function createHostSlots(limit = REQUESTS_PER_HOST): HostSlots {
  const busy = new Map<string, number>();
  const queues = new Map<string, Waiter[]>();
  let order = 0;

  function releaser(host: string): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = queues.get(host)?.shift();
      // The slot passes straight to the next in line, so the count stays as it is.
      if (next) next.grant(releaser(host));
      else busy.set(host, (busy.get(host) ?? 1) - 1);
    };
  }

  return {
    acquire(host, priority, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const used = busy.get(host) ?? 0;
      if (used < limit) {
        busy.set(host, used + 1);
        return Promise.resolve(releaser(host));
      }
      return new Promise<Release>((resolve, reject) => {
        const queue = queues.get(host) ?? [];
        queues.set(host, queue);
        const waiter: Waiter = {
          priority,
          order: order++,
          grant: (release) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        const onAbort = () => {
          const i = queue.indexOf(waiter);
          if (i >= 0) queue.splice(i, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        // Highest priority first; among equals, first come first served.
        const at = queue.findIndex((w) => w.priority < priority);
        queue.splice(at < 0 ? queue.length : at, 0, waiter);
      });
    },
    inFlight: (host) => busy.get(host) ?? 0,
  };
}
