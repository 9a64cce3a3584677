/** One handover file from its request: the text, its type and its name (siteplan-{area}-{date}.{ext}). */
import { exportFileName } from '../export/fileName';
import { planDxf } from './dxf/planDxf';
import { equipmentCsv } from './equipmentCsv';
import { planKml } from './kml';
import { HANDOVER_MIME, type HandoverRequest, type InfrastructureLayer } from './request';

export interface HandoverText {
  text: string;
  mime: string;
  fileName: string;
}

export function composeHandover(
  request: HandoverRequest,
  infrastructure: readonly InfrastructureLayer[],
): HandoverText {
  const text =
    request.format === 'dxf'
      ? planDxf(request, infrastructure)
      : request.format === 'kml'
        ? planKml(request, infrastructure)
        : equipmentCsv(request.objects, request.units);
  return {
    text,
    mime: HANDOVER_MIME[request.format],
    fileName: exportFileName(request.areaTitle, request.localDateTime, request.format),
  };
}
