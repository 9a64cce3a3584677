// The real zone worker module, run through @vitest/web-worker and reached through comlink and the
// engine as the UI does (every call a job: src/shared/async/engine.ts).
import '@vitest/web-worker';
import { describe, expect, it } from 'vitest';
import type { ZoneApi } from '../../src/workers/zone/api';
import { realWorker } from './realWorker';

describe('zone worker over comlink', () => {
  it('builds the corridor off the calling thread and reports failures', async () => {
    const worker = realWorker<ZoneApi>(new URL('../../src/workers/zone.worker.ts', import.meta.url));
    const result = await worker.remote.buildCorridor(
      [
        [-73.99, 40.75],
        [-73.988, 40.75],
      ],
      40,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.polygon.type).toBe('Polygon');
    expect(await worker.remote.buildCorridor([[-73.99, 40.75]], 40)).toEqual({
      ok: false,
      reason: 'Need at least 2 nodes',
    });
    worker.terminate();
    // The worker module (turf) loads in the test's own thread pool: on a loaded machine, over 20 s.
  }, 60_000);
});
