/**
 * One line of the findings list: a single finding with its actions, or a rule's many findings as one
 * line with the count ('37 chairs within 2 ft of a tree') that opens to the list and steps through
 * them on the map with the same 'Zoom to' each finding has.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { sourceNote } from '../../shared/nudges/citations';
import { memberLine, type FindingGroup } from '../../shared/nudges/grouping';
import type { Nudge, Severity } from '../../shared/nudges/rules';
import { dismissNudge, highlightedNudge, highlightNudge, zoomToNudge } from '../app/precheck/nudgeController';
import { NUDGE_BUTTON_LABELS, nudgeButtons } from './nudgeButtons';

export const SEVERITY_LABEL: Record<Severity, string> = { blocker: 'Blocker', warning: 'Warning', info: 'Info' };

function Source({ n }: { n: Nudge }) {
  return (
    <p className="nudge-source">
      {n.citation.title}
      {sourceNote(n.citation)} · {n.agency}
    </p>
  );
}

function Actions({ n }: { n: Nudge }) {
  return (
    <div className="nudge-actions">
      <a href={n.citation.url} target="_blank" rel="noopener noreferrer">
        Regulation
      </a>
      {nudgeButtons(n).map((action) => (
        <button
          key={action}
          type="button"
          className="btn btn-small"
          onClick={() => (action === 'zoomToSubject' ? zoomToNudge(n) : highlightNudge(n.id))}
        >
          {NUDGE_BUTTON_LABELS[action]}
        </button>
      ))}
      <button type="button" className="btn btn-small" onClick={() => dismissNudge(n.id)}>
        Dismiss
      </button>
    </div>
  );
}

function Single({ n }: { n: Nudge }) {
  useSignals();
  return (
    <li
      className={`nudge nudge-${n.severity}${highlightedNudge.value === n.id ? ' highlighted' : ''}`}
      data-rule={n.ruleId}
      data-severity={n.severity}
    >
      <span className="nudge-severity">{SEVERITY_LABEL[n.severity]}</span>
      <p className="nudge-message">{n.message}</p>
      <Source n={n} />
      <Actions n={n} />
    </li>
  );
}

function Group({ group }: { group: FindingGroup }) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(-1);
  const { findings } = group;
  const listId = `finding-group-${group.key.replace(/[^\w-]/g, '-')}`;
  const canZoom = findings.some((n) => n.subject.position !== null);
  const go = (delta: number) => {
    const next = ((((step < 0 && delta < 0 ? 0 : step) + delta) % findings.length) + findings.length) % findings.length;
    setStep(next);
    zoomToNudge(findings[next]!);
  };
  return (
    <li
      className={`nudge nudge-group nudge-${group.severity}`}
      data-rule={group.ruleId}
      data-severity={group.severity}
      data-count={findings.length}
    >
      <span className="nudge-severity">{SEVERITY_LABEL[group.severity]}</span>
      <p className="nudge-message">{group.summary}</p>
      <Source n={findings[0]!} />
      <div className="nudge-actions">
        <a href={findings[0]!.citation.url} target="_blank" rel="noopener noreferrer">
          Regulation
        </a>
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide list' : `Show all ${findings.length}`}
        </button>
        {canZoom && (
          <>
            <button type="button" className="btn btn-small" onClick={() => go(-1)} aria-label="Previous on the map">
              ‹ Prev
            </button>
            <button type="button" className="btn btn-small" onClick={() => go(1)} aria-label="Next on the map">
              Next ›
            </button>
            <span className="nudge-step" role="status">
              {step >= 0 ? `${step + 1} of ${findings.length}` : ''}
            </span>
          </>
        )}
        <button type="button" className="btn btn-small" onClick={() => findings.forEach((n) => dismissNudge(n.id))}>
          Dismiss all
        </button>
      </div>
      {open && (
        <ul id={listId} className="nudge-members" aria-label={`${group.summary}: the list`}>
          {findings.map((n, i) => (
            <li
              key={n.id}
              className={`nudge-member${highlightedNudge.value === n.id || i === step ? ' highlighted' : ''}`}
              data-nudge={n.id}
            >
              <span>{memberLine(n)}</span>
              {nudgeButtons(n).map((action) => (
                <button
                  key={action}
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    setStep(i);
                    if (action === 'zoomToSubject') zoomToNudge(n);
                    else highlightNudge(n.id);
                  }}
                >
                  {NUDGE_BUTTON_LABELS[action]}
                </button>
              ))}
              <button type="button" className="btn btn-small" onClick={() => dismissNudge(n.id)}>
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function FindingGroupItem({ group }: { group: FindingGroup }) {
  return group.findings.length === 1 ? <Single n={group.findings[0]!} /> : <Group group={group} />;
}
