/**
 * A GeoJSON or KML file being read (with how far it got), then what it added: the count, what was
 * skipped or not fetched, and, for shapes far from the focused area, whether to go to them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { dismissShapesAdded, showImportedShapes } from '../app/plan/shapeImport';
import { importProgress, shapesAdded } from '../store/shapeImport';
import '../styles/planFiles.css';

export function ShapeImportBanner() {
  useSignals();
  const progress = importProgress.value;
  const added = shapesAdded.value;
  return (
    <>
      {progress && (
        <div className="banner banner-info" role="status" data-testid="import-progress">
          <span className="spinner" aria-hidden="true" /> Reading {progress.fileName}
          {progress.fraction === null ? '...' : ` ... ${Math.round(progress.fraction * 100)}%`}
        </div>
      )}
      {added && (
        <div
          className={`banner ${added.notices.length > 0 || added.far ? 'banner-warning' : 'banner-info'} plan-banner`}
          role="status"
          data-testid="shapes-added"
        >
          <div className="plan-banner-text">
            <strong className="plan-banner-line">
              Added {added.count === 1 ? '1 shape' : `${added.count.toLocaleString('en-US')} shapes`} from{' '}
              {added.fileName}.
            </strong>
            {added.far && (
              <span className="plan-banner-line">
                They are {added.far.distance} from {added.far.areaName}. Go to them? The focus on the area is left.
              </span>
            )}
            {added.notices.length > 0 && (
              <ul className="plan-banner-list">
                {added.notices.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            )}
          </div>
          {added.far && (
            <button type="button" className="btn btn-small btn-primary" onClick={showImportedShapes}>
              Show them
            </button>
          )}
          <button type="button" className="btn btn-small" onClick={dismissShapesAdded}>
            {added.far ? 'Stay here' : 'Dismiss'}
          </button>
        </div>
      )}
    </>
  );
}
