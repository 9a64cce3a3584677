/**
 * The designer's plan file actions: Save Plan and Export GeoJSON (local files), Share (a link that
 * holds the plan), Compare with… (an earlier saved plan) and the revision table.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import '../styles/planFiles.css';
import { compareWithFile } from '../app/compare/compareController';
import { exportPlanGeoJson, savePlanToFile } from '../app/plan/planSave';
import { sharePlan } from '../app/share/shareController';
import { revisions, revisionsOpen } from '../store/eventInfo';

export function PlanFileActions() {
  useSignals();
  const compareInput = useRef<HTMLInputElement>(null);
  const count = revisions.value.length;
  return (
    <div className="plan-file-actions" role="group" aria-label="Plan file">
      <button
        type="button"
        className="btn btn-small"
        title="Save the plan as a JSON file you can import later"
        onClick={() => void savePlanToFile()}
      >
        Save Plan
      </button>
      <button
        type="button"
        className="btn btn-small"
        title="Export the plan's area, shapes and objects as GeoJSON"
        onClick={() => void exportPlanGeoJson()}
      >
        Export GeoJSON
      </button>
      <button
        type="button"
        className="btn btn-small"
        title="A link that opens this plan read-only; the plan is inside the link, nothing is uploaded"
        onClick={() => void sharePlan()}
      >
        Share
      </button>
      <button
        type="button"
        className="btn btn-small"
        title="Show what changed since an earlier saved plan file"
        onClick={() => compareInput.current?.click()}
      >
        Compare with…
      </button>
      <button
        type="button"
        className="btn btn-small"
        title="The revision table printed in the title block"
        onClick={() => (revisionsOpen.value = true)}
      >
        Revisions{count > 0 ? ` (${count})` : ''}
      </button>
      <input
        ref={compareInput}
        type="file"
        accept=".json,application/json"
        className="plan-file-input"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="compare-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void compareWithFile(file);
        }}
      />
    </div>
  );
}
