/**
 * The handover files (CAD, GIS, lists): what the page hands the export worker for a DXF, KML or CSV,
 * and the infrastructure the worker adds from the layers worker's feed. Each file is composed in the
 * export worker from this plain description, like the packet.
 */
import type { AreaGeometry } from '../geography/geometry';
import type { DimensionUnits } from '../geometry/measure';
import type { InfrastructureLayerId } from '../layers/ids';
import type { PlacedObject, Shape } from '../objects/placed';
import type { EventInfo } from '../plan/schema';
import type { EgressSheetMarks } from '../export/request';

export type HandoverFormat = 'dxf' | 'kml' | 'csv';

export const HANDOVER_MIME: Readonly<Record<HandoverFormat, string>> = {
  dxf: 'application/dxf',
  kml: 'application/vnd.google-earth.kml+xml',
  csv: 'text/csv',
};

export interface HandoverRequest {
  format: HandoverFormat;
  areaTitle: string;
  areaSubtitle: string;
  areaGeometry: AreaGeometry;
  objects: PlacedObject[];
  shapes: Shape[];
  eventInfo: EventInfo;
  /** The infrastructure layers shown on the map: the DXF and KML carry their features. */
  layerIds: InfrastructureLayerId[];
  /** The units sizes are written in where a reader sees them (the CSV's size column). */
  units: DimensionUnits;
  /** The exporter's local date and time ('2026-11-22 14:05'); its date names the file. */
  localDateTime: string;
  appName: string;
  /** The egress check's exits (numbered, with widths) and longest walk: the DXF draws them on their own layer. */
  egress?: EgressSheetMarks;
}

/** One infrastructure feature as lng/lat polylines or rings (a point is one ring of one position). */
export interface InfrastructureFeature {
  parts: [number, number][][];
}

export interface InfrastructureLayer {
  layerId: InfrastructureLayerId;
  features: InfrastructureFeature[];
}
