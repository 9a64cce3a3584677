/**
 * Export Site Plan: the offscreen map is rendered here (MapLibre needs the page), everything else
 * happens in workers. The layers worker picks the parking and transit features near the site and the
 * export worker lays out and writes the page (a job: its progress is the stage shown), so the main
 * thread only waits. One export at a time; its signal ends with Cancel or its time limit, which
 * abandons the capture and cancels the composition in the worker alike; a failure is shown in the app.
 */
import * as Comlink from 'comlink';
import { withDeadline } from '../../../shared/async/deadline';
import { latestOnly } from '../../../shared/async/latest';
import { PRODUCT_NAME } from '../../../shared/app/constants';
import { localDateTime } from '../../../shared/app/localTime';
import { exportBounds } from '../../../shared/export/bounds';
import { framingAtScale } from '../../../shared/export/mapScale';
import { cssSizeFor, pageGeometry } from '../../../shared/export/pageLayout';
import {
  EXPORT_ERRORS,
  type ExportFile,
  type ExportFormat,
  type ExportPage,
  type LegendLayer,
} from '../../../shared/export/request';
import { LAYER_CATALOGUE } from '../../../shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS } from '../../../shared/layers/ids';
import { exportScaleFor, ZONE_PREVIEW } from '../../../shared/zoneCreator/state';
import { detailSheets, eventInfo, includeDimensions, pageSetup, revisions } from '../../store/eventInfo';
import { dimensionUnits, showShapeLabels } from '../../store/draw';
import { exportJob, exportMenuOpen } from '../../store/exportJob';
import { focused } from '../../store/focus';
import { layerStates } from '../../store/layers';
import { basemap, mapPort } from '../../store/map';
import { basemapCredit } from '../../../shared/map/basemaps';
import { plan } from '../../store/plan';
import { zoneCreator } from '../../store/zoneCreator';
import { tabPlanId } from '../../store/plans';
import { reviewComments } from '../../store/review';
import { reviewReportRows } from '../../../shared/review/report';
import { downloadBytes } from '../files/download';
import { exportEngine, layersEngine } from '../engines/engines';
import { cancelHandover } from './handoverController';
import { preCheckReport } from '../precheck/preCheckReport';
import { preCheck } from '../precheck/nudgeController';
import { egressSheetMarks } from '../../../shared/egress/rows';
import { currentShareLink } from '../share/shareController';
import { basemapNoteFor } from '../../../shared/export/basemapNote';
import { plainCapture } from '../../map/plainCapture';
import { mapCannotStart } from '../reliability/mapAvailability';
import { errorMessage } from '../../../shared/errors/errorMessage';

/**
 * The export's own time limit: the offscreen map waits for its tiles and the GPU without a deadline
 * of its own (a blocking read after one froze the page), so the whole job has one.
 */
export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_TIMEOUT_MESSAGE = 'the site plan took longer than 2 minutes to draw';

/** The export's own error texts are shown as they are; anything else is 'Export failed: …'. */
const SHOWN_AS_IS = new Set<string>([EXPORT_ERRORS.noFocus, EXPORT_ERRORS.png]);

function errorText(error: unknown): string {
  const message = errorMessage(error);
  return SHOWN_AS_IS.has(message) ? message : EXPORT_ERRORS.failed(message);
}

function legendLayers(): LegendLayer[] {
  const states = layerStates.value;
  return INFRASTRUCTURE_LAYER_IDS.filter((id) => states[id].visible && states[id].count !== null).map((id) => {
    const def = LAYER_CATALOGUE[id];
    return { id, name: def.name, color: def.color, kind: def.geometry, count: states[id].count ?? 0 };
  });
}

export async function exportSitePlan(format: ExportFormat): Promise<void> {
  exportMenuOpen.value = false;
  if (exportJob.peek().kind === 'running') return;
  exportJob.value = { kind: 'running', format, stage: 'Rendering map' };
  await exportRun(format);
}

/** One export at a time; its signal aborts when it is cancelled (a newer export never runs beside it). */
const exportRun = latestOnly(async (signal, format: ExportFormat): Promise<void> => {
  try {
    const file = await withDeadline((work) => exportFile(work, format), EXPORT_TIMEOUT_MS, {
      signal,
      late: () => {
        throw new Error(EXPORT_TIMEOUT_MESSAGE);
      },
    });
    if (!file || signal.aborted) return;
    downloadBytes(file.fileName, file.mime, file.bytes);
    exportJob.value = { kind: 'done', fileName: file.fileName };
  } catch (error) {
    // Cancelled: the job already gave way (cancelExport).
    if (signal.aborted) return;
    exportJob.value = { kind: 'failed', message: errorText(error) };
  }
});

/**
 * The export's work, ended by its signal (Cancel, the time limit): the capture is abandoned and the
 * composition cancelled in the worker. Null when it was ended between the two.
 */
async function exportFile(signal: AbortSignal, format: ExportFormat): Promise<ExportFile | null> {
  const target = focused.peek();
  if (!target) throw new Error(EXPORT_ERRORS.noFocus);
  const fit = exportBounds(target.geometry);
  const port = mapPort.peek();
  const { objects, shapes } = plan.peek();
  // Without WebGL there is no map to capture: the packet is drawn on a plain background instead.
  const noMap = mapCannotStart();
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
  const offscreen = noMap
    ? null
    : port?.captureForExport({
        fit,
        signal,
        frameCss,
        locatorCss: cssSizeFor(geometry.locator),
        ...(at ? { at: { center: at.center, zoom: at.zoom } } : {}),
      });
  if (!noMap && !offscreen) throw new Error('The map is not ready yet');
  const capture = offscreen ? await offscreen : plainCapture({ fit, frameCss, ...(at ? { atFrame: at.frame } : {}) });
  const images = { map: capture.map, locator: capture.locator };
  if (signal.aborted) return null;
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
  const egress = preCheck.peek().egress;
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
    ...(reviewComments.peek().length ? { reviewComments: reviewReportRows(reviewComments.peek()) } : {}),
    planId: tabPlanId.peek(),
    shareLink,
    ...(basemapNoteFor(capture.basemap) ? { basemapNote: basemapNoteFor(capture.basemap)! } : {}),
    // Whatever of the basemap was drawn carries its owners' credit.
    ...(capture.basemap !== 'none' ? { basemapCredit: basemapCredit(basemap.peek()) } : {}),
    ...(egress ? { egressMarks: egressSheetMarks(egress) } : {}),
  };
  // The pixels' buffers move to the worker rather than being copied (12 MB at A3).
  const buffers = [images.map.data.buffer, ...(images.locator ? [images.locator.data.buffer] : [])];
  const result = await exportEngine().job('compose', [page, Comlink.transfer(images, buffers)], {
    signal,
    onProgress: (stage) => {
      if (!signal.aborted) exportJob.value = { kind: 'running', format, stage };
    },
  });
  return result.file;
}

/** Abandons the export in progress: the offscreen map is removed and the worker stops composing. */
export function cancelExport(): void {
  if (exportJob.peek().kind !== 'running') return;
  exportRun.cancel();
  cancelHandover();
  exportJob.value = { kind: 'idle' };
}
