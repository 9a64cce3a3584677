/**
 * The permit pre-check's findings: severity counts in the header, blockers first, each with its
 * message, its source (title and a 'Regulation' link), zoom, highlight and dismiss; 'No nudges' when clear. Rules
 * that could not be checked say so and why; capacity and companion permits follow.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { isInfrastructureLayerId } from '../../shared/layers/ids';
import { SEVERITIES, type Severity } from '../../shared/nudges/rules';
import {
  dismissedNudges,
  dismissNudge,
  highlightedNudge,
  highlightNudge,
  nudges,
  preCheck,
  zoomToNudge,
} from '../app/nudgeController';
import { NUDGE_BUTTON_LABELS, nudgeButtons } from './nudgeButtons';
import { PreCheckSummary } from './PreCheckSummary';

const LABEL: Record<Severity, string> = { blocker: 'Blocker', warning: 'Warning', info: 'Info' };
const plural = (n: number, s: Severity) => (s === 'info' ? `${n} info` : `${n} ${s}${n === 1 ? '' : 's'}`);
const layerName = (id: string) => (isInfrastructureLayerId(id) ? LAYER_CATALOGUE[id].name : id);

export function NudgesPanel() {
  useSignals();
  const shown = nudges.value.filter((n) => !dismissedNudges.value.has(n.id));
  const counts = SEVERITIES.map((s) => ({ s, n: shown.filter((x) => x.severity === s).length }));
  const { unchecked } = preCheck.value;
  return (
    <section className="panel-section" aria-labelledby="nudges-title">
      <header className="nudges-header">
        <h3 id="nudges-title" className="section-title">
          Nudges{shown.length ? ` (${shown.length})` : ''}
        </h3>
        <p className="nudge-counts" aria-label="Findings by severity">
          {counts.map(({ s, n }) => (
            <span key={s} className={`nudge-count nudge-count-${s}`} data-severity={s}>
              {plural(n, s)}
            </span>
          ))}
        </p>
      </header>
      {unchecked.length > 0 && (
        <ul className="nudge-unchecked" aria-label="Rules not checked">
          {[...new Set(unchecked.map((u) => u.layerId))].map((layerId) => {
            const rules = unchecked.filter((u) => u.layerId === layerId);
            return (
              <li key={layerId} data-unchecked-layer={layerId}>
                {/* The status is inside the item: a list may only hold list items. */}
                <span role="status">
                  Not checked ({rules.map((u) => u.ruleId).join(', ')}): the {layerName(layerId)} data failed to load —{' '}
                  {rules[0]!.message}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {shown.length === 0 ? (
        <p className="hint">No nudges</p>
      ) : (
        <ul className="nudge-list" aria-label="Nudges">
          {shown.map((n) => (
            <li
              key={n.id}
              className={`nudge nudge-${n.severity}${highlightedNudge.value === n.id ? ' highlighted' : ''}`}
              data-rule={n.ruleId}
              data-severity={n.severity}
            >
              <span className="nudge-severity">{LABEL[n.severity]}</span>
              <p className="nudge-message">{n.message}</p>
              <p className="nudge-source">{n.citation.title}</p>
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
            </li>
          ))}
        </ul>
      )}
      <PreCheckSummary />
    </section>
  );
}
