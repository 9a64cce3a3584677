/**
 * 'Event Fixtures': the drawn shapes that are valid, by label or '(unlabeled)'; select, rename (Enter
 * saves, Escape cancels) and delete. 'Shape Properties' edits the selected shape's label.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { isListableShape, measureText, shapeListName } from '../../shared/geometry/measure';
import { deleteShape, renameShape } from '../app/draw/drawController';
import { selectOnly } from '../app/edit/editController';
import { dimensionUnits, drawStatus, selectedShapeId } from '../store/draw';
import { plan } from '../store/plan';

function RenameField({ id, initial, onDone }: { id: string; initial: string; onDone: () => void }) {
  const [text, setText] = useState(initial);
  return (
    <input
      className="rename-input"
      aria-label="Shape label"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the field opens because the user asked to rename: typing goes there
      autoFocus
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          renameShape(id, text.trim());
          onDone();
        } else if (e.key === 'Escape') {
          e.stopPropagation();
          onDone();
        }
      }}
      onBlur={onDone}
    />
  );
}

export function ShapeList() {
  useSignals();
  const [editing, setEditing] = useState<string | null>(null);
  const shapes = plan.value.shapes.filter((s) => isListableShape(s.geometry));
  const selected = shapes.find((s) => s.id === selectedShapeId.value);
  return (
    <section className="panel-section" aria-labelledby="fixtures-title">
      <h3 id="fixtures-title" className="section-title">
        Event Fixtures ({shapes.length})
      </h3>
      {shapes.length === 0 ? (
        <p className="hint">Drawn points, lines and polygons appear here.</p>
      ) : (
        <ul className="placed-list" aria-label="Event fixtures">
          {shapes.map((s) => (
            <li key={s.id} className={s.id === selectedShapeId.value ? 'selected' : undefined}>
              {editing === s.id ? (
                <RenameField id={s.id} initial={s.properties.label} onDone={() => setEditing(null)} />
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => selectOnly('shape', s.id)}
                  onDoubleClick={() => setEditing(s.id)}
                >
                  {shapeListName(s.properties.label, s.geometry)}
                </button>
              )}
              <span className="muted small">{measureText(s.geometry, dimensionUnits.value)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="shape-properties" aria-label="Fixture actions" role="group">
        <button
          type="button"
          className="btn btn-small"
          disabled={!selected}
          onClick={() => selected && setEditing(selected.id)}
        >
          Rename
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={!selected || drawStatus.value !== 'ready'}
          onClick={() => selected && deleteShape(selected.id)}
        >
          Delete
        </button>
      </div>
    </section>
  );
}
