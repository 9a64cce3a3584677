/** Save Plan and Export GeoJSON in the Site Plan Designer: the working plan as local files. */
import '../styles/planFiles.css';
import { exportPlanGeoJson, savePlanToFile } from '../app/planSave';

export function PlanFileActions() {
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
    </div>
  );
}
