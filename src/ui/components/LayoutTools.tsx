/**
 * 'Layout': many objects in one gesture. 'Fill Area' fills the rectangle between two clicks with
 * rows of the chosen object (gaps, rows, an aisle every so many), clipped to the focused area;
 * 'Along Line' sets a run from one click to the next at a spacing, placed once its count is accepted.
 * One undo step each. The object is the panel's choice, or the one last picked in Event Objects.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { readableLength } from '../../shared/geometry/readableLength';
import { isObjectTypeId, OBJECT_TYPES } from '../../shared/objects/catalogue';
import { countOf } from '../../shared/nudges/grouping';
import {
  chooseLayout,
  chooseLayoutObject,
  discardPendingLayout,
  pendingLayout,
  placePendingLayout,
  setLayoutOptions,
} from '../app/edit/layoutController';
import { dimensionUnits } from '../store/draw';
import { layoutObject, layoutTool, type LayoutTool } from '../store/edit';

type NumberKey = 'gapFt' | 'rowGapFt' | 'aisleFt' | 'perSection' | 'spacingFt';

function NumberField({ name, label, tool }: { name: NumberKey; label: string; tool: LayoutTool }) {
  return (
    <label className="layout-field">
      {label}
      <input
        type="number"
        min={0}
        step={name === 'perSection' ? 1 : 0.5}
        value={tool[name]}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (Number.isFinite(v) && v >= 0) setLayoutOptions({ [name]: v });
        }}
      />
    </label>
  );
}

export function LayoutTools() {
  useSignals();
  const tool = layoutTool.value;
  const chosen = tool?.typeId ?? layoutObject.value;
  const pending = pendingLayout(tool);
  return (
    <section className="panel-section" aria-labelledby="layout-title">
      <h3 id="layout-title" className="section-title">
        Layout
      </h3>
      <label className="inline-field">
        Object
        <select
          value={chosen}
          onChange={(e) => {
            const id = e.target.value;
            if (isObjectTypeId(id)) chooseLayoutObject(id);
          }}
        >
          {OBJECT_TYPES.filter((t) => !t.sizedByTwoClicks).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <div className="tool-row" role="group" aria-label="Layout tools">
        <button
          type="button"
          className={tool?.kind === 'fill' ? 'btn btn-small active' : 'btn btn-small'}
          aria-pressed={tool?.kind === 'fill'}
          onClick={() => chooseLayout('fill', chosen)}
        >
          Fill Area
        </button>
        <button
          type="button"
          className={tool?.kind === 'line' ? 'btn btn-small active' : 'btn btn-small'}
          aria-pressed={tool?.kind === 'line'}
          onClick={() => chooseLayout('line', chosen)}
        >
          Along Line
        </button>
      </div>
      {tool?.kind === 'fill' && (
        <div className="layout-options">
          <NumberField name="gapFt" label="Gap in a row (ft)" tool={tool} />
          <NumberField name="rowGapFt" label="Gap between rows (ft)" tool={tool} />
          <NumberField name="aisleFt" label="Aisle (ft)" tool={tool} />
          <NumberField name="perSection" label="Items between aisles" tool={tool} />
        </div>
      )}
      {tool?.kind === 'line' && (
        <div className="layout-options">
          <NumberField name="spacingFt" label="Spacing (ft, centre to centre)" tool={tool} />
        </div>
      )}
      {tool && pending && (
        <PlaceQuestion
          question={`${countOf(pending.count, tool.typeId)} along ${readableLength(pending.lengthM, dimensionUnits.value)} — place?`}
        />
      )}
      {tool && !pending && (
        <p className="tool-hint" role="status">
          {tool.points.length === 0
            ? tool.kind === 'fill'
              ? 'Click one corner of the area'
              : 'Click the start of the line'
            : tool.kind === 'fill'
              ? 'Click the opposite corner to fill'
              : 'Click the end of the line to place the run'}{' '}
          · Press ESC to cancel
        </p>
      )}
    </section>
  );
}

/** The run's count before it is placed: Place (focused, so Enter accepts) or Cancel to draw the line again. */
function PlaceQuestion({ question }: { question: string }) {
  const place = useRef<HTMLButtonElement>(null);
  useEffect(() => place.current?.focus(), []);
  return (
    <div role="group" aria-label="Place the run">
      <p className="tool-hint" role="status">
        {question}
      </p>
      <div className="tool-row">
        <button
          ref={place}
          type="button"
          className="btn btn-small"
          onClick={() => {
            placePendingLayout();
          }}
        >
          Place
        </button>
        <button type="button" className="btn btn-small" onClick={discardPendingLayout}>
          Cancel
        </button>
      </div>
    </div>
  );
}
