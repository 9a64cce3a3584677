/**
 * 'Welcome to NYC Public Space Event Stager!' with the five-step quick start, and Your Plans when this
 * browser already keeps a plan.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/app/constants';
import { checkStoredPlans, openPlansList } from '../app/plan/plansList';
import { hasStoredPlans } from '../store/plans';
import { tutorialActions } from '../store/tutorial';
import { Modal } from './Modal';

const QUICK_START = [
  'Search for a permit area',
  'Focus on it',
  'Add infrastructure layers',
  'Draw fixtures and place equipment',
  'Export your site plan',
];

export function WelcomeDialog() {
  useSignals();
  useEffect(() => void checkStoredPlans(), []);
  return (
    <Modal
      title={`Welcome to ${PRODUCT_NAME}!`}
      titleId="welcome-title"
      onClose={() => tutorialActions.dismiss()}
      className="welcome-modal"
    >
      <p className="lead">Design site plans for NYC parks and public spaces.</p>
      <ol className="quick-start">
        {QUICK_START.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="muted small">You can start the tutorial again at any time from the info panel (Toggle Info).</p>
      <div className="modal-actions">
        {hasStoredPlans.value && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              tutorialActions.hideWelcome();
              void openPlansList();
            }}
          >
            Your Plans
          </button>
        )}
        <button type="button" className="btn" onClick={() => tutorialActions.dismiss()}>
          Skip for Now
        </button>
        <button type="button" className="btn btn-primary" onClick={() => tutorialActions.start()}>
          Start Tutorial
        </button>
      </div>
    </Modal>
  );
}
