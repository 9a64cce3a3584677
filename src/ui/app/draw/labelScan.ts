/**
 * The spec's label scan: the text nudges read the shape labels 400 ms after they last changed, so a
 * burst of renames (or a plan restored shape by shape) is read once, when it has settled. Moving or
 * deleting a shape needs no scan: the labels scanned are placed where their shapes are now.
 */
import { computed, effect, signal } from '@preact/signals-react';
import { debounce } from '../../../shared/async/debounce';
import type { ShapeLabel } from '../../../shared/nudges/engine';
import type { Shape } from '../../../shared/objects/placed';
import { plan } from '../../store/plan';
import { anchorOf } from './shapeAnchors';

export const LABEL_SCAN_MS = 400;

/** The labels as last scanned: shape id → label, non-blank ones only. */
export const scannedLabels = signal<ReadonlyMap<string, string>>(new Map());

const labelsKey = computed(() => plan.value.shapes.map((s) => `${s.id}\u0000${s.properties.label}`).join('\u0001'));

function scan(): void {
  scannedLabels.value = new Map(
    plan
      .peek()
      .shapes.filter((s) => s.properties.label.trim() !== '')
      .map((s) => [s.id, s.properties.label]),
  );
}

/** Scans the labels 400 ms after each change of them (a newer change restarts the wait). */
export function startLabelScan(): () => void {
  const scanSoon = debounce(scan, LABEL_SCAN_MS);
  const stop = effect(() => {
    void labelsKey.value;
    scanSoon();
  });
  return () => {
    stop();
    scanSoon.cancel();
  };
}

/** The scanned labels of the shapes still in the plan, each at its shape's label point. */
export function labelledShapes(shapes: readonly Shape[], labels: ReadonlyMap<string, string>): ShapeLabel[] {
  return shapes.flatMap((s) => {
    const label = labels.get(s.id);
    if (label === undefined) return [];
    const [lng, lat] = anchorOf(s.geometry);
    return [{ id: s.id, label, position: { lng, lat } }];
  });
}
