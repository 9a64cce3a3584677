/**
 * 'Permits and deadlines': what to file, with whom, by when and why. The event's kind, the attendance
 * the permits read (typed, or 'at least 48, from the seats') and its phases head the list; each permit
 * says its agency, what on the plan calls for it, the date to file it by counted from the day its office
 * counts from (the event's first day, or load-in for a temporary structure) and whether that is past,
 * close or can still be met with a late fee, and the pages that say so. Computed in the nudge worker
 * with the rest of the pre-check.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { sourceNote } from '../../shared/nudges/citations';
import { eventSummary, phasesLine } from '../../shared/precheck/eventSummary';
import { countedFrom, lateFeeText, type RequiredPermit } from '../../shared/precheck/permitText';
import { attendanceText } from '../../shared/precheck/seats';
import { preCheck } from '../app/precheck/nudgeController';
import { permitHasObjects, zoomToPermit } from '../app/precheck/permitActions';
import { eventInfo } from '../store/eventInfo';

const STATUS: Record<RequiredPermit['status'], string> = {
  'past-due': 'Past due',
  'late-fee': 'Late fee',
  'due-soon': 'Due soon',
  'on-time': 'On time',
  'no-date': 'No event date',
};

function fileBy(p: RequiredPermit): string {
  if (!p.lead) return 'File before the event (the office sets no lead time)';
  if (!p.fileBy) return `File ${p.leadWhen}`;
  if (p.status === 'late-fee') return `Without a fee until ${p.fileBy} (${countedFrom(p)})`;
  return `File by ${p.fileBy} (${countedFrom(p)})`;
}

function Sources({ p }: { p: RequiredPermit }) {
  return (
    <>
      <p className="nudge-source">
        {p.citation.title}
        {sourceNote(p.citation)}
      </p>
      {p.leadCitation && (
        <p className="nudge-source">
          Lead time:{' '}
          <a href={p.leadCitation.url} target="_blank" rel="noopener noreferrer">
            {p.leadCitation.title}
          </a>
          {sourceNote(p.leadCitation)}
        </p>
      )}
      <div className="nudge-actions">
        <a href={p.citation.url} target="_blank" rel="noopener noreferrer" title={p.citation.title}>
          Regulation
        </a>
        {permitHasObjects(p) && (
          <button type="button" className="btn btn-small" onClick={() => zoomToPermit(p)}>
            Zoom to
          </button>
        )}
      </div>
    </>
  );
}

function EventLine() {
  const { attendance } = preCheck.value;
  const info = eventInfo.value;
  const kind = eventSummary(info).kind;
  const phases = phasesLine(info);
  const facts = [
    kind && `Kind: ${kind}`,
    attendance.count !== null && `Attendance: ${attendanceText(attendance)}`,
  ].filter(Boolean);
  if (!facts.length && !phases) return null;
  return (
    <div className="permit-event" data-attendance={attendance.count ?? ''}>
      {facts.length > 0 && <p className="hint">{facts.join(' · ')}</p>}
      {phases && <p className="hint">{phases}</p>}
    </div>
  );
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
      <EventLine />
      {permits.length === 0 ? (
        <p className="hint">No permit is implied by the plan yet.</p>
      ) : (
        <>
          {!hasDate && (
            <p className="hint">Set the event&apos;s first day in Event Information to see each file-by date.</p>
          )}
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
                {p.lateFee && <p className="permit-fee">{lateFeeText(p)}</p>}
                <Sources p={p} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
