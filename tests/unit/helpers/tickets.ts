/** Job tickets as the page sends them (src/shared/async/jobs.ts), for tests that call a worker's API directly. */
import type { JobTicket } from '../../../src/shared/async/jobs';

let lastJob = 0;

/** A new job's ticket: each call a new id, as the page's job helper gives. */
export function ticket(): JobTicket {
  return { job: ++lastJob };
}
