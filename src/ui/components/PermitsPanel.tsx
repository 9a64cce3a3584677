/**
 * 'Permits and deadlines': every permit the plan needs, from which agency, why (what on the plan calls
 * for it), the date to file it by from the event date and whether that date is past or close, and the
 * page that says so. Computed in the nudge worker with the rest of the pre-check.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { RequiredPermit } from '../../shared/precheck/permitCheck';
import { preCheck } from '../app/precheck/nudgeController';
import { permitHasObjects, zoomToPermit } from '../app/precheck/permitActions';
import { eventInfo } from '../store/eventInfo';

const STATUS: Record<RequiredPermit['status'], string> = {
  'past-due': 'Past due',
  'due-soon': 'Due soon',
  'on-time': 'On time',
  'no-date': 'No event date',
};

function fileBy(p: RequiredPermit): string {
  if (!p.lead) return 'File before the event (no lead time given)';
  if (!p.fileBy) return `File ${p.leadText} before the event`;
  return `File by ${p.fileBy} (${p.leadText} ahead)`;
}

export function PermitsPanel() {
  useSignals();
  const { permits } = preCheck.value;
  const hasDate = eventInfo.value.date.trim() !== '';
  return (
    <section className="panel-section" aria-labelledby="permits-title">
      <h3 id="permits-title" className="section-title">
        Permits and deadlines{permits.length ? ` (${permits.length})` : ''}
      </h3>
      {permits.length === 0 ? (
        <p className="hint">No permit is implied by the plan yet.</p>
      ) : (
        <>
          {!hasDate && <p className="hint">Set the event date in Event Information to see each file-by date.</p>}
          <ul className="permit-list" aria-label="Permits and deadlines">
            {permits.map((p) => (
              <li key={p.ruleId} className={`permit permit-${p.status}`} data-permit={p.ruleId} data-status={p.status}>
                <p className="permit-name">
                  <strong>{p.conditional ? `${p.permit} (if it applies)` : p.permit}</strong> — {p.agency}
                </p>
                <p className="permit-why">{p.why}.</p>
                <p className="permit-date">
                  <span className={`permit-status permit-status-${p.status}`}>{STATUS[p.status]}</span> {fileBy(p)}
                </p>
                <div className="nudge-actions">
                  <a href={p.citation.url} target="_blank" rel="noopener noreferrer" title={p.citation.title}>
                    Regulation
                  </a>
                  <span className="nudge-source">
                    {p.citation.title}
                    {p.citation.secondHand ? ' (second-hand source)' : ''}
                  </span>
                  {permitHasObjects(p) && (
                    <button type="button" className="btn btn-small" onClick={() => zoomToPermit(p)}>
                      Zoom to
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
