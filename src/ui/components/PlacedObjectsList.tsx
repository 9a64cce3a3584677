/** 'Placed Objects': counts per type and the list (8 rem, scrolling), with undo and redo. */
import { memo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FEET_TO_METRES } from '../../shared/geometry/units';
import type { DimensionUnits } from '../../shared/geometry/measure';
import { ownSizeOf, type PlacedObject } from '../../shared/objects/placed';
import { dimensionUnits } from '../store/draw';
import { performAction, withKey } from '../actions/registry';
import { removeObject } from '../app/edit/placement';
import { history, objectCounts, plan, selection } from '../store/plan';
import { selectOnly, toggleSelected } from '../app/edit/editController';

/** An object's own size (a stage, a resized tent) in the chosen units; nothing for a catalogue size. */
function sizeText(o: PlacedObject, units: DimensionUnits): string {
  const size = ownSizeOf(o);
  if (!size) return '';
  const n = (ft: number) => String(Math.round((units === 'ft' ? ft : ft * FEET_TO_METRES) * 10) / 10);
  return `${n(size.width)} × ${n(size.depth)} ${units}`;
}

interface RowProps {
  object: PlacedObject;
  selected: boolean;
  units: DimensionUnits;
  readOnly: boolean;
}

/**
 * One row, rendered again only when its own object (replaced, never changed in place), selection or
 * units change: a plan of 1,300 objects that gains one renders and commits one row, not 1,300 (each
 * with new click handlers, which React would write into every row's button).
 */
const PlacedObjectRow = memo(function PlacedObjectRow({ object: o, selected, units, readOnly }: RowProps) {
  return (
    <li className={selected ? 'selected' : undefined}>
      <button
        type="button"
        className="link-button"
        aria-pressed={selected}
        onClick={(e) => (e.shiftKey ? toggleSelected('object', o.id) : selectOnly('object', o.id))}
      >
        {o.properties.label || o.name}
      </button>
      {o.properties.flipped || o.properties.rotationDeg || ownSizeOf(o) ? (
        <span className="muted small">
          {[
            o.properties.flipped ? 'flipped' : '',
            o.properties.rotationDeg ? `${o.properties.rotationDeg}°` : '',
            sizeText(o, units),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      ) : null}
      {o.properties.note && (
        <span className="muted small" title={o.properties.note}>
          {' '}
          · {o.properties.note}
        </span>
      )}
      {!readOnly && (
        <button
          type="button"
          className="icon-button small-icon"
          title="Remove"
          aria-label={`Remove ${o.properties.label || o.name}`}
          onClick={() => removeObject(o.id)}
        >
          ×
        </button>
      )}
    </li>
  );
});

/** `readOnly`: a shared plan before 'Edit a copy' lists its objects without undo, redo or remove. */
export function PlacedObjectsList({ readOnly = false }: { readOnly?: boolean }) {
  useSignals();
  const units = dimensionUnits.value;
  const objects = plan.value.objects;
  const selected = new Set(selection.value.objects);
  return (
    <section className="panel-section" aria-labelledby="placed-objects-title">
      <div className="section-head">
        <h3 id="placed-objects-title" className="section-title">
          Placed Objects ({objects.length})
        </h3>
        {!readOnly && (
          <span className="history-buttons">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => performAction('undo')}
              disabled={!history.value.canUndo}
              title={withKey('Undo', 'undo')}
            >
              Undo
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => performAction('redo')}
              disabled={!history.value.canRedo}
              title={withKey('Redo', 'redo')}
            >
              Redo
            </button>
          </span>
        )}
      </div>
      {objects.length === 0 ? (
        <p className="hint">No objects placed yet.</p>
      ) : (
        <>
          <p className="object-counts">
            {objectCounts.value.map((c) => (
              <span key={c.key} className="tag" data-type={c.type}>
                {c.name}: {c.count}
              </span>
            ))}
          </p>
          <ul className="placed-list" aria-label="Placed objects">
            {objects.map((o) => (
              <PlacedObjectRow key={o.id} object={o} selected={selected.has(o.id)} units={units} readOnly={readOnly} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
