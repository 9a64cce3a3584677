/**
 * The equipment schedule's account of the plan sheets: an index of the sheets, and for each row of
 * equipment (a block, or a type's other objects) where its numbers print: on the site plan, on a
 * detail sheet, or nowhere for lack of room. What left the map (a name, an edge length) is said here.
 */
import type { PlacedObject } from '../objects/placed';
import { objectSizeLabel } from './dimensionLabels';
import { equipmentGroups, renamedLabel } from './legend';
import type { PageFlow } from './pageFlow';
import type { ExportPage } from './request';
import { rowsText, type ObjectBlock } from './sheets/blocks';
import type { PlanSheets } from './sheets/planSheets';
import { spotRanges } from './spotNumbers';

export const NO_ROOM = 'Label not on the map (no room)';

export interface ScheduleSheet {
  number: number;
  /** null for the site plan (sheet 1). */
  letter: string | null;
  scale: number;
  /** The objects whose own number prints on it. */
  numbered: readonly string[];
}

export interface Schedule {
  blocks: readonly ObjectBlock[];
  spot: ReadonlyMap<string, number>;
  sheets: readonly ScheduleSheet[];
  /** Where each object's own number prints: sheet numbers. */
  numberedOn: ReadonlyMap<string, readonly number[]>;
  /** Blocks (by index) drawn as one outline on the site plan, and those of them whose label prints. */
  blocksDrawn: ReadonlySet<number>;
  blocksLabelled: ReadonlySet<number>;
  /** Objects inside the site plan's map. */
  onPlan: ReadonlySet<string>;
  namesLeft: ReadonlySet<string>;
  shapesLeft: ReadonlySet<string>;
  markersLeft: readonly string[];
  edgesLeft: readonly string[];
}

export function scheduleOf(s: PlanSheets): Schedule {
  const report = s.overview.map.report;
  return {
    blocks: s.blocks,
    spot: s.spot,
    sheets: [s.overview, ...s.details].map((d) => ({
      number: d.sheet.number,
      letter: d.sheet.letter,
      scale: d.sheet.scale,
      numbered: [...d.map.report.numbered],
    })),
    numberedOn: s.numberedOn,
    blocksDrawn: report.blocksDrawn,
    blocksLabelled: report.blocksLabelled,
    onPlan: s.overview.map.shown,
    namesLeft: new Set(report.namesLeft),
    shapesLeft: new Set(report.shapesLeft),
    markersLeft: report.markersLeft,
    edgesLeft: report.edges.left,
  };
}

const count = (n: number) => n.toLocaleString('en-US');
const sheetName = (s: ScheduleSheet) => (s.letter ? `Detail ${s.letter} (sheet ${s.number})` : `sheet ${s.number}`);
const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** 'Plan sheets': each sheet, what it shows and its scale. */
export function sheetIndex(flow: PageFlow, schedule: Schedule): void {
  if (schedule.sheets.length < 2) return;
  flow.heading('Plan sheets');
  flow.table(
    'Plan sheets',
    flow.fitColumns([
      { header: 'Sheet', width: 18 },
      { header: 'Shows' },
      { header: 'Scale', width: 30, align: 'right' },
    ]),
    schedule.sheets.map((s) => [
      String(s.number),
      s.letter
        ? `Detail ${s.letter}: spots ${spotRanges(s.numbered.map((id) => schedule.spot.get(id)!))}`
        : 'Site plan: the whole area, with the detail areas called out',
      `1:${count(s.scale)}`,
    ]),
  );
}

/** Where the objects' own numbers print, as one phrase or one per run of spots. */
function whereNumbered(objects: readonly PlacedObject[], schedule: Schedule): string {
  const byWhere = new Map<string, number[]>();
  for (const o of objects) {
    const on = schedule.numberedOn.get(o.id) ?? [];
    const names = on.map((n) => sheetName(schedule.sheets.find((s) => s.number === n)!));
    const where =
      names.length > 0
        ? `numbered on ${names.join(' and ')}`
        : schedule.onPlan.has(o.id)
          ? 'number not printed on a sheet (no room)'
          : 'outside the map';
    byWhere.set(where, [...(byWhere.get(where) ?? []), schedule.spot.get(o.id)!]);
  }
  if (byWhere.size === 1) return [...byWhere.keys()][0]!;
  return [...byWhere.entries()].map(([where, spots]) => `${spotRanges(spots)}: ${where}`).join('; ');
}

/** '#2 Registration; #3: Power from the lamp post' — names (said when they left the map) and notes. */
function notesOf(objects: readonly PlacedObject[], schedule: Schedule): string {
  return objects
    .map((o) => {
      const name = renamedLabel(o);
      const named = name !== '' && schedule.namesLeft.has(o.id) ? `${name} (name not on the map: no room)` : name;
      const text = [named, o.properties.note?.trim() ?? ''].filter((n) => n !== '').join(': ');
      return text === '' ? '' : `#${schedule.spot.get(o.id)!} ${text}`;
    })
    .filter((n) => n !== '')
    .join('; ');
}

/** How the site plan shows a block drawn as one outline ('' when it draws its members one by one). */
function blockOnPlan(schedule: Schedule, index: number): string {
  if (!schedule.blocksDrawn.has(index)) return '';
  return schedule.blocksLabelled.has(index)
    ? 'one label on sheet 1; '
    : 'one outline on sheet 1, its label not on the map (no room); ';
}

/** The equipment schedule: per type, each block as one row with its spot range, then the type's other objects. */
export function equipmentSchedule(flow: PageFlow, page: ExportPage, schedule: Schedule): void {
  const units = page.options.dimensionUnits;
  flow.heading('Equipment');
  const groups = equipmentGroups(page.objects);
  if (groups.length === 0) {
    flow.note('No equipment was placed.');
    return;
  }
  flow.note(
    'Spot numbers match the numbers on the plan sheets and the CSV equipment list. Identical objects placed together are one block: ' +
      'one outline with one label where they are too close to number on the site plan, each numbered on its detail sheet. ' +
      'Sizes print on the map beside objects large enough on paper to carry them; every size is in this table.',
  );
  const blockOf = new Map<string, number>();
  schedule.blocks.forEach((b, i) => b.members.forEach((m) => blockOf.set(m.id, i)));
  const rows: string[][] = [];
  const spots = (objects: readonly PlacedObject[]) => spotRanges(objects.map((o) => schedule.spot.get(o.id)!));
  const sizes = (objects: readonly PlacedObject[]) =>
    [...new Set(objects.map((o) => objectSizeLabel(o, units)))].join(', ');
  for (const g of groups) {
    const blocks = [...new Set(g.objects.map((o) => blockOf.get(o.id)).filter((i) => i !== undefined))];
    for (const i of blocks) {
      const b = schedule.blocks[i]!;
      const arrangement = rowsText(b.rows);
      const where = whereNumbered(b.members, schedule);
      rows.push([
        `${g.name}, block${arrangement ? ` (${arrangement})` : ''}`,
        count(b.members.length),
        spots(b.members),
        sizes(b.members),
        capitalised(blockOnPlan(schedule, i) + where),
        notesOf(b.members, schedule),
      ]);
    }
    const others = g.objects.filter((o) => !blockOf.has(o.id));
    if (others.length > 0)
      rows.push([
        g.name,
        count(others.length),
        spots(others),
        sizes(others),
        capitalised(whereNumbered(others, schedule)),
        notesOf(others, schedule),
      ]);
  }
  rows.push(['Total', count(page.objects.length), '', '', '', '']);
  flow.table(
    'Equipment',
    flow.fitColumns([
      { header: 'Equipment', width: 50, maxLines: 3 },
      { header: 'Count', width: 15, align: 'right' },
      { header: 'Spots', width: 28, maxLines: 4 },
      { header: 'Size (each)', width: 30, maxLines: 4 },
      { header: 'On the plan', width: 55, maxLines: 6 },
      { header: 'Notes', maxLines: 20 },
    ]),
    rows,
  );
}

/** Edge lengths of the area that found no room on the plan, when any did not. */
export function edgeNote(flow: PageFlow, page: ExportPage, schedule: Schedule): void {
  if (!page.options.includeDimensions || schedule.edgesLeft.length === 0) return;
  flow.note(`Edge lengths of the permit area not on the plan (no room): ${schedule.edgesLeft.join(', ')}.`);
}
