/**
 * The pre-check's whole-plan checks that look at several objects together: receptacles at each
 * intersection of a street event (Admin Code § 16-327), accessible portable toilets in each cluster
 * (ADA 2010 § 213.2), passages narrower than an accessible route between large objects (§ 403.5.1)
 * and the Part 18 medical cover for 5,000 or more people. Each returns findings of its rule in RULES;
 * the numbers are RULE_NUMBERS'.
 */
import type { PlacedTypeId } from '../objects/catalogue';
import RBush from 'rbush';
import { groundMetres } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { nudge } from '../nudges/engine';
import {
  distanceMetresTo,
  footprint,
  searchBox,
  type Footprint,
  type FootprintInput,
  type LngLat,
} from '../objects/footprint';
import { RULE_NUMBERS } from '../nudges/numbers';
import { formatFeet } from '../nudges/text';
import { ruleById, type Nudge, type PlanRule } from '../nudges/rules';
import { isKind, wordRegExp } from '../nudges/vocabulary';

export interface SiteObject extends FootprintInput {
  id: string;
  type: PlacedTypeId;
  name: string;
  label?: string;
  note?: string;
}

const N = RULE_NUMBERS;
const rule = (id: string) => ruleById(id) as PlanRule;

/** Ground distance in feet between two points (a local plane: exact over a site). */
const feetBetween = (a: LngLat, b: LngLat): number => groundMetres(a, b) / FEET_TO_METRES;

/** Each intersection of the street event short of its two receptacles (one for recycling) nearby. */
export function receptacleFindings(intersections: readonly LngLat[], objects: readonly SiteObject[]): Nudge[] {
  const r = rule('dsny-receptacles');
  const near = N.dsny.nearIntersectionFt;
  const bins = objects.filter((o) => isKind(o.type, 'trash') || isKind(o.type, 'recycling'));
  return intersections.flatMap((at, i) => {
    const close = bins.filter((o) => feetBetween(at, o.position) <= near);
    const recycling = close.filter((o) => isKind(o.type, 'recycling')).length;
    const trash = close.length - recycling;
    if (close.length >= N.dsny.receptaclesPerIntersection && recycling >= N.dsny.recyclingPerIntersection) return [];
    const values = { intersection: i + 1, trash, recycling, nearFt: near, minimum: N.dsny.receptaclesPerIntersection };
    return [
      nudge(r, { kind: 'zone', id: `intersection-${i + 1}`, name: `Intersection ${i + 1}`, position: at }, values, {
        target: null,
        meta: { trash, recycling },
      }),
    ];
  });
}

const isAccessible = (o: SiteObject) => wordRegExp('accessible').test(`${o.label ?? ''} ${o.note ?? ''}`);

/** Toilets within the cluster distance of one another, joined link by link (union–find). */
export function toiletClusters(toilets: readonly SiteObject[]): SiteObject[][] {
  const parent = toilets.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < toilets.length; i++)
    for (let j = i + 1; j < toilets.length; j++)
      if (feetBetween(toilets[i]!.position, toilets[j]!.position) <= N.ada.toiletClusterFt) parent[find(i)] = find(j);
  const groups = new Map<number, SiteObject[]>();
  toilets.forEach((t, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), t]));
  return [...groups.values()];
}

/** Accessible units a cluster of `units` needs: 5%, rounded up, and at least one. */
export function accessibleToiletsRequired(units: number): number {
  return units === 0 ? 0 : Math.max(1, Math.ceil(units * N.ada.accessibleToiletShare - 1e-9));
}

export function toiletFindings(objects: readonly SiteObject[]): Nudge[] {
  const r = rule('ada-toilets');
  return toiletClusters(objects.filter((o) => isKind(o.type, 'toilets'))).flatMap((cluster) => {
    const accessible = cluster.filter(isAccessible).length;
    const required = accessibleToiletsRequired(cluster.length);
    if (accessible >= required) return [];
    const first = [...cluster].sort((a, b) => (a.id < b.id ? -1 : 1))[0]!;
    return [
      nudge(
        r,
        { kind: 'area', id: `toilets-${first.id}`, name: 'Portable toilets', position: first.position },
        { units: cluster.length, accessible, required },
        { target: null, meta: { units: cluster.length, accessible, required } },
      ),
    ];
  });
}

/** Feet between two footprints (rectangles): the shortest corner-to-rectangle distance either way. */
export function gapFeet(a: Footprint, b: Footprint): number {
  let best = Infinity;
  for (const [lng, lat] of a.ring.slice(0, 4)) best = Math.min(best, distanceMetresTo(b, lng, lat));
  for (const [lng, lat] of b.ring.slice(0, 4)) best = Math.min(best, distanceMetresTo(a, lng, lat));
  return best / FEET_TO_METRES;
}

interface Boxed {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  i: number;
}

/** Each pair of large objects with a gap between them narrower than an accessible route (not touching). */
export function routeFindings(objects: readonly SiteObject[]): Nudge[] {
  const r = rule('ada-route');
  const minFt = N.ada.routeWidthIn / 12;
  const large = objects.filter((o) => isKind(o.type, 'passageSides'));
  const fps = large.map((o) => footprint(o));
  const tree = new RBush<Boxed>().load(
    fps.map((fp, i) => ({ minX: fp.bbox[0], minY: fp.bbox[1], maxX: fp.bbox[2], maxY: fp.bbox[3], i })),
  );
  const out: Nudge[] = [];
  large.forEach((o, i) => {
    for (const c of tree.search(searchBox(fps[i]!, minFt))) {
      const other = large[c.i]!;
      // Each pair once; a row of toilets side by side is not a passage.
      if (c.i <= i || (isKind(o.type, 'toilets') && isKind(other.type, 'toilets'))) continue;
      const gap = gapFeet(fps[i]!, fps[c.i]!);
      if (!(gap > 0.01 && gap < minFt)) continue;
      const gapIn = Math.round(gap * 12);
      out.push(
        nudge(
          r,
          { kind: 'object', id: `${o.id}|${other.id}`, name: o.name, position: o.position },
          { gapIn, objectName: o.name, otherName: other.name, minimumIn: N.ada.routeWidthIn },
          { target: null, meta: { gapIn, gapFt: formatFeet(gap), other: other.id } },
        ),
      );
    }
  });
  return out;
}

/** The Part 18 tier for an attendance, or null below 5,000. */
export function part18Tier(attendance: number | null) {
  if (attendance === null || attendance < N.part18.attendance) return null;
  return N.part18.tiers.find((t) => attendance <= t.upTo)!;
}

export function medicalFindings(attendance: number | null, objects: readonly SiteObject[]): Nudge[] {
  const tier = part18Tier(attendance);
  if (!tier || attendance === null) return [];
  const placed = objects.filter((o) => isKind(o.type, 'firstAid')).length;
  const r = rule('part18-medical');
  const values = {
    attendance: attendance.toLocaleString('en-US'),
    stations: tier.stations,
    ambulances: tier.ambulances,
    physician: tier.physician,
    placed,
  };
  // Enough stations drawn: the finding stays as information (the EMTs, ambulances and physician remain to arrange).
  const severity = placed >= tier.stations ? 'info' : r.severity;
  return [
    nudge({ ...r, severity }, { kind: 'area', id: 'attendance', name: 'Medical cover', position: null }, values, {
      target: null,
      meta: { stations: tier.stations, ambulances: tier.ambulances, placed },
    }),
  ];
}
