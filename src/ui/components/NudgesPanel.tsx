/** Contextual nudges: each with its message, a 'Regulation' link, zoom and dismiss; 'No nudges' when clear. */
import { useSignals } from '@preact/signals-react/runtime';
import { dismissedNudges, dismissNudge, highlightedNudge, nudges, zoomToNudge } from '../app/nudgeController';

export function NudgesPanel() {
  useSignals();
  const shown = nudges.value.filter((n) => !dismissedNudges.value.has(n.id));
  return (
    <section className="panel-section" aria-labelledby="nudges-title">
      <h3 id="nudges-title" className="section-title">Nudges{shown.length ? ` (${shown.length})` : ''}</h3>
      {shown.length === 0 ? (
        <p className="hint">No nudges</p>
      ) : (
        <ul className="nudge-list" aria-label="Nudges">
          {shown.map((n) => (
            <li key={n.id} className={`nudge nudge-${n.severity}${highlightedNudge.value === n.id ? ' highlighted' : ''}`} data-rule={n.ruleId}>
              <span className="nudge-severity">{n.severity === 'warning' ? 'Warning' : 'Info'}</span>
              <p className="nudge-message">{n.message}</p>
              <div className="nudge-actions">
                <a href={n.citation.url} target="_blank" rel="noopener noreferrer">Regulation</a>
                {n.subject.position && (
                  <button type="button" className="btn btn-small" onClick={() => zoomToNudge(n)}>Zoom to</button>
                )}
                <button type="button" className="btn btn-small" onClick={() => dismissNudge(n.id)}>Dismiss</button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
