/** 'How to stage plazas and intersections': a short looping animation, once per session unless opted out. */
import { useSignals } from '@preact/signals-react/runtime';
import { STORAGE_KEYS } from '../store/storageKeys';
import { walkthroughOpen, walkthroughOptOut, walkthroughSeen } from '../store/dialogs';
import { writeStored } from '../store/storage';
import { Modal } from './Modal';
import { WalkthroughAnimation } from './WalkthroughAnimation';

export function WalkthroughModal() {
  useSignals();
  const close = () => {
    walkthroughSeen.value = true;
    writeStored('session', STORAGE_KEYS.walkthroughSeen, true);
    walkthroughOpen.value = false;
  };
  return (
    <Modal title="How to stage plazas and intersections" titleId="walkthrough-title" onClose={close}>
      <WalkthroughAnimation />
      <ol className="walkthrough-steps">
        <li>Search for a plaza or intersection, or find it on the map.</li>
        <li>Plazas: click one to focus it. Streets: pick intersections with the Zone Creator and generate a zone.</li>
        <li>Add infrastructure layers, place equipment and export the site plan.</li>
      </ol>
      <div className="modal-actions spread">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={walkthroughOptOut.value}
            onChange={(e) => {
              walkthroughOptOut.value = e.target.checked;
              writeStored('local', STORAGE_KEYS.walkthroughOptOut, e.target.checked);
            }}
          />
          Don't show again
        </label>
        <button type="button" className="btn btn-primary" onClick={close}>
          Got it
        </button>
      </div>
    </Modal>
  );
}
