/**
 * The insides of the demo parks in grid metres, drawn from the same measurements as
 * ../parks.ts, so park features (fountains, trails, signs...) land inside the demo permit areas.
 */
import { avenueU, broadwayU, streetV } from '../grid';
import type { GridPoint } from '../shapes';
import type { Rng } from './random';

export interface ParkZone {
  key: string;
  propertyname: string;
  gispropnum: string;
  /** [uMin, uMax, vMin, vMax] */
  box: [number, number, number, number];
}

const av5 = avenueU('5 AVENUE');
const av6 = avenueU('6 AVENUE');
const av10 = avenueU('10 AVENUE');
const av11 = avenueU('11 AVENUE');
const av12 = avenueU('12 AVENUE');
const duffyU = broadwayU(streetV(46.5));

export const PARK_ZONES: readonly ParkZone[] = [
  {
    key: 'bryant',
    propertyname: 'Bryant Park',
    gispropnum: 'M008',
    box: [av6 + 14, av5 - 94, streetV(40) + 14, streetV(42) - 14],
  },
  {
    key: 'dewitt',
    propertyname: 'DeWitt Clinton Park',
    gispropnum: 'M022',
    box: [av12 + 14, av11 - 14, streetV(52) + 14, streetV(54) - 14],
  },
  {
    key: 'hellsKitchen',
    propertyname: "Hell's Kitchen Park",
    gispropnum: 'M288',
    box: [av10 - 126, av10 - 14, streetV(47) + 14, streetV(48) - 14],
  },
  {
    key: 'duffy',
    propertyname: 'Father Duffy Square',
    gispropnum: 'M097',
    box: [duffyU + 18, -10, streetV(46) + 12, streetV(47) - 12],
  },
  {
    key: 'central',
    propertyname: 'Central Park',
    gispropnum: 'M010',
    box: [110, av5 - 14, streetV(59) + 17, streetV(63) - 2],
  },
];

/** The Pond, in the south-east corner of Central Park. */
export const POND: [number, number, number, number] = [av5 - 150, av5 - 24, streetV(59) + 30, streetV(61.5) - 8];

export function zone(key: string): ParkZone {
  const z = PARK_ZONES.find((p) => p.key === key);
  if (!z) throw new Error(`Unknown park zone ${key}`);
  return z;
}

export function randomIn(box: readonly [number, number, number, number], rng: Rng, margin = 0): GridPoint {
  return [rng.range(box[0] + margin, box[1] - margin), rng.range(box[2] + margin, box[3] - margin)];
}
