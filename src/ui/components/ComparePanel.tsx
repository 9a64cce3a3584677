/**
 * 'Compare with…' results: what changed since the earlier plan file, in totals and one row per
 * object or shape, with the map's colours; a row selects its object or shape. Closing it forgets the
 * earlier plan. A file that could not be read shows the import's message and its reason.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ChangeRow, ChangeSummary } from '../../shared/compare/changeList';
import { closeComparison } from '../app/compare/compareController';
import { selectOnly } from '../app/edit/editController';
import { compareError, comparedFile, comparisonResult } from '../store/compare';
import '../styles/handover.css';

function summaryParts(s: ChangeSummary): string[] {
  const parts: [number, string][] = [
    [s.added, 'added'],
    [s.removed, 'removed'],
    [s.moved, 'moved'],
    [s.turned, 'turned'],
    [s.resized, 'resized'],
    [s.edited, 'edited'],
    [s.shapes, s.shapes === 1 ? 'shape changed' : 'shapes changed'],
  ];
  return parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
}

const swatch = (row: ChangeRow) =>
  row.kinds.includes('added') ? 'change-added' : row.kinds.includes('removed') ? 'change-removed' : 'change-changed';

function savedText(savedAt: string | null): string {
  if (!savedAt) return '';
  const d = new Date(savedAt);
  return Number.isNaN(d.getTime()) ? '' : ` (saved ${d.toLocaleString()})`;
}

export function ComparePanel() {
  useSignals();
  const file = comparedFile.value;
  const result = comparisonResult.value;
  const error = compareError.value;
  if (!file && !error) return null;
  return (
    <section className="panel-section compare-panel" aria-labelledby="compare-title" data-testid="compare-panel">
      <div className="section-head">
        <h3 id="compare-title" className="section-title">
          Changes since the earlier plan
        </h3>
        <button type="button" className="btn btn-small" onClick={closeComparison}>
          Close comparison
        </button>
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error.message} {error.reason}
        </p>
      )}
      {file && (
        <p className="hint">
          Compared with {file.fileName}
          {savedText(file.savedAt)}.
        </p>
      )}
      {file && !result && <p role="status">Comparing…</p>}
      {result && (
        <>
          <p className="change-summary" role="status" data-testid="compare-summary">
            {result.rows.length === 0
              ? 'No changes.'
              : summaryParts(result.summary).map((part) => (
                  <span key={part} className="tag">
                    {part}
                  </span>
                ))}
          </p>
          <div className="change-legend" aria-hidden="true">
            <span className="change-added">
              <i className="change-swatch" /> added
            </span>
            <span className="change-removed">
              <i className="change-swatch" /> removed
            </span>
            <span className="change-changed">
              <i className="change-swatch" /> moved or changed
            </span>
            <span className="muted">
              <i className="change-swatch" /> earlier place
            </span>
          </div>
          {result.rows.length > 0 && (
            <ul className="change-list" aria-label="Changes">
              {result.rows.map((row) => (
                <li key={`${row.item}:${row.id}:${row.kinds.join()}`} data-change={row.kinds.join(' ')}>
                  <i className={`change-swatch ${swatch(row)}`} aria-hidden="true" />
                  {row.kinds.includes('removed') ? (
                    <span>{row.name}</span>
                  ) : (
                    <button type="button" className="link-button" onClick={() => selectOnly(row.item, row.id)}>
                      {row.name}
                    </button>
                  )}
                  <span className="muted">{row.detail}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
