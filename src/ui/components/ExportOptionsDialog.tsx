/** Export Options: include dimensions (default on) and their units, m or ft (default m). */
import { useState } from 'react';
import type { DimensionUnits } from '../../shared/geometry/measure';
import { dimensionUnits } from '../store/draw';
import { exportOptionsOpen, includeDimensions } from '../store/eventInfo';
import { Modal } from './Modal';

export function ExportOptionsDialog() {
  const [include, setInclude] = useState(includeDimensions.peek());
  const [units, setUnits] = useState<DimensionUnits>(dimensionUnits.peek());
  const close = () => (exportOptionsOpen.value = false);
  return (
    <Modal title="Export Options" titleId="export-options-title" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          includeDimensions.value = include;
          dimensionUnits.value = units;
          close();
        }}
      >
        <label className="inline-check">
          <input type="checkbox" checked={include} onChange={(e) => setInclude(e.target.checked)} /> Include dimensions
        </label>
        <fieldset className="form-fieldset">
          <legend>Dimension units</legend>
          <label className="inline-check"><input type="radio" name="units" checked={units === 'm'} onChange={() => setUnits('m')} /> Metres (m)</label>
          <label className="inline-check"><input type="radio" name="units" checked={units === 'ft'} onChange={() => setUnits('ft')} /> Feet (ft)</label>
        </fieldset>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>Cancel</button>
          <button type="submit" className="btn btn-primary">Save</button>
        </div>
      </form>
    </Modal>
  );
}
