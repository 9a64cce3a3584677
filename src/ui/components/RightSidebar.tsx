/** The 'Site Plan Designer' frame, shown in site-plan mode; its tools fill in with the design issue. */
import { useSignals } from '@preact/signals-react/runtime';
import { RIGHT_PANEL_PX } from '../app/focus/focusController';
import { requestEventInfo, requestExportOptions } from '../app/windowEvents';
import { focused, sitePlanMode } from '../store/focus';
import { EventObjectsPanel } from './EventObjectsPanel';
import { AnnotationTools } from './AnnotationTools';
import { ShapeList } from './ShapeList';
import { PlacedObjectsList } from './PlacedObjectsList';
import { NudgesPanel } from './NudgesPanel';
import { PermitsPanel } from './PermitsPanel';
import { PlanFileActions } from './PlanFileActions';
import { ExportSitePlan } from './ExportSitePlan';
import { ImportPlanButton } from './ImportPlanButton';
import { SelectionProperties } from './SelectionProperties';
import { LayoutTools } from './LayoutTools';
import { ComparePanel } from './ComparePanel';
import { SharedPlanSummary } from './SharedPlanSummary';
import { ReviewPanel } from './ReviewPanel';
import { planReadOnly } from '../store/share';

export function RightSidebar() {
  useSignals();
  if (!sitePlanMode.value) return null;
  const area = focused.value?.area;
  // A shared plan shown read-only: what it holds, its export, and no editing tools.
  const readOnly = planReadOnly.value;
  return (
    <aside className="sidebar right" style={{ width: RIGHT_PANEL_PX - 24 }} aria-label="Site Plan Designer">
      <h2 className="panel-title">Site Plan Designer</h2>
      <p className="muted">Design tools for focused area</p>
      {area && (
        <div className="designer-area">
          <div className="designer-area-title">{area.title}</div>
          {area.subtitle && <div className="muted">{area.subtitle}</div>}
        </div>
      )}
      <div className="designer-actions">
        {!readOnly && (
          <button type="button" className="btn btn-small" onClick={requestEventInfo}>
            Event Information
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={requestExportOptions}>
          Export Options
        </button>
        <ExportSitePlan />
        {!readOnly && <ImportPlanButton variant="designer" />}
      </div>
      {readOnly ? (
        <SharedPlanSummary />
      ) : (
        <>
          <PlanFileActions />
          <ComparePanel />
          <AnnotationTools />
          <EventObjectsPanel />
          <LayoutTools />
          <SelectionProperties />
          <ShapeList />
        </>
      )}
      <PlacedObjectsList readOnly={readOnly} />
      <NudgesPanel />
      <PermitsPanel />
      <ReviewPanel readOnly={readOnly} />
    </aside>
  );
}
