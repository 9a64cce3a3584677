/**
 * Export Options as the dialog saves them: dimensions and their units, the page (paper, orientation,
 * map scale) and the PDF's detail sheets. Saved with the plan and read by the next export.
 */
import type { DimensionUnits } from '../../../shared/geometry/measure';
import { dimensionUnits } from '../../store/draw';
import { detailSheets, includeDimensions, pageSetup, type PageSetup } from '../../store/eventInfo';

export interface ExportOptionsChoice {
  includeDimensions: boolean;
  dimensionUnits: DimensionUnits;
  pageSetup: PageSetup;
  detailSheets: boolean;
}

export function saveExportOptions(choice: ExportOptionsChoice): void {
  includeDimensions.value = choice.includeDimensions;
  dimensionUnits.value = choice.dimensionUnits;
  pageSetup.value = choice.pageSetup;
  detailSheets.value = choice.detailSheets;
}
