/**
 * Stand-ins for the engine workers (src/ui/app/engines/engines.ts), for component tests: each test file mocks
 * the engine module with these (`vi.mock(ENGINE, () => import('./fakeEngines'))`) and tells them how to
 * answer. Only what the panels under test reach is here; anything else would throw, as it should.
 */
import { vi } from 'vitest';
import type { LayerLoadOutcome } from '../../src/workers/layers/api';

export const layers = {
  load: vi.fn<(id: string, generation: number) => Promise<LayerLoadOutcome>>(),
  setFocus: vi.fn(async () => 1),
  nearby: vi.fn(async () => []),
};

export const exporter = {
  compose: vi.fn(),
  cancel: vi.fn(async () => undefined),
};

export const planWorker = {
  shareLink: vi.fn(),
};

export const layersEngine = () => layers;
export const exportEngine = () => exporter;
export const planEngine = () => planWorker;

/** Resets every fake between tests (calls and answers). */
export function resetEngines(): void {
  for (const fake of [
    layers.load,
    layers.setFocus,
    layers.nearby,
    exporter.compose,
    exporter.cancel,
    planWorker.shareLink,
  ])
    fake.mockReset();
  layers.setFocus.mockResolvedValue(1);
  layers.nearby.mockResolvedValue([]);
  exporter.cancel.mockResolvedValue(undefined);
}
