/** 'About NYC Public Space Event Stager' with the keybindings, generated from the action registry. */
import { PRODUCT_NAME } from '../../shared/app/constants';
import { ACTIONS } from '../actions/registry';
import { aboutOpen } from '../store/dialogs';
import { resetGeography } from '../store/geography';
import { tutorialActions } from '../store/tutorial';
import { Modal } from './Modal';

export function AboutDialog() {
  const close = () => (aboutOpen.value = false);
  return (
    <Modal title={`About ${PRODUCT_NAME}`} titleId="about-title" onClose={close}>
      <p>
        A site-planning tool for the city: plan an event in a New York City park, plaza or street, and produce the site
        plan that goes with your permit application. Everything stays in your browser; nothing is sent to a product
        server.
      </p>
      <h3>Keybindings</h3>
      <dl className="keybindings">
        {ACTIONS.map((a) => (
          <div key={a.name} className="keybinding">
            <dt>
              <kbd>{a.keys.join(' / ')}</kbd>
            </dt>
            <dd>{a.description}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button
          type="button"
          className="btn"
          onClick={() => {
            close();
            tutorialActions.start();
          }}
        >
          Start Tutorial
        </button>
        <button
          type="button"
          className="btn"
          title="Forget the chosen geography: back to parks, and choose again"
          onClick={() => {
            close();
            resetGeography();
          }}
        >
          Reset Geography
        </button>
        <button type="button" className="btn btn-primary" onClick={close}>
          Close
        </button>
      </div>
    </Modal>
  );
}
