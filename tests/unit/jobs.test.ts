// The cross-thread job helper (src/shared/async/jobs.ts, run by src/shared/async/engine.ts): a job id,
// an AbortSignal on both sides, progress messages and a time limit's signal, over real comlink and MessageChannels.
import { afterEach, describe, expect, it } from 'vitest';
import { DeadlineExceeded, withDeadline } from '../../src/shared/async/deadline';
import { JobCancelled, jobHost, type Job, type JobHost } from '../../src/shared/async/jobs';
import { isJobCancelled } from '../support/jobCancelled';
import { deferred, type Deferred } from '../support/deferred';
import { engineHarness } from './helpers/engineHarness';

/** A worker API with one job: it waits for the test, reports progress, and remembers its signal. */
function countingApi(jobs: JobHost) {
  const seen: Job<string>[] = [];
  const answers: Deferred<number>[] = [];
  const gate = deferred<string>();
  return {
    seen,
    answers,
    count: jobs.job(async (job: Job<string>, upTo: number) => {
      seen.push(job);
      const answer = deferred<number>();
      answers.push(answer);
      job.signal.addEventListener('abort', () => answer.reject(job.signal.reason));
      job.progress(`counting to ${upTo}`);
      return answer.promise;
    }),
    plain: () => 'not a job',
    gate,
    /** A plain method (not made with `jobs.job`) that answers when the test says. */
    held: () => gate.promise,
  };
}

let stops: Array<() => void> = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

function setup() {
  const h = engineHarness('counting', countingApi);
  stops.push(() => h.worker().close());
  return h;
}

describe('a job', () => {
  it('answers with its result; its progress reaches the page while it runs, and not after', async () => {
    const h = setup();
    const heard: string[] = [];
    const run = h.engine.job('count', [3], { onProgress: (p) => heard.push(p) });
    await h.settle();
    const [job] = h.worker().api.seen;
    expect(job!.id).toBeGreaterThan(0);
    expect(heard).toEqual(['counting to 3']);
    h.worker().api.answers[0]!.resolve(3);
    expect(await run).toBe(3);
    job!.progress('too late');
    await h.settle();
    expect(heard).toEqual(['counting to 3']);
    expect(h.worker().jobs.running()).toEqual([]);
  });

  it("is cancelled from the page: the caller's signal aborts the worker's signal, and the call fails with its reason", async () => {
    const h = setup();
    const controller = new AbortController();
    const run = h.engine.job('count', [5], { signal: controller.signal });
    await h.settle();
    const job = h.worker().api.seen[0]!;
    controller.abort(new Error('a newer focus'));
    await expect(run).rejects.toThrow('a newer focus');
    await h.settle();
    expect(job.signal.aborted).toBe(true);
    expect(h.worker().jobs.running()).toEqual([]);
  });

  it("every method is a job: a plain method's call is cancelled by the page's signal too", async () => {
    const h = setup();
    const controller = new AbortController();
    const run = h.engine.job('held', [], { signal: controller.signal });
    await h.settle();
    // The worker's side runs it as a job (it came with a ticket).
    expect(h.worker().jobs.running()).toHaveLength(1);
    controller.abort(new Error('the zone creator was closed'));
    await expect(run).rejects.toThrow('the zone creator was closed');
    h.worker().api.gate.resolve('late answer');
    await h.settle();
    expect(h.worker().jobs.running()).toEqual([]);
    // A plain call without options is a job as well, answered as before.
    expect(await h.engine.remote.plain()).toBe('not a job');
  });

  it('past a time limit (withDeadline, as the export has) is cancelled on both sides and fails with it, while the worker lives on', async () => {
    const h = setup();
    const run = withDeadline((signal) => h.engine.job('count', [9], { signal }), 120_000, { timers: h.clock.timers });
    await h.settle();
    const job = h.worker().api.seen[0]!;
    const failed = expect(run).rejects.toBeInstanceOf(DeadlineExceeded);
    // The worker answers its heartbeat all along: a slow job is not a dead worker.
    for (let t = 0; t < 120_000; t += 2000) {
      h.clock.advance(2000);
      await h.settle();
    }
    await failed;
    await h.settle();
    expect(job.signal.aborted).toBe(true);
    expect(h.engine.status()).toMatchObject({ state: 'running', restarts: 0 });
    expect(await h.engine.remote.plain()).toBe('not a job');
  });

  it("a time limit's own text is the call's failure, and the worker's job ends", async () => {
    const h = setup();
    const run = withDeadline((signal) => h.engine.job('count', [1], { signal }), 1000, {
      timers: h.clock.timers,
      late: () => {
        throw new Error('the site plan took longer than 1 s to draw');
      },
    });
    await h.settle();
    const job = h.worker().api.seen[0]!;
    h.clock.advance(1000);
    await expect(run).rejects.toThrow('the site plan took longer than 1 s to draw');
    await h.settle();
    expect(job.signal.aborted).toBe(true);
  });

  it('a signal already aborted sends nothing', async () => {
    const h = setup();
    const controller = new AbortController();
    controller.abort(new Error('gone before it began'));
    await expect(h.engine.job('count', [1], { signal: controller.signal })).rejects.toThrow('gone before it began');
    await h.settle();
    expect(h.worker().api.seen).toEqual([]);
  });
});

describe('the job host alone', () => {
  it('ignores a cancel for a job that has ended, and messages that are not its own', async () => {
    const posted: unknown[] = [];
    const host = jobHost((m) => posted.push(m));
    const method = host.job(async (job: Job<number>) => {
      job.progress(1);
      return 'done';
    });
    expect(await method({ job: 41 })).toBe('done');
    expect(host.hear({ stagerJob: 41, cancel: 'late' })).toBe(true);
    expect(host.hear({ id: 'comlink', type: 'APPLY' })).toBe(false);
    expect(posted).toEqual([{ stagerJob: 41, progress: 1 }]);
  });

  it('a job the page cancels fails in the worker with JobCancelled, whatever its work threw', async () => {
    const host = jobHost();
    const method = host.job(
      (job: Job) =>
        new Promise<string>((_resolve, reject) =>
          job.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const run = method({ job: 42 }).catch((e: unknown) => e);
    expect(host.hear({ stagerJob: 42, cancel: 'a newer search' })).toBe(true);
    const error = await run;
    expect(error).toBeInstanceOf(JobCancelled);
    expect(isJobCancelled(error)).toBe(true);
    expect((error as Error).message).toBe('a newer search');
  });
});
