/**
 * 'Share': the link that opens this plan, read-only, in any browser — the plan itself is inside the
 * link, so nothing is uploaded. A plan too large for a link says so and offers the file instead.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { closeShareDialog, copyShareLink } from '../app/share/shareController';
import { savePlanToFile } from '../app/plan/planSave';
import { shareDialog } from '../store/share';
import { Modal } from './Modal';
import '../styles/handover.css';

const grouped = (n: number) => n.toLocaleString('en-US');

export function ShareDialog() {
  useSignals();
  const state = shareDialog.value;
  if (!state) return null;
  return (
    <Modal title="Share this plan" titleId="share-title" onClose={closeShareDialog} className="share-dialog">
      {state.kind === 'preparing' && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Making the link…
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <p>
            Anyone with this link sees the plan, read-only, and can edit a copy of their own. The whole plan is inside
            the link: nothing is uploaded or stored anywhere.
          </p>
          <label className="form-field wide">
            <span>Link to this plan ({grouped(state.chars)} characters)</span>
            <input
              className="share-link"
              type="text"
              readOnly
              value={state.link}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="share-link"
            />
          </label>
          <p className="hint" role="status">
            {state.copied
              ? 'Copied to the clipboard.'
              : 'The link changes when the plan does: share it again after edits.'}
          </p>
          <div className="modal-actions">
            <button type="button" className="btn" onClick={closeShareDialog}>
              Done
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void copyShareLink()}>
              Copy link
            </button>
          </div>
        </>
      )}
      {state.kind === 'tooLarge' && (
        <>
          <p role="alert" data-testid="share-too-large">
            This plan is too large to share as a link: it needs {grouped(state.chars)} characters, and links over{' '}
            {grouped(state.maxChars)} characters are cut off by browsers and chat apps. Save it as a file and send the
            file instead.
          </p>
          <div className="modal-actions">
            <button type="button" className="btn" onClick={closeShareDialog}>
              Close
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                closeShareDialog();
                void savePlanToFile();
              }}
            >
              Save Plan as a file
            </button>
          </div>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p role="alert">The link could not be made: {state.message}</p>
          <div className="modal-actions">
            <button type="button" className="btn" onClick={closeShareDialog}>
              Close
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
