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

/**
 * Rows rendered before 'Show all': an imported GIS layer of thousands of shapes would otherwise be
 * thousands of rows rendered in one task, most of them never scrolled to.
 */
export const SHAPE_LIST_FIRST = 100;

export function ShapeList() {
  useSignals();
  const [editing, setEditing] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const shapes = plan.value.shapes.filter((s) => isListableShape(s.geometry));
  const selected = shapes.find((s) => s.id === selectedShapeId.value);
  const cut = !showAll && shapes.length > SHAPE_LIST_FIRST;
  const shown = cut ? shapes.slice(0, SHAPE_LIST_FIRST) : shapes;
  // A shape selected on the map is listed even when it lies past the cut, so its row can be renamed.
  const rows = cut && selected && !shown.includes(selected) ? [...shown, selected] : shown;
  return (
    <section className="panel-section" aria-labelledby="fixtures-title">
      <h3 id="fixtures-title" className="section-title">
        Event Fixtures ({shapes.length})
      </h3>
      {shapes.length === 0 ? (
        <p className="hint">Drawn points, lines and polygons appear here.</p>
      ) : (
        <ul className="placed-list" aria-label="Event fixtures">
          {rows.map((s) => (
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
      {cut && (
        <button type="button" className="link-button" onClick={() => setShowAll(true)}>
          Show all {shapes.length.toLocaleString('en-US')}
        </button>
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
