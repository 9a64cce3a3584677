/**
 * What a plan sheet draws inside its map frame: the captured basemap (the overview) or a plain sheet
 * with the area tinted (a detail, drawn from vectors alone), the visible infrastructure, the placed
 * objects as the sheet's scale draws them, the drawn shapes and the focus outline, the detail windows
 * (overview), all clipped to the frame; then every label, placed clear of each other and of what is
 * drawn; the basemap note; the frame's border.
 */
import { reviewMarkPrimitives } from './reviewMarks';
import type { Rect } from '../../geometry/convex';
import { basemapNotePrimitives } from '../basemapNote';
import { mapMarkers, type MapMarker } from '../mapMarkers';
import { INK, WHITE, circle, rect, type Primitive, type RectPrimitive } from '../primitives';
import type { ExportPage } from '../request';
import { worldBoxOf, type FrameLayer } from '../vector/frameLayers';
import { infrastructurePrimitives } from '../vector/infrastructurePrimitives';
import { areaTint, planPrimitives } from '../vector/planPrimitives';
import type { ObjectBlock } from './blocks';
import { egressPrimitives } from './egressMarks';
import { placedLabelPrimitives } from './labelDrawing';
import { markerClusters, markerColour } from './markerLabels';
import type { PlacedLabel } from './labelPlacer';
import { objectsOnSheet, placeSheetLabels, type Callout, type SheetLabelReport } from './mapLabels';
import { sheetMarks, type SheetMarks } from './objectMarks';
import type { Sheet } from './sheet';

const WINDOW_DASH = [1.6, 0.9];

export interface SheetMapInput {
  sheet: Sheet;
  page: ExportPage;
  layers: readonly FrameLayer[];
  blocks: readonly ObjectBlock[];
  spot: ReadonlyMap<string, number>;
  /** The details this sheet calls out (the overview's). */
  callouts?: readonly Callout[];
}

export interface SheetMap {
  primitives: Primitive[];
  report: SheetLabelReport;
  /** Objects whose centre is inside the frame. */
  shown: Set<string>;
}

function windowPrimitives(callouts: readonly Callout[]): Primitive[] {
  return callouts.map((c) => ({
    kind: 'mapPath',
    rings: [
      [
        [c.rect.x, c.rect.y],
        [c.rect.x + c.rect.width, c.rect.y],
        [c.rect.x + c.rect.width, c.rect.y + c.rect.height],
        [c.rect.x, c.rect.y + c.rect.height],
      ],
    ],
    closed: true,
    stroke: INK,
    lineWidth: 0.35,
    dash: WINDOW_DASH,
    cap: 'butt',
  }));
}

/** The basemap note's box, which labels keep off. */
function noteRect(primitives: readonly Primitive[]): Rect | null {
  const box = primitives.find((p): p is RectPrimitive => p.kind === 'rect');
  return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
}

interface SheetLabels {
  marks: SheetMarks;
  clusters: MapMarker[][];
  note: Primitive[];
  placed: PlacedLabel[];
  report: SheetLabelReport;
  shown: Set<string>;
}

/** The sheet's objects as it draws them and its labels placed: all a layout needs to know what printed where. */
export function sheetLabels(input: SheetMapInput): SheetLabels {
  const { sheet, page, blocks, spot } = input;
  const objects = objectsOnSheet(page.objects, sheet);
  const marks = sheetMarks(objects, blocks, sheet);
  const clusters = markerClusters(mapMarkers(page, sheet.proj));
  const note = sheet.kind === 'overview' && page.basemapNote ? basemapNotePrimitives(page.basemapNote, sheet.box) : [];
  const taken = noteRect(note);
  const { placed, report } = placeSheetLabels(
    { sheet, marks, spot, page, callouts: input.callouts ?? [], taken: taken ? [taken] : [] },
    clusters,
  );
  const shown = new Set(
    objects.filter((o) => sheet.proj.contains(sheet.proj.toMm(o.position.lng, o.position.lat))).map((o) => o.id),
  );
  return { marks, clusters, note, placed, report, shown };
}

export function sheetMap(input: SheetMapInput, laid: SheetLabels = sheetLabels(input)): SheetMap {
  const { sheet, page } = input;
  const overview = sheet.kind === 'overview';
  const f = sheet.draw;
  const b = sheet.box;
  const { marks, clusters, note, placed, report, shown } = laid;
  const dots: Primitive[] = clusters
    .filter((c) => c.length > 1)
    .flat()
    .map((m) => circle(m.at[0], m.at[1], 0.45, { fill: markerColour(m), stroke: WHITE, lineWidth: 0.1 }));
  const background: Primitive[] = overview
    ? [{ kind: 'image', image: 'map', x: b.x, y: b.y, width: b.width, height: b.height }]
    : [rect(b.x, b.y, b.width, b.height, { fill: WHITE })];
  const drawing: Primitive[] = [
    ...(overview ? [] : areaTint(page.areaGeometry, f)),
    ...infrastructurePrimitives(input.layers, f, overview ? undefined : worldBoxOf(sheet.frame, 0.03)),
    ...marks.primitives,
    ...planPrimitives({ shapes: page.shapes, area: page.areaGeometry }, f),
    ...egressPrimitives(page, sheet),
    ...windowPrimitives(input.callouts ?? []),
    ...dots,
    ...reviewMarkPrimitives(page, sheet.proj),
  ];
  const primitives: Primitive[] = [
    ...background,
    { kind: 'clip', box: b, children: drawing },
    ...placedLabelPrimitives(placed),
    ...note,
    rect(b.x, b.y, b.width, b.height, { stroke: INK, lineWidth: 0.3 }),
  ];
  return { primitives, report, shown };
}
