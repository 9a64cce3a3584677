/**
 * Every label a plan sheet's map carries, as placement requests in the order a reader needs them:
 * the detail callouts; the objects' numbers (a block as one label: 'Chairs 1–48 · 48 × 0.5 × 0.5 m ·
 * 6 rows of 8'); the organizer's names for objects and shapes; the sizes of objects large enough on
 * paper for a size to mean something, and the area's edge lengths; last the parking and transit
 * markers (markerLabels.ts). Placed by the label placer, they are reported back:
 * which numbers print on this sheet, and what left the map for the schedule.
 */
import { isListableShape, measureText, shapeAnchor, type DimensionUnits } from '../../geometry/measure';
import { pointRect, type Rect } from '../../geometry/convex';
import type { PlacedObject, Shape } from '../../objects/placed';
import { pluralOf } from '../../nudges/grouping';
import { areaEdgeLabels, objectSizeLabel } from '../dimensionLabels';
import { renamedLabel } from '../legend';
import type { MapMarker } from '../mapMarkers';
import type { ExportPage } from '../request';
import { spotRanges } from '../spotNumbers';
import { rowsText } from './blocks';
import { egressLabelSpecs } from './egressMarks';
import { LabelPlacer, type LabelSpec, type PlacedLabel } from './labelPlacer';
import { markerDots, markerSpecs } from './markerLabels';
import { MAP_TEXT, textLine, type TextLine } from './mapText';
import { blockOwner, objectOwner, type BlockMark, type SheetMarks } from './objectMarks';
import type { Sheet } from './sheet';

/** An object's size prints beside it once its footprint's longer side reaches this on paper. */
export const SIZE_LABEL_FROM_MM = 5;

export const PRIORITY = {
  callout: 0,
  number: 1,
  exit: 1.2,
  name: 1.5,
  size: 2,
  edge: 2.5,
  marker: 3,
} as const;

/** A detail's callout on the overview: its window on the page and where it is. */
export interface Callout {
  letter: string;
  sheetNumber: number;
  scale: number;
  rect: Rect;
}

export interface SheetLabelInput {
  sheet: Sheet;
  marks: SheetMarks;
  spot: ReadonlyMap<string, number>;
  page: ExportPage;
  callouts?: readonly Callout[];
  /** Areas labels keep off (the basemap note). */
  taken?: readonly Rect[];
}

export interface SheetLabelReport {
  /** Objects whose own number prints on this sheet. */
  numbered: Set<string>;
  /** Blocks (by index) drawn as one outline on this sheet. */
  blocksDrawn: Set<number>;
  /** Of those, the ones whose one label prints (the others are said in the schedule). */
  blocksLabelled: Set<number>;
  /** Objects whose name (renamed label) found no room. */
  namesLeft: string[];
  /** Edge lengths printed, and the lengths of those that found no room. */
  edges: { labelled: number; left: string[] };
  /** Shapes whose label found no room. */
  shapesLeft: string[];
  /** Markers not on the map (no room), by their label ('P4'). */
  markersLeft: string[];
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const within = (r: Rect, box: Rect): boolean =>
  r.x >= box.x && r.y >= box.y && r.x + r.width <= box.x + box.width && r.y + r.height <= box.y + box.height;

/** 'Chairs 1–48', then '48 × 0.5 × 0.5 m · 6 rows of 8': one line, or these two. */
function blockLabel(mark: BlockMark, spot: ReadonlyMap<string, number>, page: ExportPage): TextLine[][] {
  const members = mark.block.members;
  const head = `${capitalised(pluralOf(mark.block.typeId))} ${spotRanges(members.map((m) => spot.get(m.id)!))}`;
  const size = page.options.includeDimensions
    ? `${members.length} × ${objectSizeLabel(members[0]!, page.options.dimensionUnits)}`
    : '';
  const rest = [size, rowsText(mark.block.rows)].filter((s) => s !== '').join(' · ');
  if (rest === '') return [[textLine(head, MAP_TEXT.heading)]];
  return [[textLine(`${head} · ${rest}`, MAP_TEXT.heading)], [textLine(head, MAP_TEXT.heading), textLine(rest)]];
}

function objectSpecs(input: SheetLabelInput): LabelSpec[] {
  const { sheet, marks, spot, page } = input;
  const inside = (r: Rect) => sheet.proj.contains([r.x + r.width / 2, r.y + r.height / 2]);
  // A block drawn as one outline carries its members' numbers (first); one drawn member by member, their count and size.
  const blockSpec = (mark: BlockMark, priority: number): LabelSpec => ({
    key: `${priority === PRIORITY.number ? 'block' : 'spread'}:${mark.index}`,
    priority,
    variants: blockLabel(mark, spot, page),
    anchor: mark.rect,
    owner: blockOwner(mark.index),
  });
  const specs: LabelSpec[] = [
    ...marks.collapsed.filter((b) => inside(b.rect)).map((b) => blockSpec(b, PRIORITY.number)),
    ...marks.spread.filter((b) => inside(b.rect)).map((b) => blockSpec(b, PRIORITY.size)),
  ];
  const spreadMember = new Set(marks.spread.flatMap((b) => b.block.members.map((m) => m.id)));
  for (const m of marks.objects) {
    if (!sheet.proj.contains(m.at)) continue;
    const o = m.object;
    const beside = (
      key: string,
      priority: number,
      text: TextLine,
      prefer: LabelSpec['prefer'] = 'sides',
    ): LabelSpec => ({
      key: `${key}:${o.id}`,
      priority,
      variants: [[text]],
      anchor: m.rect,
      owner: objectOwner(o),
      prefer,
    });
    specs.push(beside('number', PRIORITY.number + 0.1, textLine(String(spot.get(o.id))), 'corners'));
    const name = renamedLabel(o);
    if (name !== '') specs.push(beside('name', PRIORITY.name, textLine(name, MAP_TEXT.name)));
    if (page.options.includeDimensions && !spreadMember.has(o.id) && m.lengthMm >= SIZE_LABEL_FROM_MM)
      specs.push(beside('size', PRIORITY.size, textLine(objectSizeLabel(o, page.options.dimensionUnits))));
  }
  return specs;
}

function shapeSpecs(shapes: readonly Shape[], sheet: Sheet, units: DimensionUnits): LabelSpec[] {
  const specs: LabelSpec[] = [];
  for (const s of shapes) {
    if (!isListableShape(s.geometry)) continue;
    const [lng, lat] = shapeAnchor(s.geometry);
    const at = sheet.proj.toMm(lng, lat);
    if (!sheet.proj.contains(at)) continue;
    const name = s.properties.label.trim();
    const measure = measureText(s.geometry, units);
    const lines = [...(name ? [textLine(name, MAP_TEXT.name)] : []), ...(measure ? [textLine(measure)] : [])];
    if (lines.length === 0) continue;
    specs.push({
      key: `shape:${s.id}`,
      priority: PRIORITY.name,
      variants: lines.length > 1 ? [lines, [lines[0]!]] : [lines],
      anchor: pointRect(at),
      centred: s.geometry.type === 'Polygon',
    });
  }
  return specs;
}

function edgeSpecs(page: ExportPage, sheet: Sheet): LabelSpec[] {
  return areaEdgeLabels(page.areaGeometry, sheet.proj, page.options.dimensionUnits)
    .filter((e) => sheet.proj.contains(e.at))
    .map((e, i): LabelSpec => {
      const off = 1.6;
      const [nx, ny] = e.normal;
      return {
        key: `edge:${i}`,
        priority: PRIORITY.edge,
        variants: [[textLine(e.text)]],
        anchor: pointRect(e.at),
        centred: true,
        centres: [
          [e.at[0] + nx * off, e.at[1] + ny * off],
          [e.at[0] - nx * off, e.at[1] - ny * off],
        ],
      };
    });
}

function calloutSpecs(callouts: readonly Callout[], box: Rect): LabelSpec[] {
  return callouts.map((c) => ({
    key: `callout:${c.letter}`,
    priority: PRIORITY.callout,
    variants: [
      [textLine(`Detail ${c.letter} — sheet ${c.sheetNumber}, 1:${c.scale.toLocaleString('en-US')}`, MAP_TEXT.heading)],
    ],
    // A window reaching past the frame is labelled by the part the sheet shows.
    anchor: within(c.rect, box) ? c.rect : clipRect(c.rect, box),
    owner: `detail:${c.letter}`,
  }));
}

function clipRect(r: Rect, box: Rect): Rect {
  const x = Math.max(r.x, box.x),
    y = Math.max(r.y, box.y);
  return {
    x,
    y,
    width: Math.max(0.2, Math.min(r.x + r.width, box.x + box.width) - x),
    height: Math.max(0.2, Math.min(r.y + r.height, box.y + box.height) - y),
  };
}

/** Inset of the area labels may use inside the map frame: nothing is cut at the frame's edge. */
const FRAME_INSET_MM = 0.8;

export function placeSheetLabels(
  input: SheetLabelInput,
  clusters: readonly MapMarker[][],
): { placed: PlacedLabel[]; report: SheetLabelReport } {
  const { sheet, marks, page } = input;
  const box = sheet.box;
  const bounds = {
    x: box.x + FRAME_INSET_MM,
    y: box.y + FRAME_INSET_MM,
    width: box.width - 2 * FRAME_INSET_MM,
    height: box.height - 2 * FRAME_INSET_MM,
  };
  const placer = new LabelPlacer(bounds, [...marks.obstacles, ...markerDots(clusters)]);
  for (const r of input.taken ?? []) placer.block(r);
  const specs = [
    ...calloutSpecs(input.callouts ?? [], box),
    ...objectSpecs(input),
    ...egressLabelSpecs(page, sheet, PRIORITY.exit),
    ...(page.shapeLabels ? shapeSpecs(page.shapes, sheet, page.options.dimensionUnits) : []),
    ...(page.options.includeDimensions ? edgeSpecs(page, sheet) : []),
    ...markerSpecs(clusters, PRIORITY.marker),
  ];
  const { placed, unplaced } = placer.placeAll(specs);
  const report: SheetLabelReport = {
    numbered: new Set(),
    blocksDrawn: new Set(marks.collapsed.map((b) => b.index)),
    blocksLabelled: new Set(),
    namesLeft: [],
    edges: { labelled: 0, left: [] },
    shapesLeft: [],
    markersLeft: [],
  };
  const [kindOf, idOf] = [
    (key: string) => key.slice(0, key.indexOf(':')),
    (key: string) => key.slice(key.indexOf(':') + 1),
  ];
  for (const p of placed) {
    const kind = kindOf(p.spec.key);
    if (kind === 'number') report.numbered.add(idOf(p.spec.key));
    else if (kind === 'block') report.blocksLabelled.add(Number(idOf(p.spec.key)));
    else if (kind === 'edge') report.edges.labelled++;
  }
  for (const s of unplaced) {
    const kind = kindOf(s.key),
      id = idOf(s.key);
    if (kind === 'name') report.namesLeft.push(id);
    else if (kind === 'edge') report.edges.left.push(s.variants[0]![0]!.text);
    else if (kind === 'shape') report.shapesLeft.push(id);
    else if (kind === 'marker' || kind === 'markers') report.markersLeft.push(...id.split(','));
  }
  return { placed, report };
}

/** The objects a sheet shows: those whose position lies inside its frame, or near enough to reach in. */
export function objectsOnSheet(objects: readonly PlacedObject[], sheet: Sheet, reachMm = 12): PlacedObject[] {
  return objects.filter((o) => sheet.proj.contains(sheet.proj.toMm(o.position.lng, o.position.lat), -reachMm));
}
