/**
 * 'Shape Properties': what is selected on the map and what can be done to it — the label (Apply or
 * Enter applies, Escape cancels), an object's real size in the chosen units (an exit's clear width)
 * and its angle, and
 * Duplicate, Delete and 'Select all' of the type. Each change is one undo step.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type KeyboardEvent } from 'react';
import { FEET_TO_METRES } from '../../shared/geometry/units';
import { isKind } from '../../shared/nudges/vocabulary';
import { clearWidthOf, footprintOf, hasClearWidth } from '../../shared/objects/placed';
import { renameShape } from '../app/draw/drawController';
import {
  renameObject,
  resizeObject,
  setClearWidth,
  setObjectHeight,
  selectAllOfType,
  setSelectionAngle,
} from '../app/edit/editController';
import { performAction, withKey } from '../actions/registry';
import { dimensionUnits } from '../store/draw';
import { plan, selection } from '../store/plan';

const round = (n: number) => Math.round(n * 100) / 100;

/** A text field with its Apply button: Enter applies, Escape puts back what the plan holds. */
function ApplyField({
  label,
  value,
  onApply,
  button = 'Apply',
  inputMode,
  placeholder,
}: {
  label: string;
  value: string;
  onApply: (text: string) => void;
  button?: string;
  inputMode?: 'decimal';
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const [base, setBase] = useState(value);
  // The plan changed underneath (undo, another selection): show its value.
  if (base !== value) {
    setBase(value);
    setText(value);
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') onApply(text);
    else if (e.key === 'Escape') {
      e.stopPropagation();
      setText(value);
    }
  };
  return (
    <span className="apply-field">
      <label>
        {label}{' '}
        <input
          aria-label={label}
          value={text}
          inputMode={inputMode}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <button type="button" className="btn btn-small" onClick={() => onApply(text)}>
        {button}
      </button>
    </span>
  );
}

function SizeFields({ id, width, depth }: { id: string; width: number; depth: number }) {
  const units = dimensionUnits.value;
  const toUnits = (ft: number) => String(round(units === 'ft' ? ft : ft * FEET_TO_METRES));
  const [w, setW] = useState(toUnits(width));
  const [d, setD] = useState(toUnits(depth));
  const [base, setBase] = useState(`${id} ${width} ${depth} ${units}`);
  if (base !== `${id} ${width} ${depth} ${units}`) {
    setBase(`${id} ${width} ${depth} ${units}`);
    setW(toUnits(width));
    setD(toUnits(depth));
  }
  const apply = () => {
    const ft = (s: string) => (units === 'ft' ? Number(s) : Number(s) / FEET_TO_METRES);
    const size = { width: ft(w), depth: ft(d) };
    if (Number.isFinite(size.width) && Number.isFinite(size.depth) && size.width > 0 && size.depth > 0)
      resizeObject(id, size);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && apply();
  return (
    <span className="apply-field">
      <label>
        Width ({units}){' '}
        <input
          aria-label={`Width (${units})`}
          value={w}
          inputMode="decimal"
          size={5}
          onChange={(e) => setW(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <label>
        Depth ({units}){' '}
        <input
          aria-label={`Depth (${units})`}
          value={d}
          inputMode="decimal"
          size={5}
          onChange={(e) => setD(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <button type="button" className="btn btn-small" onClick={apply}>
        Resize
      </button>
    </span>
  );
}

export function SelectionProperties() {
  useSignals();
  const s = selection.value;
  const { objects, shapes } = plan.value;
  const chosenObjects = objects.filter((o) => s.objects.includes(o.id));
  const chosenShapes = shapes.filter((x) => s.shapes.includes(x.id));
  const count = chosenObjects.length + chosenShapes.length;
  const one = count === 1 ? chosenObjects[0] : undefined;
  const shape = count === 1 ? chosenShapes[0] : undefined;
  const types = [...new Set(chosenObjects.map((o) => o.type))];
  return (
    <section className="panel-section" aria-labelledby="shape-properties-title">
      <h3 id="shape-properties-title" className="section-title">
        Shape Properties
      </h3>
      {count === 0 ? (
        <p className="hint">
          Click an object or a shape on the map to select it; Shift-click adds, Shift-drag selects by box.
        </p>
      ) : (
        <div className="selection-properties" role="group" aria-label="Selection">
          <p className="muted small" role="status">
            {one
              ? one.name
              : shape
                ? 'Shape'
                : `${chosenObjects.length} objects, ${chosenShapes.length} shapes selected`}
          </p>
          {one && (
            <ApplyField
              key={`label-${one.id}`}
              label="Label"
              value={one.properties.label}
              onApply={(t) => renameObject(one.id, t)}
            />
          )}
          {shape && (
            <ApplyField
              key={`label-${shape.id}`}
              label="Label"
              value={shape.properties.label}
              onApply={(t) => renameShape(shape.id, t.trim())}
            />
          )}
          {one && (
            <SizeFields
              key={`size-${one.id}`}
              id={one.id}
              width={footprintOf(one).width}
              depth={footprintOf(one).depth}
            />
          )}
          {one !== undefined && isKind(one.type, 'stages') && (
            <ApplyField
              key={`height-${one.id}-${dimensionUnits.value}`}
              label={`Deck height (${dimensionUnits.value})`}
              inputMode="decimal"
              // Not set: empty and asked (the Buildings permit turns on it), never a guessed height.
              value={
                one.properties.heightFt === undefined
                  ? ''
                  : String(round(one.properties.heightFt * (dimensionUnits.value === 'ft' ? 1 : FEET_TO_METRES)))
              }
              placeholder="not set"
              onApply={(t) => {
                const n = Number(t);
                if (t.trim() !== '' && Number.isFinite(n) && n > 0)
                  setObjectHeight(one.id, dimensionUnits.value === 'ft' ? n : n / FEET_TO_METRES);
              }}
            />
          )}
          {one !== undefined && hasClearWidth(one.type) && (
            <ApplyField
              key={`clear-width-${one.id}-${dimensionUnits.value}`}
              label={`Clear width (${dimensionUnits.value})`}
              inputMode="decimal"
              value={String(round((clearWidthOf(one) ?? 0) * (dimensionUnits.value === 'ft' ? 1 : FEET_TO_METRES)))}
              onApply={(t) => {
                const n = Number(t);
                if (t.trim() !== '' && Number.isFinite(n) && n > 0)
                  setClearWidth(one.id, dimensionUnits.value === 'ft' ? n : n / FEET_TO_METRES);
              }}
            />
          )}
          {chosenObjects.length > 0 && (
            <ApplyField
              key={`angle-${s.objects.join()}`}
              label="Angle (°)"
              button="Turn"
              inputMode="decimal"
              value={String(chosenObjects.length === 1 ? chosenObjects[0]!.properties.rotationDeg : '')}
              onApply={(t) => t.trim() !== '' && Number.isFinite(Number(t)) && setSelectionAngle(Number(t))}
            />
          )}
          <div className="tool-row">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => performAction('duplicate')}
              title={withKey('Duplicate', 'duplicate')}
            >
              Duplicate
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => performAction('deleteSelection')}
              title={withKey('Delete', 'deleteSelection')}
            >
              Delete selection
            </button>
            {types.length === 1 && (
              <button type="button" className="btn btn-small" onClick={() => selectAllOfType(types[0]!)}>
                Select all {chosenObjects[0]!.name}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
