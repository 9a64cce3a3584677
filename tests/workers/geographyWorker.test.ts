// The real worker module, run through @vitest/web-worker and reached through comlink as the UI does.
import '@vitest/web-worker';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realWorker } from './realWorker';
import type { GeographyApi } from '../../src/workers/geography/api';
import { overlappingParks } from '../unit/helpers/areas';

let server: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url?.startsWith('/data/permit-areas/parks.geojson')) {
      res.writeHead(200, { 'content-type': 'application/geo+json' });
      res.end(JSON.stringify(overlappingParks()));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('geography worker over comlink', () => {
  it('loads, searches and hit-tests off the calling thread', async () => {
    const worker = realWorker<GeographyApi>(new URL('../../src/workers/geography.worker.ts', import.meta.url));
    const api = worker.remote;
    const outcome = await api.job('loadAreas', ['parks', `${base}/data/permit-areas/parks.geojson`]);
    expect(outcome.status).toBe('loaded');
    expect(seen.some((u) => /parks\.geojson\?_ts=\d+/.test(u))).toBe(true);
    const hits = await api.search('parks', 'lawn');
    expect(hits.map((h) => h.label)).toEqual(['Test Park - Lawn']);
    const under = await api.hitTest('parks', -73.985, 40.755);
    expect(under).toHaveLength(3);
    worker.terminate();
  });
});
