/** 'Choose your geography': three cards and Continue, disabled until a card is chosen. */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { GEOGRAPHY_MODES, GEOGRAPHY_TYPES, type GeographyType } from '../../shared/geography/modes';
import { chooseGeography, geographyChosen, geographyChooserRequested, geographyType } from '../store/geography';
import { walkthroughOpen, walkthroughOptOut, walkthroughSeen } from '../store/dialogs';
import { Modal } from './Modal';

export function GeographyChooser() {
  useSignals();
  const picked = useSignal<GeographyType | null>(geographyChosen.peek() ? geographyType.peek() : null);
  const cont = () => {
    const type = picked.value;
    if (!type) return;
    chooseGeography(type);
    if (type !== 'parks' && !walkthroughOptOut.peek() && !walkthroughSeen.peek()) walkthroughOpen.value = true;
  };
  // Asked for explicitly, it can be closed; the first choice cannot be skipped.
  const close = geographyChosen.value ? () => (geographyChooserRequested.value = false) : undefined;
  return (
    <Modal title="Choose your geography" titleId="geography-title" onClose={close} className="geography-modal">
      <p className="muted">
        Where will your event take place? This decides which permit areas you see and which office you apply to.
      </p>
      <div className="geo-cards" role="radiogroup" aria-labelledby="geography-title">
        {GEOGRAPHY_TYPES.map((type) => {
          const mode = GEOGRAPHY_MODES[type];
          const selected = picked.value === type;
          return (
            <div key={type} className={selected ? 'geo-card selected' : 'geo-card'}>
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                disabled={mode.comingSoon}
                className="geo-card-button"
                onClick={() => (picked.value = type)}
                onDoubleClick={() => {
                  picked.value = type;
                  cont();
                }}
              >
                <span className="geo-name">{mode.displayName}</span>
                {mode.comingSoon && <span className="tag">Coming soon</span>}
                <span className="geo-description">{mode.description}</span>
                <span className="geo-info">{mode.info}</span>
              </button>
              {mode.referenceUrl && (
                <a className="geo-link" href={mode.referenceUrl} target="_blank" rel="noreferrer noopener">
                  Permit information
                </a>
              )}
            </div>
          );
        })}
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" disabled={!picked.value} onClick={cont}>
          Continue
        </button>
      </div>
    </Modal>
  );
}
