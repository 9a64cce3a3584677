/**
 * The egress check as rows of one table, for the pre-check panel's 'Occupant load and egress' group
 * and the packet's table alike: each figure, what the code (or the guide) asks, what is short, and the
 * page it stands on. One wording, so the panel and the packet never disagree.
 */
import type { EgressReportRow, EgressSheetMarks } from '../export/request';
import { sourceNote, type Citation } from '../nudges/citations';
import { RULE_NUMBERS } from '../nudges/numbers';
import { USE_TEXT } from '../precheck/capacity';
import { BASIS_TEXT, EGRESS_CITATIONS, egressFigures, feet } from './findings';
import type { Egress, ExitProvided } from './types';

const E = RULE_NUMBERS.egress;

export type EgressRowKey =
  | 'enclosure'
  | 'area'
  | 'load'
  | 'attendance'
  | 'exits'
  | 'exit'
  | 'width'
  | 'distribution'
  | 'clearance'
  | 'walk'
  | 'fireGuards'
  | 'crowdManagers';

export interface EgressRow {
  key: EgressRowKey;
  /** What the row measures: 'Exits', 'Exit width', 'E1' … */
  label: string;
  /** The plan's figure, in words: '1 of 4', '6 ft of 20 ft', '1,600 people'. */
  value: string;
  /** What is asked of it, or '' where nothing is. */
  required: string;
  /** What is short, or null where nothing is. */
  short: string | null;
  source: Citation | null;
}

/** An exit's tag where it is drawn (the map, the plan sheet): its number and clear width, 'E1 6 ft'. */
export const exitTag = (x: Pick<ExitProvided, 'number' | 'widthFt'>): string => `${x.number} ${feet(x.widthFt)} ft`;

/** What the plan sheets draw of the check: the exits with their tags, and the longest walk. */
export const egressSheetMarks = (e: Egress): EgressSheetMarks => ({
  exits: (e.exits ?? []).map((x) => ({ tag: exitTag(x), lng: x.atLngLat[0], lat: x.atLngLat[1] })),
  walk: e.walk && e.walk.path.length > 1 ? e.walk.path.map((p) => [p[0], p[1]]) : null,
});

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ftOfIn = (inches: number) => `${feet(inches / 12)} ft`;

const ENCLOSURE_TEXT: Record<Egress['enclosure']['source'], string> = {
  shape: 'the drawn enclosure',
  ring: 'the ring of barricades or fence',
  area: 'the focused area',
  none: 'nothing drawn',
};

export function egressRows(e: Egress): EgressRow[] {
  const rows: EgressRow[] = [];
  const { enclosure, load } = e;
  const figures = egressFigures(e);
  rows.push({
    key: 'enclosure',
    label: 'Enclosure',
    value: `${ENCLOSURE_TEXT[enclosure.source]}, ${enclosure.closed ? (enclosure.closesOnAreaEdge ? "closed on the area's edge" : 'closed') : 'open on its sides'}`,
    required: '',
    short: null,
    source: null,
  });
  if (load) {
    rows.push({
      key: 'area',
      label: 'Area',
      value: `${whole(load.netFt2)} ft² (${whole(load.grossFt2)} ft² less ${whole(load.objectsFt2)} ft² of objects)`,
      required: '',
      short: null,
      source: null,
    });
    rows.push({
      key: 'load',
      label: 'Occupant load',
      value: `${whole(load.load)} people at ${load.factorFt2} ft² per person (${USE_TEXT[load.use]})`,
      required: '',
      short: null,
      source: EGRESS_CITATIONS.load,
    });
  }
  const over = load && e.attendance !== null && e.attendance > load.load ? e.attendance - load.load : null;
  rows.push({
    key: 'attendance',
    label: 'Sized for',
    value:
      e.sizedFor === null || e.sizedBasis === null
        ? 'no attendance, seats or area to size for'
        : `${whole(e.sizedFor)} people (${BASIS_TEXT[e.sizedBasis]})`,
    required: load ? `at most ${whole(load.load)} (the load)` : '',
    short: over === null ? null : `${whole(over)} over the load`,
    source: EGRESS_CITATIONS.load,
  });
  if (e.exits === null) {
    rows.push({
      key: 'exits',
      label: 'Exits',
      value: 'none counted: the area is open on its sides',
      required: e.exitsRequired === null ? '' : `${e.exitsRequired} if enclosed`,
      short: null,
      source: EGRESS_CITATIONS.exits,
    });
  } else {
    rows.push({
      key: 'exits',
      label: 'Exits',
      value: figures.exits ?? String(e.exits.length),
      required: e.exitsRequired === null ? '' : String(e.exitsRequired),
      short:
        e.exitsRequired !== null && e.exits.length < e.exitsRequired
          ? `${e.exitsRequired - e.exits.length} short`
          : null,
      source: EGRESS_CITATIONS.exits,
    });
    for (const x of e.exits)
      rows.push({
        key: 'exit',
        label: x.number,
        value: `${feet(x.widthFt)} ft ${x.kind === 'exit' ? 'exit' : 'opening between pieces'}`,
        required: `at least ${RULE_NUMBERS.nycbc.doorMinWidthIn} in`,
        short: x.widthFt * 12 < RULE_NUMBERS.nycbc.doorMinWidthIn ? 'too narrow' : null,
        source: EGRESS_CITATIONS.door,
      });
    if (e.providedWidthIn !== null && e.requiredWidthIn !== null)
      rows.push({
        key: 'width',
        label: 'Exit width',
        value: figures.width ?? ftOfIn(e.providedWidthIn),
        required: `${ftOfIn(e.requiredWidthIn)} (${RULE_NUMBERS.nycbc.levelWidthInPerPerson} in a person; ${ftOfIn(e.requiredStairWidthIn ?? 0)} by stairs)`,
        short: e.providedWidthIn < e.requiredWidthIn ? `${ftOfIn(e.requiredWidthIn - e.providedWidthIn)} short` : null,
        source: EGRESS_CITATIONS.width,
      });
    if (e.withoutWidestIn !== null && e.distributionMinIn !== null && e.exits.length > 1)
      rows.push({
        key: 'distribution',
        label: 'Without the widest exit',
        value: ftOfIn(e.withoutWidestIn),
        required: `at least ${ftOfIn(e.distributionMinIn)} (half the width)`,
        short:
          e.withoutWidestIn < e.distributionMinIn ? `${ftOfIn(e.distributionMinIn - e.withoutWidestIn)} short` : null,
        source: EGRESS_CITATIONS.distribution,
      });
  }
  if (e.clearanceMinutes !== null)
    rows.push({
      key: 'clearance',
      label: 'Clearance time',
      value: `${e.clearanceMinutes.toFixed(1)} min`,
      required: `at most ${E.clearanceMinutes} min`,
      short: e.clearanceMinutes > E.clearanceMinutes ? overBy(e.clearanceMinutes - E.clearanceMinutes) : null,
      source: EGRESS_CITATIONS.clearance,
    });
  if (e.walk)
    rows.push({
      key: 'walk',
      label: 'Longest walk to an exit',
      value: `${whole(e.walk.longestFt)} ft (${whole(e.walk.straightFt)} ft in a straight line)`,
      required: e.walkLimitFt === null ? 'no limit found: a figure' : `at most ${whole(e.walkLimitFt)} ft`,
      short:
        e.walkLimitFt !== null && e.walk.longestFt > e.walkLimitFt
          ? `${whole(e.walk.longestFt - e.walkLimitFt)} ft over`
          : null,
      source: EGRESS_CITATIONS.walk,
    });
  rows.push({
    key: 'fireGuards',
    label: 'Fire guards',
    value: String(e.staff.fireGuards),
    required: e.staff.fireGuards ? 'one per 100 people' : '',
    short: null,
    source: EGRESS_CITATIONS.fireGuards,
  });
  rows.push({
    key: 'crowdManagers',
    label: 'Crowd managers',
    value: String(e.staff.crowdManagers),
    required: e.staff.crowdManagers ? `one per ${E.crowdManagerPeople} people` : '',
    short: null,
    source: EGRESS_CITATIONS.crowdManagers,
  });
  return rows;
}

/** The rows as the packet's table prints them: the source with its standing (second-hand, guidance). */
export const egressReportRows = (e: Egress): EgressReportRow[] =>
  egressRows(e).map((r) => ({
    figure: r.label,
    value: r.value,
    required: r.required,
    short: r.short ?? '',
    source: r.source ? `${r.source.title}${sourceNote(r.source)}` : '',
  }));

/** How far over the clearance limit, in seconds under a minute: '0.0 min over' read as nothing over. */
function overBy(minutes: number): string {
  return minutes < 1 ? `${Math.max(1, Math.round(minutes * 60))} s over` : `${minutes.toFixed(1)} min over`;
}
