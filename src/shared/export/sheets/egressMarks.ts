/**
 * The egress check on a plan sheet (issue 39): the longest walk to an exit drawn as a dashed purple path,
 * each exit as a green dot tagged with its number and clear width ('E1 6 ft'), as the map shows them
 * while the pre-check's egress group is open. The tags go through the sheet's label placer, so they
 * keep clear of the objects' numbers and of each other.
 */
import { pointRect } from '../../geometry/convex';
import { WHITE, circle, type Primitive } from '../primitives';
import type { ExportPage } from '../request';
import type { LabelSpec } from './labelPlacer';
import { MAP_TEXT, textLine } from './mapText';
import type { Sheet } from './sheet';

/** The colours the map uses (ui/map/light/screenMarks.ts): exits green, the walk purple (drawn shapes are blue). */
export const EXIT_INK = '#047857';
export const WALK_INK = '#7e22ce';
const EXIT_DOT_MM = 0.7;
const WALK_WIDTH_MM = 0.45;
const WALK_DASH_MM = [1.8, 1.1];

/** The exits inside the sheet's frame, with where they fall on it. */
function exitsOnSheet(page: ExportPage, sheet: Sheet) {
  return (page.egressMarks?.exits ?? [])
    .map((x) => ({ tag: x.tag, at: sheet.proj.toMm(x.lng, x.lat) }))
    .filter((x) => sheet.proj.contains(x.at));
}

/** The walk and the exits' dots, drawn inside the map frame's clip. */
export function egressPrimitives(page: ExportPage, sheet: Sheet): Primitive[] {
  const marks = page.egressMarks;
  if (!marks) return [];
  const out: Primitive[] = [];
  if (marks.walk && marks.walk.length > 1)
    out.push({
      kind: 'mapPath',
      rings: [marks.walk.map(([lng, lat]) => sheet.proj.toMm(lng, lat))],
      closed: false,
      stroke: WALK_INK,
      lineWidth: WALK_WIDTH_MM,
      dash: WALK_DASH_MM,
      cap: 'butt',
    });
  for (const x of exitsOnSheet(page, sheet))
    out.push(circle(x.at[0], x.at[1], EXIT_DOT_MM, { fill: EXIT_INK, stroke: WHITE, lineWidth: 0.15 }));
  return out;
}

/** Each exit's tag, white on green beside its dot. */
export function egressLabelSpecs(page: ExportPage, sheet: Sheet, priority: number): LabelSpec[] {
  return exitsOnSheet(page, sheet).map((x) => ({
    key: `exit:${x.tag}`,
    priority,
    variants: [[textLine(x.tag, MAP_TEXT.marker)]],
    anchor: pointRect(x.at, EXIT_DOT_MM),
    look: { kind: 'tag', fill: EXIT_INK },
    prefer: 'sides',
    dot: EXIT_INK,
  }));
}
