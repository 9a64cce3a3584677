/**
 * A shared plan's information in the designer while it is shown read-only: the event's filled
 * fields and the revision table, as text. Editing starts with 'Edit a copy' (the banner above the map).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { EVENT_INFO_KEYS } from '../../shared/plan/schema';
import { TITLE_BLOCK_LABELS } from '../../shared/export/titleBlockLabels';
import { eventTypeOf } from '../../shared/precheck/eventTypes';
import { eventInfo, revisions } from '../store/eventInfo';
import '../styles/handover.css';

export function SharedPlanSummary() {
  useSignals();
  const info = eventInfo.value;
  const filled = EVENT_INFO_KEYS.filter((k) => info[k].trim() !== '');
  return (
    <section className="panel-section shared-summary" aria-labelledby="shared-summary-title">
      <h3 id="shared-summary-title" className="section-title">
        Shared plan (read-only)
      </h3>
      {filled.length === 0 ? (
        <p className="hint">No event information was given.</p>
      ) : (
        <dl>
          {filled.map((k) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{TITLE_BLOCK_LABELS[k]}</dt>
              <dd>{k === 'eventType' ? (eventTypeOf(info[k])?.label ?? info[k]) : info[k]}</dd>
            </div>
          ))}
        </dl>
      )}
      {revisions.value.length > 0 && (
        <table className="revision-table" aria-label="Revisions">
          <thead>
            <tr>
              {TITLE_BLOCK_LABELS.revisions.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {revisions.value.map((r, i) => (
              <tr key={i}>
                <td>{r.revision}</td>
                <td>{r.date}</td>
                <td>{r.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
