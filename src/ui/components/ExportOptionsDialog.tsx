/**
 * Export Options: include dimensions (default on) and their units, m or ft (default m); then the
 * page: paper, orientation and map scale (default A4 landscape, fit to area); then whether the PDF
 * adds enlarged detail sheets where objects are too dense to number on the site plan (default on).
 */
import { useState } from 'react';
import type { DimensionUnits } from '../../shared/geometry/measure';
import { saveExportOptions } from '../app/export/exportOptionsController';
import { dimensionUnits } from '../store/draw';
import { detailSheets, exportOptionsOpen, includeDimensions, pageSetup, type PageSetup } from '../store/eventInfo';
import { focused } from '../store/focus';
import { Modal } from './Modal';
import { PageSetupFields } from './PageSetupFields';

export function ExportOptionsDialog() {
  const [include, setInclude] = useState(includeDimensions.peek());
  const [units, setUnits] = useState<DimensionUnits>(dimensionUnits.peek());
  const [page, setPage] = useState<PageSetup>(pageSetup.peek());
  const [details, setDetails] = useState(detailSheets.peek());
  const close = () => (exportOptionsOpen.value = false);
  return (
    <Modal title="Export Options" titleId="export-options-title" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          saveExportOptions({
            includeDimensions: include,
            dimensionUnits: units,
            pageSetup: page,
            detailSheets: details,
          });
          close();
        }}
      >
        <label className="inline-check">
          <input type="checkbox" checked={include} onChange={(e) => setInclude(e.target.checked)} /> Include dimensions
        </label>
        <fieldset className="form-fieldset">
          <legend>Dimension units</legend>
          <label className="inline-check">
            <input type="radio" name="units" checked={units === 'm'} onChange={() => setUnits('m')} /> Metres (m)
          </label>
          <label className="inline-check">
            <input type="radio" name="units" checked={units === 'ft'} onChange={() => setUnits('ft')} /> Feet (ft)
          </label>
        </fieldset>
        <PageSetupFields value={page} onChange={setPage} area={focused.peek()?.geometry ?? null} />
        <label className="inline-check">
          <input type="checkbox" checked={details} onChange={(e) => setDetails(e.target.checked)} /> Add detail sheets
          where objects are too dense to number on the site plan (PDF)
        </label>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
