/**
 * The permit pre-check's findings: severity counts in the header, blockers first, each with its
 * message, its source (title, agency and a 'Regulation' link), zoom, highlight and dismiss; many
 * findings of one rule are one line with their count (FindingGroupItem); 'No nudges' when clear. Rules
 * that could not be checked say so and why; capacity follows, then occupant load and egress.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { isInfrastructureLayerId } from '../../shared/layers/ids';
import { groupFindings } from '../../shared/nudges/grouping';
import { SEVERITIES, type Severity } from '../../shared/nudges/rules';
import { checkedObjects, dismissedNudges, nudges, preCheck } from '../app/precheck/nudgeController';
import { EgressSummary } from './EgressSummary';
import { FindingGroupItem } from './FindingGroupItem';
import { PreCheckSummary } from './PreCheckSummary';
const plural = (n: number, s: Severity) => (s === 'info' ? `${n} info` : `${n} ${s}${n === 1 ? '' : 's'}`);
const layerName = (id: string) => (isInfrastructureLayerId(id) ? LAYER_CATALOGUE[id].name : id);

export function NudgesPanel() {
  useSignals();
  const shown = nudges.value.filter((n) => !dismissedNudges.value.has(n.id));
  const counts = SEVERITIES.map((s) => ({ s, n: shown.filter((x) => x.severity === s).length }));
  const { unchecked } = preCheck.value;
  return (
    <section className="panel-section" aria-labelledby="nudges-title" data-checked-objects={checkedObjects.value}>
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
          {groupFindings(shown).map((g) => (
            <FindingGroupItem key={g.key} group={g} />
          ))}
        </ul>
      )}
      <PreCheckSummary />
      <EgressSummary />
    </section>
  );
}
