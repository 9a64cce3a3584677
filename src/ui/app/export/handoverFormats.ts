/** The export menu's handover files, as the menu lists them (handoverController.ts writes them). */
import type { HandoverFormat } from '../../../shared/handover/request';

export const HANDOVER_FORMATS: readonly { format: HandoverFormat; label: string; title: string }[] = [
  { format: 'dxf', label: 'DXF (CAD)', title: 'AutoCAD 2000 DXF in NY State Plane feet, one layer per category' },
  { format: 'kml', label: 'KML (Google Earth)', title: 'KML with styles, one placemark per object' },
  { format: 'csv', label: 'CSV equipment list', title: 'The equipment with the spot numbers printed on the plan' },
];
