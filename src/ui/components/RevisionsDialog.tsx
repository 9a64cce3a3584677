/**
 * The packet's revision table, filled as versions are saved: revision, date and what changed.
 * Saved with the plan (and in its share link), printed in the title block, newest last.
 */
import { useState } from 'react';
import { localDate } from '../../shared/app/localTime';
import { MAX_REVISIONS } from '../../shared/plan/parse';
import { newRevision } from '../../shared/plan/revisions';
import type { Revision } from '../../shared/plan/schema';
import { saveRevisions } from '../app/plan/revisionsController';
import { revisions, revisionsOpen } from '../store/eventInfo';
import { Modal } from './Modal';
import '../styles/handover.css';

export function RevisionsDialog() {
  const [rows, setRows] = useState<Revision[]>(() => revisions.peek().map((r) => ({ ...r })));
  const close = () => (revisionsOpen.value = false);
  const edit = (i: number, change: Partial<Revision>) =>
    setRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));
  return (
    <Modal title="Revisions" titleId="revisions-title" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          saveRevisions(rows);
          close();
        }}
      >
        <p className="hint">
          Printed in the site plan&apos;s title block (the last five), saved with the plan and its share link. Add a row
          each time you send a new version.
        </p>
        {rows.length > 0 && (
          <table className="revision-table">
            <thead>
              <tr>
                <th className="rev-col">Rev.</th>
                <th className="date-col">Date</th>
                <th>Description</th>
                <th aria-label="Remove" />
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <td>
                    <input
                      aria-label={`Revision ${i + 1}`}
                      value={r.revision}
                      maxLength={8}
                      onChange={(e) => edit(i, { revision: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="date"
                      aria-label={`Revision ${i + 1} date`}
                      value={r.date}
                      onChange={(e) => edit(i, { date: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Revision ${i + 1} description`}
                      value={r.description}
                      maxLength={200}
                      onChange={(e) => edit(i, { description: e.target.value })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="icon-button small-icon"
                      aria-label={`Remove revision ${i + 1}`}
                      title="Remove"
                      onClick={() => setRows(rows.filter((_, k) => k !== i))}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="modal-actions spread">
          <button
            type="button"
            className="btn"
            disabled={rows.length >= MAX_REVISIONS}
            onClick={() => setRows([...rows, newRevision(rows, localDate(new Date()))])}
          >
            Add revision
          </button>
          <span>
            <button type="button" className="btn" onClick={close}>
              Cancel
            </button>{' '}
            <button type="submit" className="btn btn-primary">
              Save
            </button>
          </span>
        </div>
      </form>
    </Modal>
  );
}
