/** Blue 'Focused on:' banner with the area, its property and sub-property, and the focus actions. */
import { useSignals } from '@preact/signals-react/runtime';
import { clearFocus } from '../app/focus/focusController';
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
      {/* Two lines at most: the banner sits over the map, and the focused area is fitted below it. */}
      <div className="focus-text">
        <div className="focus-title">
          <span className="focus-label">Focused on:</span> <span className="focus-name">{area.name}</span>
        </div>
        {(area.property || area.subProperty) && (
          <div className="focus-subs">
            {area.property && <span className="focus-sub">{area.property}</span>}
            {area.subProperty && <span className="focus-sub">{area.subProperty}</span>}
          </div>
        )}
      </div>
      <div className="focus-actions">
        <button type="button" className="btn btn-small btn-light" onClick={clearFocus}>
          Clear Focus
        </button>
        <button type="button" className="btn btn-small btn-ghost-light" onClick={() => (focusPanelHidden.value = true)}>
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
