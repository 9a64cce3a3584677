/**
 * Your Plans: every plan this browser keeps, newest first, each with its name, area, last change and
 * object count, to open, rename, duplicate or delete (with Undo). A real list of items, each with its
 * own labelled buttons; the controller (app/plan/plansList.ts) does the storage work.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { planTitle } from '../../shared/plan/planSummary';
import { startNewPlan } from '../app/plan/newPlan';
import {
  closePlansList,
  deleteListedPlan,
  dismissDeletedPlan,
  duplicateListedPlan,
  openListedPlan,
  renameListedPlan,
  undoDeletePlan,
} from '../app/plan/plansList';
import { deletedPlan, plansList, plansMessage, plansOpening, type PlanListItem } from '../store/plans';
import { Modal } from './Modal';
import '../styles/planFiles.css';

const changedAt = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'unknown'
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};
const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

function RenameForm({ item, title, onDone }: { item: PlanListItem; title: string; onDone: () => void }) {
  const [draft, setDraft] = useState(item.summary?.name ?? '');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <form
      className="plans-rename"
      onSubmit={(e) => {
        e.preventDefault();
        onDone();
        void renameListedPlan(item.id, draft);
      }}
    >
      <label>
        New name for {title}
        <input
          ref={input}
          value={draft}
          maxLength={200}
          placeholder="Event name"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Escape ends the rename, not the whole dialog.
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              onDone();
            }
          }}
        />
      </label>
      <button type="submit" className="btn btn-small btn-primary">
        Save name
      </button>
      <button type="button" className="btn btn-small" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

function PlanRow({ item }: { item: PlanListItem }) {
  const [renaming, setRenaming] = useState(false);
  const title = planTitle(item.summary ?? undefined);
  const summary = item.summary;
  const details = summary
    ? [
        summary.area || 'No area focused',
        `changed ${changedAt(item.savedAt)}`,
        count(summary.objects, 'object'),
        ...(summary.shapes > 0 ? [count(summary.shapes, 'shape')] : []),
      ]
    : [`changed ${changedAt(item.savedAt)}`, 'could not be read'];
  return (
    <li className={`plans-item${item.here ? ' current' : ''}`} data-plan-id={item.id}>
      <div className="plans-item-text">
        <strong className="plans-item-name">{title}</strong>
        {item.here && <span className="plans-badge">Open in this tab</span>}
        {item.elsewhere && <span className="plans-badge">Open in another tab</span>}
        <span className="plans-item-details">{details.join(' · ')}</span>
      </div>
      {renaming ? (
        <RenameForm item={item} title={title} onDone={() => setRenaming(false)} />
      ) : (
        <div className="plans-item-actions">
          <button
            type="button"
            className="btn btn-small btn-primary"
            aria-label={`Open ${title}`}
            disabled={item.here || plansOpening.value !== null}
            onClick={() => void openListedPlan(item.id)}
          >
            Open
          </button>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Rename ${title}`}
            disabled={item.elsewhere || !summary}
            title={item.elsewhere ? 'Open in another tab: rename it there' : undefined}
            onClick={() => setRenaming(true)}
          >
            Rename
          </button>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Duplicate ${title}`}
            disabled={!summary}
            onClick={() => void duplicateListedPlan(item.id)}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Delete ${title}`}
            disabled={item.here || item.elsewhere}
            title={item.here ? 'Open in this tab' : item.elsewhere ? 'Open in another tab' : undefined}
            onClick={() => void deleteListedPlan(item.id)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

export function PlansDialog() {
  useSignals();
  const state = plansList.value;
  const deleted = deletedPlan.value;
  const message = plansMessage.value;
  const opening = plansOpening.value;
  const openingTitle =
    opening && state?.status === 'ready'
      ? planTitle(state.plans.find((p) => p.id === opening)?.summary ?? undefined)
      : null;
  if (!state) return null;
  return (
    <Modal title="Your Plans" titleId="plans-title" onClose={closePlansList} className="plans-modal">
      <p className="hint">
        Every plan kept in this browser, newest first. Each is saved as you work; a plan is open in one tab at a time.
      </p>
      <div className="plans-notes" aria-live="polite">
        {deleted && (
          <div className="banner banner-info plans-deleted" role="status" data-testid="plan-deleted">
            <span>Plan deleted: {deleted.title}.</span>
            <button type="button" className="btn btn-small btn-primary" onClick={() => void undoDeletePlan()}>
              Undo
            </button>
            <button type="button" className="btn btn-small" onClick={dismissDeletedPlan}>
              Dismiss
            </button>
          </div>
        )}
        {openingTitle && (
          <p className="plans-message" role="status">
            Opening {openingTitle}…
          </p>
        )}
        {message && (
          <p className="plans-message" data-testid="plans-message">
            {message}
          </p>
        )}
      </div>
      {state.status === 'loading' && <p role="status">Reading your plans…</p>}
      {state.status === 'failed' && (
        <p role="alert" className="plans-message">
          Your plans could not be read: {state.reason}
        </p>
      )}
      {state.status === 'ready' && state.plans.length === 0 && <p>No plan is kept in this browser yet.</p>}
      {state.status === 'ready' && state.plans.length > 0 && (
        <ul className="plans-list" aria-label="Your plans">
          {state.plans.map((item) => (
            <PlanRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="btn"
          onClick={() => {
            closePlansList();
            void startNewPlan();
          }}
        >
          Start a New Plan
        </button>
        <button type="button" className="btn btn-primary" onClick={closePlansList}>
          Close
        </button>
      </div>
    </Modal>
  );
}
