/** 'Annotation Tools': point, line and polygon drawing, the active tool's hint, and the labels toggle. */
import { useSignals } from '@preact/signals-react/runtime';
import { chooseTool, retryDrawing } from '../app/draw/drawController';
import type { DrawTool } from '../map/drawControl';
import { drawStatus, drawTool, showShapeLabels } from '../store/draw';
import { mapFailure } from '../store/mapHealth';

const TOOLS: { tool: DrawTool; name: string; hint: string }[] = [
  { tool: 'point', name: 'Point', hint: 'Click to add point' },
  { tool: 'linestring', name: 'Line', hint: 'Click to start drawing line' },
  { tool: 'polygon', name: 'Polygon', hint: 'Click to start drawing polygon' },
];

export function AnnotationTools() {
  useSignals();
  const status = drawStatus.value;
  const active = TOOLS.find((t) => t.tool === drawTool.value);
  return (
    <section className="panel-section" aria-labelledby="annotation-tools-title">
      <h3 id="annotation-tools-title" className="section-title">
        Annotation Tools
      </h3>
      {mapFailure.value && (
        <p className="draw-notice" role="status">
          Drawing and placing need the map, which cannot start in this browser. The lists, Event Information, Save Plan
          and Import still work, and the export draws the plan on a plain background.
        </p>
      )}
      {status !== 'ready' && !mapFailure.value && (
        <p className="draw-notice" role="status">
          Drawing tools are initializing...{' '}
          {status === 'failed' && (
            <button type="button" className="btn btn-small" onClick={retryDrawing}>
              Retry
            </button>
          )}
        </p>
      )}
      <div className="tool-row" role="group" aria-label="Drawing tools" data-tutorial="drawing-tools">
        {TOOLS.map((t) => (
          <button
            key={t.tool}
            type="button"
            className={drawTool.value === t.tool ? 'btn btn-small active' : 'btn btn-small'}
            aria-pressed={drawTool.value === t.tool}
            disabled={status !== 'ready'}
            onClick={() => chooseTool(t.tool)}
          >
            {t.name}
          </button>
        ))}
      </div>
      {active && (
        <p className="tool-hint" role="status">
          {active.hint} · Press ESC to cancel
        </p>
      )}
      <label className="inline-check">
        <input
          type="checkbox"
          checked={showShapeLabels.value}
          onChange={(e) => (showShapeLabels.value = e.target.checked)}
        />{' '}
        Show labels
      </label>
    </section>
  );
}
