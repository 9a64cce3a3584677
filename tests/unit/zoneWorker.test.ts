// The real zone worker module, run through @vitest/web-worker and reached through comlink as the UI does.
import '@vitest/web-worker';
import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import type { ZoneApi } from '../../src/workers/zone/api';

describe('zone worker over comlink', () => {
  it('builds the corridor off the calling thread and reports failures', async () => {
    const worker = new Worker(new URL('../../src/workers/zone.worker.ts', import.meta.url), { type: 'module' });
    const api = Comlink.wrap<ZoneApi>(worker);
    const result = await api.buildCorridor(
      [
        [-73.99, 40.75],
        [-73.988, 40.75],
      ],
      40,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.polygon.type).toBe('Polygon');
    expect(await api.buildCorridor([[-73.99, 40.75]], 40)).toEqual({ ok: false, reason: 'Need at least 2 nodes' });
    worker.terminate();
  });
});
