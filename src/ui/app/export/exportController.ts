/**
 * Export Site Plan: the offscreen map is rendered here (MapLibre needs the page), everything else
 * happens in workers. The layers worker picks the parking and transit features near the site and the
 * export worker lays out and writes the page, so the main thread only waits. One export at a time;
 * cancelling abandons the capture and the composition alike, and a failure is shown in the app.
 */
import * as Comlink from 'comlink';
import { latestOnly } from '../../../shared/async/latest';
import { PRODUCT_NAME } from '../../../shared/app/constants';
import { localDateTime } from '../../../shared/app/localTime';
import { exportBounds } from '../../../shared/export/bounds';
import { framingAtScale } from '../../../shared/export/mapScale';
import { cssSizeFor, pageGeometry } from '../../../shared/export/pageLayout';
import {
  EXPORT_ERRORS,
  type ExportFormat,
  type ExportPage,
  type ExportStage,
  type LegendLayer,
} from '../../../shared/export/request';
import { LAYER_CATALOGUE } from '../../../shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS } from '../../../shared/layers/ids';
import { exportScaleFor, ZONE_PREVIEW } from '../../../shared/zoneCreator/state';
import { captureForExport, CaptureCancelled } from '../../map/offscreenCapture';
import { detailSheets, eventInfo, includeDimensions, pageSetup, revisions } from '../../store/eventInfo';
import { dimensionUnits, showShapeLabels } from '../../store/draw';
import { exportJob, exportMenuOpen } from '../../store/exportJob';
import { focused } from '../../store/focus';
import { layerStates } from '../../store/layers';
import { mapPort } from '../../store/map';
import { plan } from '../../store/plan';
import { zoneCreator } from '../../store/zoneCreator';
import { downloadBytes } from '../files/download';
import { exportEngine, layersEngine } from '../engines/engines';
import { preCheckReport } from '../precheck/preCheckReport';
import { currentShareLink } from '../share/shareController';
import { basemapNoteFor } from '../../../shared/export/basemapNote';
import { plainCapture } from '../../map/plainCapture';
import { mapCannotStart } from '../reliability/mapAvailability';

/**
 * The export's own time limit: the offscreen map waits for its tiles and the GPU without a deadline
 * of its own (a blocking read after one froze the page), so the whole job has one.
 */
export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_TIMEOUT_MESSAGE = 'the site plan took longer than 2 minutes to draw';

/** The export in progress, by the export worker's name for it. */
let running: number | null = null;
let nextJobId = 1;

/** The export's own error texts are shown as they are; anything else is 'Export failed: …'. */
const SHOWN_AS_IS = new Set<string>([EXPORT_ERRORS.noFocus, EXPORT_ERRORS.png]);

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return SHOWN_AS_IS.has(message) ? message : EXPORT_ERRORS.failed(message);
}

function legendLayers(): LegendLayer[] {
  const states = layerStates.value;
  return INFRASTRUCTURE_LAYER_IDS.filter((id) => states[id].visible && states[id].count !== null).map((id) => {
    const def = LAYER_CATALOGUE[id];
    return { id, name: def.name, color: def.color, kind: def.geometry, count: states[id].count ?? 0 };
  });
}

function setStage(jobId: number, format: ExportFormat, stage: ExportStage): void {
  if (running === jobId) exportJob.value = { kind: 'running', format, stage };
}

export async function exportSitePlan(format: ExportFormat): Promise<void> {
  exportMenuOpen.value = false;
  if (running !== null) return;
  const jobId = nextJobId++;
  running = jobId;
  exportJob.value = { kind: 'running', format, stage: 'Rendering map' };
  await exportRun(jobId, format);
}

/** The export's work; its signal aborts when the job is cancelled or runs out of time. */
const exportRun = latestOnly(async (signal, jobId: number, format: ExportFormat): Promise<void> => {
  // Set by the timer (TS would otherwise keep it false).
  let timedOut = false as boolean;
  const timer = window.setTimeout(() => {
    timedOut = true;
    // Still this job's signal while it is not aborted: a newer export is never stopped by this timer.
    if (!signal.aborted) exportRun.cancel();
    void exportEngine().cancel(jobId);
  }, EXPORT_TIMEOUT_MS);
  try {
    const target = focused.peek();
    if (!target) throw new Error(EXPORT_ERRORS.noFocus);
    const fit = exportBounds(target.geometry);
    const port = mapPort.peek();
    const { objects, shapes } = plan.peek();
    const style = port?.exportStyle();
    // Without WebGL there is no map to capture: the packet is drawn on a plain background instead.
    const noMap = mapCannotStart();
    if (!style && !noMap) throw new Error('The map is not ready yet');
    const chosen = pageSetup.peek();
    const setup = {
      ...chosen,
      scale: exportScaleFor(chosen.scale, {
        isZone: target.area.id === ZONE_PREVIEW.id,
        entireZonePdf: zoneCreator.peek().entireZonePdf,
      }),
    };
    const geometry = pageGeometry(setup.paper, setup.orientation);
    const frameCss = cssSizeFor(geometry.mapFrame);
    const at = setup.scale === 'fit' ? undefined : framingAtScale(fit, geometry.mapFrame, frameCss, setup.scale);
    const capture =
      noMap || !style
        ? await plainCapture({ fit, frameCss, ...(at ? { atFrame: at.frame } : {}) })
        : await captureForExport({
            style,
            fit,
            signal,
            frameCss,
            locatorCss: cssSizeFor(geometry.locator),
            ...(at ? { at: { center: at.center, zoom: at.zoom } } : {}),
          });
    const images = { map: capture.map, locator: capture.locator };
    if (signal.aborted) {
      images.map.close();
      images.locator?.close();
      return;
    }
    // The legend's layers are the shown ones: the map's features, markers and summaries all follow them.
    const shown = legendLayers();
    const nearby = await layersEngine().nearby(
      target.geometry,
      capture.frame,
      shown.map((l) => l.id),
    );
    // The title block's QR code: the plan's share link, when it is short enough for one.
    const shareLink = await currentShareLink().catch(() => null);
    const now = new Date();
    const page: ExportPage = {
      format,
      areaTitle: target.area.title,
      areaSubtitle: target.area.subtitle,
      areaGeometry: target.geometry,
      eventInfo: eventInfo.peek(),
      options: {
        includeDimensions: includeDimensions.peek(),
        dimensionUnits: dimensionUnits.peek(),
        detailSheets: detailSheets.peek(),
        ...setup,
      },
      frame: capture.frame,
      locatorFrame: capture.locatorFrame,
      legendLayers: shown,
      objects: [...objects],
      shapes: [...shapes],
      shapeLabels: showShapeLabels.peek(),
      nearby,
      generatedAt: now.toISOString(),
      localDateTime: localDateTime(now),
      appName: PRODUCT_NAME,
      preCheck: preCheckReport(),
      revisions: [...revisions.peek()],
      shareLink,
      ...(basemapNoteFor(capture.basemap) ? { basemapNote: basemapNoteFor(capture.basemap)! } : {}),
    };
    const bitmaps = images.locator ? [images.map, images.locator] : [images.map];
    const result = await exportEngine().compose(
      jobId,
      page,
      Comlink.transfer(images, bitmaps),
      Comlink.proxy((stage: ExportStage) => setStage(jobId, format, stage)),
    );
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a cancel can come during the awaits above
    if (result.status === 'cancelled' || signal.aborted) return;
    downloadBytes(result.file.fileName, result.file.mime, result.file.bytes);
    exportJob.value = { kind: 'done', fileName: result.file.fileName };
  } catch (error) {
    if (error instanceof CaptureCancelled || signal.aborted) return;
    exportJob.value = { kind: 'failed', message: errorText(error) };
  } finally {
    window.clearTimeout(timer);
    // Every path a timed-out job leaves by (abandoned capture, cancelled composition) ends here.
    if (timedOut && running === jobId)
      exportJob.value = { kind: 'failed', message: EXPORT_ERRORS.failed(EXPORT_TIMEOUT_MESSAGE) };
    // A cancelled job already gave way (cancelExport); a newer export may be running by now.
    if (running === jobId) running = null;
  }
});

/** Abandons the export in progress: the offscreen map is removed and the worker stops composing. */
export function cancelExport(): void {
  if (running === null) return;
  const jobId = running;
  exportRun.cancel();
  void exportEngine().cancel(jobId);
  running = null;
  exportJob.value = { kind: 'idle' };
}
