/**
 * The comparison as a reader goes through it: one row per object or shape that changed, in the
 * plan's order (added, then changed, then removed), with what happened to it in words, and the
 * totals by kind for the summary line.
 */
import type { DimensionUnits } from '../geometry/measure';
import { shapeListName } from '../geometry/measure';
import { readableLength } from '../geometry/readableLength';
import { FEET_TO_METRES } from '../geometry/units';
import { footprintOf, type PlacedObject } from '../objects/placed';
import type { ObjectChange, PlanDiff } from './planDiff';

export type ChangeKind =
  'added' | 'removed' | 'moved' | 'turned' | 'resized' | 'flipped' | 'renamed' | 'noted' | 'reshaped';

export interface ChangeRow {
  /** The object's or shape's id (an added or changed one can be selected). */
  id: string;
  item: 'object' | 'shape';
  name: string;
  kinds: ChangeKind[];
  detail: string;
}

export interface ChangeSummary {
  added: number;
  removed: number;
  moved: number;
  turned: number;
  resized: number;
  /** Renamed, re-noted or flipped objects. */
  edited: number;
  shapes: number;
}

const objectName = (o: PlacedObject) => o.properties.label.trim() || o.name;
const size = (o: PlacedObject, units: DimensionUnits) => {
  const s = footprintOf(o);
  const k = units === 'ft' ? 1 : FEET_TO_METRES;
  const n = (v: number) => String(Math.round(v * k * 10) / 10);
  return `${n(s.width)} × ${n(s.depth)} ${units}`;
};

function changedRow(c: ObjectChange, units: DimensionUnits): ChangeRow {
  const kinds: ChangeKind[] = [];
  const words: string[] = [];
  if (c.movedFt !== null) {
    kinds.push('moved');
    words.push(`moved ${readableLength(c.movedFt * FEET_TO_METRES, units)}`);
  }
  if (c.turnedDeg !== null) {
    kinds.push('turned');
    const deg = Math.round(Math.abs(c.turnedDeg) * 10) / 10;
    words.push(`turned ${deg}° ${c.turnedDeg > 0 ? 'clockwise' : 'counterclockwise'}`);
  }
  if (c.resized) {
    kinds.push('resized');
    words.push(`resized from ${size(c.before, units)} to ${size(c.after, units)}`);
  }
  if (c.flipped) {
    kinds.push('flipped');
    words.push('flipped');
  }
  if (c.relabelled) {
    kinds.push('renamed');
    words.push(`renamed from '${objectName(c.before)}'`);
  }
  if (c.noteChanged) {
    kinds.push('noted');
    words.push(c.after.properties.note ? 'note changed' : 'note removed');
  }
  return { id: c.after.id, item: 'object', name: objectName(c.after), kinds, detail: words.join(', ') };
}

export function changeRows(diff: PlanDiff, units: DimensionUnits): ChangeRow[] {
  return [
    ...diff.added.map((o): ChangeRow => ({
      id: o.id,
      item: 'object',
      name: objectName(o),
      kinds: ['added'],
      detail: 'added',
    })),
    ...diff.changed.map((c) => changedRow(c, units)),
    ...diff.removed.map((o): ChangeRow => ({
      id: o.id,
      item: 'object',
      name: objectName(o),
      kinds: ['removed'],
      detail: 'removed',
    })),
    ...diff.shapesAdded.map((s): ChangeRow => ({
      id: s.id,
      item: 'shape',
      name: shapeListName(s.properties.label, s.geometry),
      kinds: ['added'],
      detail: 'shape added',
    })),
    ...diff.shapesChanged.map((c): ChangeRow => ({
      id: c.after.id,
      item: 'shape',
      name: shapeListName(c.after.properties.label, c.after.geometry),
      kinds: [...(c.geometry ? (['reshaped'] as const) : []), ...(c.label ? (['renamed'] as const) : [])],
      detail: [c.geometry ? 'shape changed' : '', c.label ? `renamed from '${c.before.properties.label}'` : '']
        .filter(Boolean)
        .join(', '),
    })),
    ...diff.shapesRemoved.map((s): ChangeRow => ({
      id: s.id,
      item: 'shape',
      name: shapeListName(s.properties.label, s.geometry),
      kinds: ['removed'],
      detail: 'shape removed',
    })),
  ];
}

export function changeSummary(diff: PlanDiff): ChangeSummary {
  const count = (test: (c: ObjectChange) => boolean) => diff.changed.filter(test).length;
  return {
    added: diff.added.length,
    removed: diff.removed.length,
    moved: count((c) => c.movedFt !== null),
    turned: count((c) => c.turnedDeg !== null),
    resized: count((c) => c.resized),
    edited: count((c) => c.flipped || c.relabelled || c.noteChanged),
    shapes: diff.shapesAdded.length + diff.shapesRemoved.length + diff.shapesChanged.length,
  };
}
