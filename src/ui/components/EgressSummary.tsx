/**
 * The pre-check's 'Occupant load and egress' group: each figure of the egress check with what is asked
 * of it and what is short (shared/egress/rows.ts, the packet's table says the same), then its findings
 * (a short exit count or width, bad input) with their sources. Shown where the plan has an enclosure,
 * barricades, fence panels or exits. While it is open the map draws the longest walk and the exits.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { egressRows } from '../../shared/egress/rows';
import { sourceNote } from '../../shared/nudges/citations';
import { egressGroupOpen, preCheck } from '../app/precheck/nudgeController';
import { SEVERITY_LABEL } from './FindingGroupItem';

export function EgressSummary() {
  useSignals();
  const { egress } = preCheck.value;
  if (!egress) return null;
  const rows = egressRows(egress);
  return (
    <details
      className="precheck-egress"
      open={egressGroupOpen.value}
      onToggle={(e) => (egressGroupOpen.value = e.currentTarget.open)}
      data-egress-findings={egress.findings.length}
    >
      <summary className="subsection-title">Occupant load and egress</summary>
      <div role="group" aria-label="Occupant load and egress">
        <dl className="precheck-figures">
          {rows.map((r, i) => (
            <div
              key={`${r.key}-${i}`}
              className="precheck-figure-row"
              data-egress={r.key}
              data-short={r.short !== null}
            >
              <dt>{r.label}</dt>
              <dd>
                {r.value}
                {r.required && <span className="egress-required"> · required {r.required}</span>}
                {r.short && <strong className="egress-short"> · {r.short}</strong>}
              </dd>
            </div>
          ))}
        </dl>
        {egress.findings.length > 0 && (
          <ul className="nudge-list" aria-label="Egress findings">
            {egress.findings.map((f) => (
              <li
                key={`${f.id}:${f.objectIds.join(',')}`}
                className={`nudge nudge-${f.severity}`}
                data-egress-finding={f.id}
              >
                <span className="nudge-severity">{SEVERITY_LABEL[f.severity]}</span>
                <p className="nudge-message">{f.message}</p>
                <p className="nudge-source">
                  {f.citation.title}
                  {sourceNote(f.citation)}{' '}
                  <a href={f.citation.url} target="_blank" rel="noopener noreferrer">
                    Regulation
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
