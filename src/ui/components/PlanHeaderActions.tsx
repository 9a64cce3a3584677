/** The header's plan buttons: New Plan (asks first when there is work to lose) and Import Plan (JSON). */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { requestNewPlan, startNewPlan } from '../app/newPlan';
import { importPlanFile } from '../app/planImport';
import { newPlanConfirmOpen, planApplying } from '../store/planFile';
import { Modal } from './Modal';
import '../styles/planFiles.css';

function NewPlanConfirm() {
  const close = () => (newPlanConfirmOpen.value = false);
  return (
    <Modal title="Start a new plan?" titleId="new-plan-title" onClose={close}>
      <p>The current plan (focus, objects, shapes and event information) will be cleared. Save it to a file first if you want to keep it.</p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={close}>Cancel</button>
        <button type="button" className="btn btn-primary" onClick={startNewPlan}>Start New Plan</button>
      </div>
    </Modal>
  );
}

export function PlanHeaderActions() {
  useSignals();
  const input = useRef<HTMLInputElement>(null);
  const busy = planApplying.value !== null;
  return (
    <>
      <button type="button" className="icon-button" title="New Plan" aria-label="New Plan" disabled={busy} onClick={requestNewPlan}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 2h8l4 4v16H6zM14 2v4h4M12 10v8M8 14h8" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" /></svg>
      </button>
      <button type="button" className="icon-button" title="Import Plan (JSON)" aria-label="Import Plan (JSON)" disabled={busy} onClick={() => input.current?.click()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" /></svg>
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="plan-file-input"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          e.currentTarget.value = '';
          if (file) void importPlanFile(file);
        }}
      />
      {newPlanConfirmOpen.value && <NewPlanConfirm />}
    </>
  );
}
