/** Header: title, New Plan and plan import, dark-mode toggle and the info toggle. */
import { useSignals } from '@preact/signals-react/runtime';
import { PRODUCT_NAME } from '../../shared/app/constants';
import { aboutOpen } from '../store/dialogs';
import { PlanHeaderActions } from './PlanHeaderActions';
import { theme, toggleTheme } from '../store/theme';

export function Header() {
  useSignals();
  const dark = theme.value === 'dark';
  return (
    <header className="app-header">
      <div className="brand">
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <rect x="2" y="2" width="20" height="20" rx="5" fill="#f97316" />
          <path d="M6 16 L10 8 L13 13 L15 10 L18 16 Z" fill="#fff" />
        </svg>
        <div>
          <h1>{PRODUCT_NAME}</h1>
          <p className="brand-sub">Site plans for events in NYC parks, plazas and streets</p>
        </div>
      </div>
      <div className="header-actions">
        <PlanHeaderActions />
        <button
          type="button"
          className="icon-button"
          title={dark ? 'Switch to Light Mode' : 'Switch to Dark Mode'}
          aria-label={dark ? 'Switch to Light Mode' : 'Switch to Dark Mode'}
          onClick={toggleTheme}
        >
          {dark ? (
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="12" cy="12" r="4.5" fill="currentColor" />
              <path
                d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
            </svg>
          )}
        </button>
        <button
          type="button"
          className="icon-button"
          title="Toggle Info"
          aria-label="Toggle Info"
          aria-pressed={aboutOpen.value}
          onClick={() => (aboutOpen.value = !aboutOpen.value)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </header>
  );
}
