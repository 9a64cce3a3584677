// 'Export Site Plan': the job's states as the page shows them (the stages while it runs, the saved file,
// the spec's failure texts), cancelling it, and the export's own time limit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportPage, ExportStage } from '../../src/shared/export/request';
import { cancelExport, EXPORT_TIMEOUT_MS, exportSitePlan } from '../../src/ui/app/export/exportController';
import { downloadBytes } from '../../src/ui/app/files/download';
import { CaptureCancelled, type Capture } from '../../src/ui/map/offscreenCapture';
import { plainCapture } from '../../src/ui/map/plainCapture';
import { exportJob, exportMenuOpen } from '../../src/ui/store/exportJob';
import { focused } from '../../src/ui/store/focus';
import { IDLE_LAYER, idleLayers, layerStates } from '../../src/ui/store/layers';
import { mapPort } from '../../src/ui/store/map';
import { mapFailure } from '../../src/ui/store/mapHealth';
import type { ComposeResult } from '../../src/workers/export/api';
import { EngineStopped } from '../../src/shared/async/engine';
import { deferred, nextTask, type Deferred } from '../support/deferred';
import { exporter, jobs, layers, planWorker, resetEngines } from '../support/fakeEngines';
import { areaTarget } from '../support/focusTargets';
import { createFakePort, type FakeMapPort } from '../support/fakePort';
import { capturedPixels } from '../support/capturedPixels';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
// The offscreen basemap is the map port's (the fake's); the plain one needs OffscreenCanvas, the download a
// browser's file save.
vi.mock('../../src/ui/map/plainCapture', () => ({ plainCapture: vi.fn() }));
vi.mock('../../src/ui/app/files/download', () => ({ downloadBytes: vi.fn() }));

const frame = { west: -73.985, south: 40.752, east: -73.982, north: 40.755 };
const lawn = areaTarget();

function capture(): Capture {
  return {
    map: capturedPixels(),
    frame,
    locator: null,
    locatorFrame: null,
    basemap: 'full',
  };
}

/** The offscreen map, drawing until the test says it is drawn; abandoned (CaptureCancelled) when the job is. */
function holdCapture(): () => void {
  let drawn!: () => void;
  port.captureForExport.mockImplementationOnce(
    ({ signal }) =>
      new Promise<Capture>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new CaptureCancelled('cancelled')), { once: true });
        drawn = () => resolve(capture());
      }),
  );
  return () => drawn();
}

/** The export worker composing until the test answers; `stage` is its progress report to the page (the job's). */
interface Composing extends Deferred<ComposeResult> {
  stage(stage: ExportStage): void;
  page(): ExportPage;
  jobId(): number;
  /** Whether the page cancelled the job in the worker. */
  cancelled(): boolean;
}
function holdComposition(): Composing {
  const answer = deferred<ComposeResult>();
  const call = exporter.compose.mock.calls.length;
  exporter.compose.mockImplementationOnce(() => answer.promise);
  const job = () => jobs.exporter.calls.filter((c) => c.name === 'compose')[call]!;
  return {
    ...answer,
    stage: (stage) => jobs.exporter.progress(job().id, stage),
    page: () => exporter.compose.mock.calls[call]![0],
    jobId: () => job().id,
    cancelled: () => job().cancelled,
  };
}

const done = (fileName: string): ComposeResult => ({
  status: 'done',
  file: { fileName, mime: 'application/pdf', bytes: new ArrayBuffer(8) },
});

let port: FakeMapPort;

beforeEach(() => {
  cancelExport();
  resetEngines();
  vi.mocked(plainCapture).mockReset();
  vi.mocked(downloadBytes).mockReset();
  planWorker.shareLink.mockResolvedValue({ ok: true, link: 'https://stager.example/#plan=abc', chars: 31 });
  port = createFakePort();
  port.captureForExport.mockImplementation(async () => capture());
  mapPort.value = port;
  mapFailure.value = null;
  focused.value = lawn;
  layerStates.value = idleLayers();
  exportJob.value = { kind: 'idle' };
  exportMenuOpen.value = true;
});

afterEach(() => {
  cancelExport();
  mapPort.value = null;
  vi.useRealTimers();
});

describe('an export that succeeds', () => {
  it('closes the menu, shows each stage as the worker reports it, then saves the file and says so', async () => {
    layerStates.value = { ...idleLayers(), trees: { ...IDLE_LAYER, visible: true, loaded: true, count: 12 } };
    const composing = holdComposition();
    const job = exportSitePlan('pdf');

    expect(exportMenuOpen.value).toBe(false);
    expect(exportJob.value).toEqual({ kind: 'running', format: 'pdf', stage: 'Rendering map' });
    await vi.waitFor(() => expect(exporter.compose).toHaveBeenCalledTimes(1));
    // The map port draws the offscreen basemap, fitted to the focused area.
    expect(port.captureForExport.mock.calls[0]![0]).toMatchObject({ fit: lawn.bbox });
    // The legend and the nearby features follow the layers shown.
    expect(composing.page()).toMatchObject({
      format: 'pdf',
      areaTitle: 'Bryant Park - Lawn',
      frame,
      legendLayers: [{ id: 'trees', count: 12 }],
      shareLink: 'https://stager.example/#plan=abc',
    });
    expect(layers.nearby).toHaveBeenCalledWith(lawn.geometry, frame, ['trees']);

    composing.stage('Composing page');
    expect(exportJob.value).toEqual({ kind: 'running', format: 'pdf', stage: 'Composing page' });
    composing.stage('Writing file');
    expect(exportJob.value).toEqual({ kind: 'running', format: 'pdf', stage: 'Writing file' });

    composing.resolve(done('siteplan-bryant-park-lawn.pdf'));
    await job;
    expect(downloadBytes).toHaveBeenCalledWith(
      'siteplan-bryant-park-lawn.pdf',
      'application/pdf',
      expect.any(ArrayBuffer),
    );
    expect(exportJob.value).toEqual({ kind: 'done', fileName: 'siteplan-bryant-park-lawn.pdf' });
  });

  it('without WebGL, the page is drawn on a plain background instead of the map', async () => {
    mapFailure.value = { kind: 'webgl-unavailable', detail: 'WebGL is disabled' };
    vi.mocked(plainCapture).mockReturnValue(capture());
    exporter.compose.mockResolvedValue(done('siteplan.png'));
    await exportSitePlan('png');
    expect(port.captureForExport).not.toHaveBeenCalled();
    expect(plainCapture).toHaveBeenCalledTimes(1);
    expect(exportJob.value).toEqual({ kind: 'done', fileName: 'siteplan.png' });
  });

  it('a plan too long for a link goes without its QR code', async () => {
    planWorker.shareLink.mockResolvedValue({ ok: false, tooLarge: true, chars: 30_000, maxChars: 24_000 });
    exporter.compose.mockResolvedValue(done('siteplan.pdf'));
    await exportSitePlan('pdf');
    expect(exporter.compose.mock.calls[0]![0].shareLink).toBeNull();
    expect(exportJob.value.kind).toBe('done');
  });
});

describe('an export that fails says why', () => {
  it("without a focused area: the spec's 'Please focus on a permit area first', as it is", async () => {
    focused.value = null;
    await exportSitePlan('pdf');
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Please focus on a permit area first' });
    expect(port.captureForExport).not.toHaveBeenCalled();
  });

  it("before the map can give its basemap: 'Export failed: The map is not ready yet'", async () => {
    // The map has no style to draw the offscreen map from yet.
    port.captureForExport.mockReturnValueOnce(null);
    await exportSitePlan('jpg');
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Export failed: The map is not ready yet' });
  });

  it("when the image cannot be made: the spec's 'Failed to create PNG', as it is", async () => {
    exporter.compose.mockRejectedValue(new Error('Failed to create PNG'));
    await exportSitePlan('png');
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Failed to create PNG' });
    expect(downloadBytes).not.toHaveBeenCalled();
  });

  it("any other failure as 'Export failed: {message}'", async () => {
    exporter.compose.mockRejectedValue(new Error('Failed to capture basemap image'));
    await exportSitePlan('pdf');
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Export failed: Failed to capture basemap image' });

    port.captureForExport.mockRejectedValueOnce(new Error('Offscreen map style load timeout'));
    await exportSitePlan('pdf');
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Export failed: Offscreen map style load timeout' });
  });

  it("after 2 minutes: the job is stopped with 'Export failed: the site plan took longer than 2 minutes to draw'", async () => {
    vi.useFakeTimers();
    holdCapture();
    const job = exportSitePlan('pdf');
    await vi.advanceTimersByTimeAsync(EXPORT_TIMEOUT_MS - 1);
    expect(exportJob.value.kind).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    await job;

    expect(exportJob.value).toEqual({
      kind: 'failed',
      message: 'Export failed: the site plan took longer than 2 minutes to draw',
    });
    expect(port.captureForExport.mock.calls[0]![0].signal.aborted).toBe(true);
    expect(exporter.compose).not.toHaveBeenCalled();
  });

  it('past 2 minutes while composing: the composition is cancelled in the worker too', async () => {
    vi.useFakeTimers();
    const composing = holdComposition();
    const job = exportSitePlan('pdf');
    await vi.advanceTimersByTimeAsync(10);
    expect(exporter.compose).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EXPORT_TIMEOUT_MS);
    await job;
    expect(composing.cancelled()).toBe(true);
    expect(exportJob.value).toEqual({
      kind: 'failed',
      message: 'Export failed: the site plan took longer than 2 minutes to draw',
    });
  });

  it('an export engine that stopped says so', async () => {
    exporter.compose.mockRejectedValue(new EngineStopped('export', 'it did not answer for 60 s'));
    await exportSitePlan('pdf');
    expect(exportJob.value).toEqual({
      kind: 'failed',
      message: 'Export failed: The export engine stopped: it did not answer for 60 s',
    });
  });
});

describe('one export at a time', () => {
  it('a second export while one runs is not started', async () => {
    const drawn = holdCapture();
    const first = exportSitePlan('pdf');
    await exportSitePlan('png');
    expect(port.captureForExport).toHaveBeenCalledTimes(1);
    expect(exportJob.value).toMatchObject({ kind: 'running', format: 'pdf' });
    exporter.compose.mockResolvedValue(done('siteplan.pdf'));
    drawn();
    await first;
    expect(exportJob.value.kind).toBe('done');
  });
});

describe('cancelling', () => {
  it('while the map is drawn: the offscreen map is abandoned, nothing is composed or saved', async () => {
    holdCapture();
    const job = exportSitePlan('pdf');
    await nextTask();
    cancelExport();
    expect(exportJob.value).toEqual({ kind: 'idle' });
    await job;

    const { signal } = port.captureForExport.mock.calls[0]![0];
    expect(signal.aborted).toBe(true);
    expect(exporter.compose).not.toHaveBeenCalled();
    expect(downloadBytes).not.toHaveBeenCalled();
    expect(exportJob.value).toEqual({ kind: 'idle' });
  });

  it('while composing: the worker is told to stop that job, and its late reports change nothing', async () => {
    const composing = holdComposition();
    const job = exportSitePlan('pdf');
    await vi.waitFor(() => expect(exporter.compose).toHaveBeenCalledTimes(1));
    cancelExport();
    expect(composing.cancelled()).toBe(true);
    expect(exportJob.value).toEqual({ kind: 'idle' });

    composing.stage('Writing file');
    composing.resolve(done('siteplan.pdf'));
    await job;
    expect(exportJob.value).toEqual({ kind: 'idle' });
    expect(downloadBytes).not.toHaveBeenCalled();
  });

  it("then exporting again: the cancelled job's late reports do not touch the new one", async () => {
    const cancelled = holdComposition();
    const first = exportSitePlan('pdf');
    await vi.waitFor(() => expect(exporter.compose).toHaveBeenCalledTimes(1));
    cancelExport();

    const current = holdComposition();
    const second = exportSitePlan('png');
    await vi.waitFor(() => expect(exporter.compose).toHaveBeenCalledTimes(2));
    expect(current.jobId()).not.toBe(cancelled.jobId());
    cancelled.stage('Writing file');
    expect(exportJob.value).toEqual({ kind: 'running', format: 'png', stage: 'Rendering map' });
    cancelled.resolve(done('siteplan.pdf'));
    await first;
    expect(exportJob.value).toMatchObject({ kind: 'running', format: 'png' });

    current.resolve(done('siteplan.png'));
    await second;
    expect(downloadBytes).toHaveBeenCalledTimes(1);
    expect(exportJob.value).toEqual({ kind: 'done', fileName: 'siteplan.png' });
  });

  it('with nothing running changes nothing', () => {
    exportJob.value = { kind: 'failed', message: 'Export failed: x' };
    cancelExport();
    expect(jobs.exporter.calls).toEqual([]);
    expect(exportJob.value).toEqual({ kind: 'failed', message: 'Export failed: x' });
  });
});
