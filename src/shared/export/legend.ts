/**
 * The side panel's legend: the visible infrastructure layers (a swatch by geometry: dot, line or
 * filled square; name; feature count) and the placed equipment by type (its colour, name, count).
 * It gets whatever height the panel has left; when that is not enough it is cut and ends with
 * '+ N more', pointing to the PDF's summary page when there is one.
 */
import { typeNameOf, type PlacedObject } from '../objects/placed';
import { normaliseColour } from './colour';
import type { RectMm } from './pageLayout';
import { INK, MUTED, circle, line, rect, text, type Primitive } from './primitives';
import type { LegendLayer } from './request';
import { truncateText } from './text';

export const LEGEND_ROW_MM = 3.6;
const ENTRY_PT = 6.5;
const HEADING_PT = 6;

export interface EquipmentGroup {
  typeId: string;
  name: string;
  color: string;
  count: number;
  objects: PlacedObject[];
}

/** The type's name at the object's size ('Tent (19.7 x 19.7 ft)' once resized): the size printed once. */
export function objectTypeName(o: PlacedObject): string {
  return typeNameOf(o);
}

/** The label an organizer gave an object, or '' when it still carries its type's name. */
export function renamedLabel(o: PlacedObject): string {
  const label = o.properties.label.trim();
  return label === o.name || label === o.properties.name ? '' : label;
}

/**
 * Placed objects by type and the size its name says (a resized tent is not a 10 x 10 ft one), sorted by
 * name; each group keeps its objects (for notes) in plan order.
 */
export function equipmentGroups(objects: readonly PlacedObject[]): EquipmentGroup[] {
  const groups = new Map<string, EquipmentGroup>();
  for (const o of objects) {
    const name = objectTypeName(o);
    const key = `${o.type}\n${name}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        typeId: o.type,
        name,
        color: normaliseColour(o.properties.color),
        count: 0,
        objects: [],
      };
      groups.set(key, g);
    }
    g.count++;
    g.objects.push(o);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A legend row for what a sheet draws beyond layers and types: a block's outline, a detail's window. */
export interface LegendExtra {
  swatch: 'block' | 'detail';
  name: string;
  count: number;
}

type Row =
  | { kind: 'heading'; label: string }
  | {
      kind: 'entry';
      swatch: 'point' | 'line' | 'polygon' | 'object' | LegendExtra['swatch'];
      color: string;
      name: string;
      count: number;
    };

export interface LegendPlan {
  rows: Row[];
  hidden: number;
}

/** Which rows fit in `capacity` rows: all of them, or a cut plus one row for '+ N more'. */
export function planLegend(
  layers: readonly LegendLayer[],
  equipment: readonly EquipmentGroup[],
  capacity: number,
  extras: readonly LegendExtra[] = [],
): LegendPlan {
  const all: Row[] = [];
  if (layers.length > 0) all.push({ kind: 'heading', label: 'Infrastructure layers' });
  for (const l of layers)
    all.push({ kind: 'entry', swatch: l.kind, color: normaliseColour(l.color), name: l.name, count: l.count });
  if (equipment.length > 0) all.push({ kind: 'heading', label: 'Equipment' });
  for (const g of equipment)
    all.push({ kind: 'entry', swatch: 'object', color: g.color, name: g.name, count: g.count });
  for (const e of extras) all.push({ kind: 'entry', swatch: e.swatch, color: INK, name: e.name, count: e.count });
  const entries = all.filter((r) => r.kind === 'entry').length;
  if (all.length <= capacity) return { rows: all, hidden: 0 };
  const rows = all.slice(0, Math.max(0, capacity - 1));
  // A heading with nothing under it is dropped.
  while (rows.length > 0 && rows[rows.length - 1]!.kind === 'heading') rows.pop();
  return { rows, hidden: entries - rows.filter((r) => r.kind === 'entry').length };
}

function swatch(kind: Extract<Row, { kind: 'entry' }>, x: number, cy: number): Primitive[] {
  switch (kind.swatch) {
    case 'point':
      return [circle(x + 1.5, cy, 1.1, { fill: kind.color, stroke: INK, lineWidth: 0.1 })];
    case 'line':
      return [
        line(
          [
            [x, cy],
            [x + 3, cy],
          ],
          kind.color,
          0.8,
        ),
      ];
    case 'polygon':
      return [rect(x, cy - 1.2, 3, 2.4, { fill: kind.color, stroke: kind.color, lineWidth: 0.1 })];
    case 'object':
      return [rect(x + 0.2, cy - 1.3, 2.6, 2.6, { fill: kind.color, stroke: INK, lineWidth: 0.1 })];
    case 'block':
      return [
        rect(x, cy - 1.2, 3, 2.4, { stroke: INK, lineWidth: 0.2 }),
        line(
          [
            [x + 0.2, cy + 1.1],
            [x + 2.2, cy - 1.1],
          ],
          INK,
          0.1,
        ),
        line(
          [
            [x + 1.2, cy + 1.1],
            [x + 2.9, cy - 0.8],
          ],
          INK,
          0.1,
        ),
      ];
    case 'detail':
      return [
        {
          kind: 'mapPath',
          rings: [
            [
              [x, cy - 1.2],
              [x + 3, cy - 1.2],
              [x + 3, cy + 1.2],
              [x, cy + 1.2],
            ],
          ],
          closed: true,
          stroke: INK,
          lineWidth: 0.25,
          dash: [0.8, 0.45],
          cap: 'butt',
        },
      ];
  }
}

/** The legend's title and rows inside `box`; `summaryPage` says whether '+ N more' can point to one. */
export function legendPrimitives(
  box: RectMm,
  layers: readonly LegendLayer[],
  objects: readonly PlacedObject[],
  summaryPage: boolean,
  extras: readonly LegendExtra[] = [],
): Primitive[] {
  const out: Primitive[] = [text(box.x, box.y + 3, 'Legend', { sizePt: 8.5, bold: true })];
  const top = box.y + 4.6;
  const capacity = Math.floor((box.y + box.height - top) / LEGEND_ROW_MM);
  const equipment = equipmentGroups(objects);
  if (layers.length === 0 && equipment.length === 0) {
    out.push(text(box.x, top + 2.6, 'No layers or equipment shown', { sizePt: ENTRY_PT, color: MUTED }));
    return out;
  }
  const plan = planLegend(layers, equipment, capacity, extras);
  let y = top;
  for (const row of plan.rows) {
    const baseline = y + 2.6;
    if (row.kind === 'heading') {
      out.push(text(box.x, baseline, row.label, { sizePt: HEADING_PT, bold: true, color: MUTED }));
    } else {
      const count = text(box.x + box.width, baseline, row.count.toLocaleString('en-US'), {
        sizePt: ENTRY_PT,
        align: 'right',
      });
      const nameWidth = box.width - 5 - count.width - 1.5;
      out.push(
        ...swatch(row, box.x + 0.3, y + LEGEND_ROW_MM / 2 + 0.1),
        text(box.x + 5, baseline, truncateText(row.name, nameWidth, { sizePt: ENTRY_PT }), { sizePt: ENTRY_PT }),
        count,
      );
    }
    y += LEGEND_ROW_MM;
  }
  if (plan.hidden > 0) {
    out.push(
      text(box.x, y + 2.6, `+ ${plan.hidden} more${summaryPage ? ' (see summary page)' : ''}`, {
        sizePt: ENTRY_PT,
        color: MUTED,
      }),
    );
  }
  return out;
}
