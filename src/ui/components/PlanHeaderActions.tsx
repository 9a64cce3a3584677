/**
 * The header's plan buttons: Your Plans (every plan this browser keeps), New Plan (asks first when
 * there is work on screen; that plan stays in Your Plans) and Import Plan (JSON).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { requestNewPlan, startNewPlan } from '../app/plan/newPlan';
import { openPlansList } from '../app/plan/plansList';
import { newPlanConfirmOpen, planApplying } from '../store/planFile';
import { planReadOnly } from '../store/share';
import { ImportPlanButton } from './ImportPlanButton';
import { Modal } from './Modal';
import '../styles/planFiles.css';

function NewPlanConfirm() {
  const close = () => (newPlanConfirmOpen.value = false);
  return (
    <Modal title="Start a new plan?" titleId="new-plan-title" onClose={close}>
      <p>
        The map is cleared for a new plan. The current plan (focus, objects, shapes and event information) is kept in
        Your Plans, where you can open it again.
      </p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            close();
            void openPlansList();
          }}
        >
          Your Plans
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void startNewPlan()}>
          Start New Plan
        </button>
      </div>
    </Modal>
  );
}

export function PlanHeaderActions() {
  useSignals();
  // A shared plan shown read-only is left by 'Close' or copied by 'Edit a copy', not replaced from here.
  const busy = planApplying.value !== null || planReadOnly.value;
  return (
    <>
      <button
        type="button"
        className="icon-button"
        title="Your Plans"
        aria-label="Your Plans"
        disabled={busy}
        onClick={() => void openPlansList()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M3 6h4l2 2h12v12H3zM3 6v14"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        className="icon-button"
        title="New Plan"
        aria-label="New Plan"
        disabled={busy}
        onClick={requestNewPlan}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6 2h8l4 4v16H6zM14 2v4h4M12 10v8M8 14h8"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ImportPlanButton variant="header" disabled={planReadOnly.value} />
      {newPlanConfirmOpen.value && <NewPlanConfirm />}
    </>
  );
}
