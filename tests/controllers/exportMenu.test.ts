// The export menu's commands: the export's code is loaded on first use; a load that fails (offline before
// the app was cached) shows as the export's failure, and the next try loads again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelExport, dismissExportMessage, exportSitePlan, preloadExport } from '../../src/ui/app/export/exportMenu';
import { CaptureCancelled, type Capture } from '../../src/ui/map/offscreenCapture';
import { exportJob, exportMenuOpen } from '../../src/ui/store/exportJob';
import { focused } from '../../src/ui/store/focus';
import { mapPort } from '../../src/ui/store/map';
import { exporter, planWorker, resetEngines } from '../support/fakeEngines';
import { areaTarget } from '../support/focusTargets';
import { createFakePort, type FakeMapPort } from '../support/fakePort';
import { capturedPixels } from '../support/capturedPixels';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
vi.mock('../../src/ui/app/files/download', () => ({ downloadBytes: vi.fn() }));

/** The export's code is a chunk of its own, loaded on first use: on a busy machine that takes a while. */
const LOADING = { timeout: 10_000 };

/** How many more times the export's code fails to load, as a chunk fails to load offline. */
const chunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('../../src/ui/app/export/handoverController', async (original) => {
  if (chunk.failures > 0) {
    chunk.failures--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return original();
});

let port: FakeMapPort;

beforeEach(() => {
  resetEngines();
  planWorker.shareLink.mockResolvedValue({ ok: true, link: 'https://stager.example/#plan=abc', chars: 31 });
  port = createFakePort();
  mapPort.value = port;
  focused.value = areaTarget();
  exportJob.value = { kind: 'idle' };
  exportMenuOpen.value = true;
});

describe('loading the export', () => {
  it('a preload that fails is silent; a failed load on a click is the export failing; the next try loads and exports', async () => {
    chunk.failures = 2;
    // Opening the menu preloads the export.
    preloadExport();
    await vi.waitFor(() => expect(chunk.failures).toBe(1), LOADING);
    expect(exportJob.value).toEqual({ kind: 'idle' });

    await exportSitePlan('pdf');
    expect(exportMenuOpen.value).toBe(false);
    // (Vitest words the failed load its own way; the browser says 'Failed to fetch dynamically imported module'.)
    expect(exportJob.value).toMatchObject({ kind: 'failed', message: expect.stringMatching(/^Export failed: .+/) });
    expect(exporter.compose).not.toHaveBeenCalled();

    port.captureForExport.mockResolvedValue({
      map: capturedPixels(),
      frame: { west: -73.985, south: 40.752, east: -73.982, north: 40.755 },
      locator: null,
      locatorFrame: null,
      basemap: 'full',
    });
    exporter.compose.mockResolvedValue({
      status: 'done',
      file: { fileName: 'siteplan.pdf', mime: 'application/pdf', bytes: new ArrayBuffer(4) },
    });
    dismissExportMessage();
    await exportSitePlan('pdf');
    expect(exportJob.value).toEqual({ kind: 'done', fileName: 'siteplan.pdf' });
  });
});

describe('cancel and dismiss', () => {
  it('Cancel export stops the running export', async () => {
    port.captureForExport.mockImplementationOnce(
      ({ signal }) =>
        new Promise<Capture>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new CaptureCancelled('cancelled'))),
        ),
    );
    const job = exportSitePlan('png');
    await vi.waitFor(() => expect(exportJob.value.kind).toBe('running'), LOADING);
    dismissExportMessage();
    expect(exportJob.value.kind).toBe('running');

    cancelExport();
    await vi.waitFor(() => expect(exportJob.value).toEqual({ kind: 'idle' }));
    await job;
    // The offscreen map it was drawing was abandoned, and nothing was composed.
    expect(port.captureForExport.mock.lastCall![0].signal.aborted).toBe(true);
    expect(exporter.compose).not.toHaveBeenCalled();
  });

  it('a failure stays until dismissed', async () => {
    focused.value = null;
    await exportSitePlan('pdf');
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Please focus on a permit area first' });
    dismissExportMessage();
    expect(exportJob.value).toEqual({ kind: 'idle' });
  });
});
