/**
 * What the egress check reads from the plan and what it answers: the enclosure that holds the crowd,
 * its occupant load, the exits and their widths, the longest walk to one, the staff, and findings.
 * Plane figures are in feet on a local plane around the plan (x east, y north); positions the map
 * draws are [lng, lat].
 */
import type { PlacedTypeId } from '../objects/catalogue';
import type { AreaGeometry, Position } from '../geography/geometry';
import type { Citation } from '../nudges/citations';
import type { LngLat } from '../objects/footprint';
import type { ShapeGeometry } from '../objects/placed';
import type { SeatingUse } from '../precheck/capacity';

/** A placed object as the check reads it. */
export interface EgressObject {
  id: string;
  type: PlacedTypeId;
  /** The organizer's label, or the type's name: findings name objects by it. */
  label: string;
  position: LngLat;
  footprintFt: { width: number; depth: number };
  rotationDeg: number;
  /** An exit's clear width in feet (placed.ts `clearWidthOf`); absent for other types or the default. */
  clearWidthFt?: number;
}

export interface EgressShape {
  id: string;
  label: string;
  geometry: ShapeGeometry;
}

export interface EgressInput {
  objects: readonly EgressObject[];
  shapes: readonly EgressShape[];
  /** The attendance typed in Event Information; null when none is. */
  attendance: number | null;
  /** Where nothing encloses the crowd, the load is measured over this (the focused area), if any. */
  area?: AreaGeometry | null;
}

/** A point in feet on the check's local plane. */
export type Pt = readonly [number, number];

export type EnclosureSource = 'shape' | 'ring' | 'area' | 'none';

export interface Enclosure {
  /**
   * What holds the crowd: a drawn shape labelled as the enclosure, a ring of barricades or fence pieces,
   * or (open on its sides) the focused area or nothing at all.
   */
  source: EnclosureSource;
  /** Closed: people leave only through exits and openings. False: open on its sides. */
  closed: boolean;
  /** The ring in feet (first point not repeated); empty when there is none to measure. */
  ring: Pt[];
  /** The ring as [lng, lat] for the map (closed, GeoJSON style); empty when none. */
  ringLngLat: Position[];
  /** The drawn shape's id, or the ids of the pieces making the ring. */
  shapeId: string | null;
  pieceIds: string[];
  /** Gaps of at least the opening width between pieces of the ring, with their measured width. */
  openings: Opening[];
  /** Where a fence or a labelled line does not close: the two loose ends, named. */
  unclosed: { from: string; to: string; gapFt: number } | null;
  /** The ring of pieces closes on the focused area's edge, both its ends on it (the ring includes that stretch). */
  closesOnAreaEdge?: boolean;
}

export interface Opening {
  /** The two pieces either side. */
  between: [string, string];
  widthFt: number;
  /** The middle of the gap, in feet and as [lng, lat]. */
  at: Pt;
  atLngLat: Position;
}

export interface OccupantLoad {
  grossFt2: number;
  /** The footprints of what stands inside (not the enclosure's own pieces, not the exits). */
  objectsFt2: number;
  netFt2: number;
  use: SeatingUse;
  factorFt2: number;
  /** The net area over the factor, rounded down. */
  load: number;
}

/** What the exits are sized for, and why. */
export type SizedBasis = 'attendance' | 'seats' | 'load';

export interface ExitProvided {
  /** 'E1', 'E2' … in order round the ring (placed exits and openings alike). */
  number: string;
  kind: 'exit' | 'opening';
  /** The exit object's id, or the opening's two pieces joined ('a|b'). */
  id: string;
  widthFt: number;
  at: Pt;
  atLngLat: Position;
}

export interface Walk {
  /** The longest walk from where people can stand to the nearest exit, around what is in the way. */
  longestFt: number;
  /** The straight line from that point to the exit it walks to. */
  straightFt: number;
  /** The walk as [lng, lat], from the farthest point to the exit. */
  path: Position[];
  /** The grid's cell in feet: the walk is measured on it (eight directions, so slightly long on diagonals). */
  cellFt: number;
  /** Cells where people can stand that reach no exit (closed in by objects). */
  unreachableFt2: number;
}

export type EgressFindingId =
  | 'egress-open'
  | 'egress-not-closed'
  | 'egress-exits-short'
  | 'egress-width-short'
  | 'egress-distribution'
  | 'egress-clearance'
  | 'egress-attendance-over-load'
  | 'egress-exit-outside'
  | 'egress-exits-overlap'
  | 'egress-exit-narrow'
  | 'egress-walk-blocked';

export interface EgressFinding {
  id: EgressFindingId;
  severity: 'warning' | 'info';
  message: string;
  citation: Citation;
  /** The objects the finding is about (an exit, the pieces at a gap), for zooming to them. */
  objectIds: string[];
}

export interface Staff {
  /** Fire guards at one per 100 people (FDNY, for a Temporary Place of Assembly); 0 below it. */
  fireGuards: number;
  /** Crowd managers (Fire Code of New York State: guidance in the City); 0 where none are set. */
  crowdManagers: number;
}

export interface Egress {
  enclosure: Enclosure;
  load: OccupantLoad | null;
  attendance: number | null;
  /** The seats' lower bound on the attendance. */
  seats: number;
  sizedFor: number | null;
  sizedBasis: SizedBasis | null;
  exitsRequired: number | null;
  /** The exits people leave by: null where the area is open on its sides (none are invented). */
  exits: ExitProvided[] | null;
  requiredWidthIn: number | null;
  /** The same on stairs (0.3 in a person), for an exit by steps. */
  requiredStairWidthIn: number | null;
  providedWidthIn: number | null;
  /** The width left when the widest exit is lost, and the least it may be (half the required). */
  withoutWidestIn: number | null;
  distributionMinIn: number | null;
  /** Minutes for the crowd to pass the exits at the guide's flow rate. */
  clearanceMinutes: number | null;
  walk: Walk | null;
  /** The travel-distance limit where a source gives one for the case; null: shown as a figure. */
  walkLimitFt: number | null;
  staff: Staff;
  findings: EgressFinding[];
}
