/**
 * The export menu's handover files (DXF for CAD, KML for Google Earth and GIS, the CSV equipment
 * list): the page describes the plan, the export worker composes the file (with the shown layers'
 * features from the layers worker), and the page only saves it. Offline like everything else: no
 * request leaves the machine. Progress and failures use the export's own status line.
 */
import { PRODUCT_NAME } from '../../../shared/app/constants';
import { localDateTime } from '../../../shared/app/localTime';
import { EXPORT_ERRORS } from '../../../shared/export/request';
import type { HandoverFormat, HandoverRequest } from '../../../shared/handover/request';
import { INFRASTRUCTURE_LAYER_IDS } from '../../../shared/layers/ids';
import { dimensionUnits } from '../../store/draw';
import { eventInfo } from '../../store/eventInfo';
import { exportJob, exportMenuOpen } from '../../store/exportJob';
import { focused } from '../../store/focus';
import { layerStates } from '../../store/layers';
import { plan } from '../../store/plan';
import { downloadBytes } from '../files/download';
import { preCheck } from '../precheck/nudgeController';
import { egressSheetMarks } from '../../../shared/egress/rows';
import { exportEngine } from '../engines/engines';
import { errorMessage } from '../../../shared/errors/errorMessage';
import { latestOnly } from '../../../shared/async/latest';

function request(format: HandoverFormat): HandoverRequest | null {
  const target = focused.peek();
  if (!target) return null;
  const { objects, shapes } = plan.peek();
  const states = layerStates.peek();
  const egress = preCheck.peek().egress;
  return {
    format,
    areaTitle: target.area.title,
    areaSubtitle: target.area.subtitle,
    areaGeometry: target.geometry,
    objects: [...objects],
    shapes: [...shapes],
    eventInfo: eventInfo.peek(),
    layerIds: INFRASTRUCTURE_LAYER_IDS.filter((id) => states[id].visible),
    units: dimensionUnits.peek(),
    localDateTime: localDateTime(new Date()),
    appName: PRODUCT_NAME,
    ...(format === 'dxf' && egress ? { egress: egressSheetMarks(egress) } : {}),
  };
}

/** The handover file being written: the export's Cancel (cancelHandover) ends its job in the worker. */
const handoverRun = latestOnly((signal, made: HandoverRequest) => exportEngine().job('handover', [made], { signal }));

/** Abandons the handover file being written, if any (the export's Cancel). */
export function cancelHandover(): void {
  handoverRun.cancel();
}

export async function exportHandover(format: HandoverFormat): Promise<void> {
  exportMenuOpen.value = false;
  if (exportJob.peek().kind === 'running') return;
  const made = request(format);
  if (!made) {
    exportJob.value = { kind: 'failed', message: EXPORT_ERRORS.noFocus };
    return;
  }
  exportJob.value = { kind: 'running', format, stage: 'Writing file' };
  try {
    const answer = await handoverRun(made);
    // Cancelled: the job gave way, and the page already shows the export as idle.
    if (!answer.current) return;
    const file = answer.value;
    downloadBytes(file.fileName, file.mime, file.bytes);
    exportJob.value = { kind: 'done', fileName: file.fileName };
  } catch (error) {
    exportJob.value = {
      kind: 'failed',
      message: EXPORT_ERRORS.failed(errorMessage(error)),
    };
  }
}
