/**
 * The packet's plan sheets: the overview (sheet 1) and, where objects are too dense to number at its
 * scale, enlarged detail sheets (2, 3, …) called out on it. The overview is laid out, the objects
 * whose numbers it cannot show get detail windows, and the overview is laid out again with their
 * callouts; each detail then numbers every object in its window. What printed where is gathered for
 * the schedule, which says where each number is, and what left the map.
 */
import type { PlacedObject } from '../../objects/placed';
import type { PageGeometry } from '../pageLayout';
import type { ExportPage } from '../request';
import { spotNumbers } from '../spotNumbers';
import type { FrameLayer } from '../vector/frameLayers';
import { findBlocks, type ObjectBlock } from './blocks';
import { planDetails } from './detailPlan';
import type { Callout, SheetLabelReport } from './mapLabels';
import { makeSheet, type Sheet } from './sheet';
import { sheetLabels, sheetMap, type SheetMap } from './sheetMap';

export interface DetailSheet {
  sheet: Sheet;
  map: SheetMap;
  /** The objects whose centre lies on it. */
  objects: PlacedObject[];
}

export interface PlanSheets {
  overview: { sheet: Sheet; map: SheetMap };
  details: DetailSheet[];
  blocks: ObjectBlock[];
  spot: Map<string, number>;
  /** Where each object's own number prints: the sheets' numbers, in order. */
  numberedOn: Map<string, number[]>;
  /** The overview's labels that found no room. */
  overviewReport: SheetLabelReport;
}

function calloutsFor(windows: ReturnType<typeof planDetails>, overview: Sheet): Callout[] {
  return windows.map((w, i) => {
    const [x0, y0] = overview.proj.toMm(w.frame.west, w.frame.north);
    const [x1, y1] = overview.proj.toMm(w.frame.east, w.frame.south);
    return {
      letter: w.letter,
      sheetNumber: 2 + i,
      scale: w.scale,
      rect: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    };
  });
}

/**
 * The plan sheets for `page`, drawn in `geometry`'s map frame. `details`: whether detail sheets may be
 * added (a PDF with Export Options' detail sheets on; a PNG or JPG is one sheet).
 */
export function planSheets(
  page: ExportPage,
  layers: readonly FrameLayer[],
  geometry: PageGeometry,
  details: boolean,
): PlanSheets {
  const blocks = findBlocks(page.objects);
  const spot = spotNumbers(page.objects, blocks);
  const overview = makeSheet('overview', page.frame, geometry.mapFrame);
  const base = { page, layers, blocks, spot };
  // Laid out once to learn which numbers it cannot show; drawn once, with the callouts of their details.
  const first = sheetLabels({ ...base, sheet: overview });
  const need = details ? page.objects.filter((o) => first.shown.has(o.id) && !first.report.numbered.has(o.id)) : [];
  const windows = planDetails(need, page.objects, overview, geometry.mapFrame);
  const map =
    windows.length > 0
      ? sheetMap({ ...base, sheet: overview, callouts: calloutsFor(windows, overview) })
      : sheetMap({ ...base, sheet: overview }, first);
  const detailSheets = windows.map((w, i): DetailSheet => {
    const sheet = makeSheet('detail', w.frame, geometry.mapFrame, { letter: w.letter, number: 2 + i, scale: w.scale });
    const detailMap = sheetMap({ ...base, sheet });
    return { sheet, map: detailMap, objects: page.objects.filter((o) => detailMap.shown.has(o.id)) };
  });
  const numberedOn = new Map<string, number[]>();
  for (const [sheet, m] of [[overview, map] as const, ...detailSheets.map((d) => [d.sheet, d.map] as const)])
    for (const id of m.report.numbered) numberedOn.set(id, [...(numberedOn.get(id) ?? []), sheet.number]);
  return {
    overview: { sheet: overview, map },
    details: detailSheets,
    blocks,
    spot,
    numberedOn,
    overviewReport: map.report,
  };
}
