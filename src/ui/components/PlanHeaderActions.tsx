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

/** One of the header's icon buttons: its name is its label and its tooltip. */
function HeaderIconButton(props: { label: string; icon: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button"
      title={props.label}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={props.icon} stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

const openPlans = () => void openPlansList();

export function PlanHeaderActions() {
  useSignals();
  // A shared plan shown read-only is left by 'Close' or copied by 'Edit a copy', not replaced from here.
  const busy = planApplying.value !== null || planReadOnly.value;
  return (
    <>
      <HeaderIconButton label="Your Plans" icon="M3 6h4l2 2h12v12H3zM3 6v14" disabled={busy} onClick={openPlans} />
      <HeaderIconButton
        label="New Plan"
        icon="M6 2h8l4 4v16H6zM14 2v4h4M12 10v8M8 14h8"
        disabled={busy}
        onClick={requestNewPlan}
      />
      <ImportPlanButton variant="header" disabled={planReadOnly.value} />
      {newPlanConfirmOpen.value && <NewPlanConfirm />}
    </>
  );
}
