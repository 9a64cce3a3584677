/** Blue 'Focused on:' banner with the area, its property and sub-property, and the focus actions. */
import { useSignals } from '@preact/signals-react/runtime';
import { clearFocus } from '../app/focusController';
import { focused, focusPanelHidden } from '../store/focus';

export function FocusBanner() {
  useSignals();
  const target = focused.value;
  if (!target) return null;
  const { area } = target;
  if (focusPanelHidden.value) {
    return (
      <button type="button" className="btn focus-show" onClick={() => (focusPanelHidden.value = false)}>
        Show focus panel
      </button>
    );
  }
  return (
    <section className="focus-banner" aria-label="Focused area">
      <div className="focus-text">
        <div className="focus-label">Focused on:</div>
        <div className="focus-name">{area.name}</div>
        {area.property && <div className="focus-sub">{area.property}</div>}
        {area.subProperty && <div className="focus-sub">{area.subProperty}</div>}
      </div>
      <div className="focus-actions">
        <button type="button" className="btn btn-light" onClick={clearFocus}>
          Clear Focus
        </button>
        <button type="button" className="btn btn-ghost-light" onClick={() => (focusPanelHidden.value = true)}>
          Hide Panel
        </button>
      </div>
      <button
        type="button"
        className="icon-button focus-close"
        aria-label="Clear focus"
        title="Clear focus"
        onClick={clearFocus}
      >
        ×
      </button>
    </section>
  );
}
