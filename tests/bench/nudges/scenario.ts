/**
 * The nudge benchmark's plan: 1,000 placed objects (about a quarter grills) among 100,000 infrastructure
 * points (50,000 trees, 20,000 benches, 15,000 pedestrian ramps, 15,000 hydrants) in a 2 km box in
 * Midtown Manhattan, checked as a park (so the park rules run too) with an attendance. Seeded, so every
 * run measures the same plan.
 */
import type { ObjectTypeId } from '../../../src/shared/objects/catalogue';
import type { NudgeState } from '../../../src/shared/nudges/engine';
import type { CheckedObject } from '../../../src/shared/nudges/checkedObject';
import { offsetFeet, type LngLat } from '../../../src/shared/objects/footprint';

export const CENTRE: LngLat = { lng: -73.98, lat: 40.758 };
/** Half the box's side: 1 km = 3,280.84 ft. */
export const HALF_SIDE_FT = 1000 / 0.3048;
export const LAYER_COUNTS = { trees: 50_000, benches: 20_000, pedestrianRamps: 15_000, hydrants: 15_000 } as const;
export const OBJECT_COUNT = 1_000;

/** Types, their real footprints (as the object catalogue gives them), and weights: grills about 25%. */
const TYPES: Array<{ type: ObjectTypeId; name: string; width: number; depth: number; weight: number }> = [
  { type: 'grill', name: 'Grill', width: 3, depth: 2, weight: 25 },
  { type: 'tent', name: 'Tent (10 x 10 ft)', width: 10, depth: 10, weight: 12 },
  { type: 'chair', name: 'Chair', width: 1.5, depth: 1.5, weight: 15 },
  { type: 'table', name: 'Table (8 ft)', width: 8, depth: 2.5, weight: 12 },
  { type: 'trash-bag', name: 'Trash Bag', width: 2, depth: 2, weight: 8 },
  { type: 'barricade', name: 'Barricade', width: 8, depth: 2, weight: 8 },
  { type: 'speaker', name: 'Speaker', width: 1.5, depth: 1.5, weight: 6 },
  { type: 'generator', name: 'Generator', width: 4, depth: 3, weight: 4 },
  { type: 'cooler', name: 'Cooler', width: 2.5, depth: 1.5, weight: 5 },
  { type: 'stage', name: 'Stage', width: 16, depth: 12, weight: 5 },
];
const NOTES = [
  '',
  '',
  '',
  '',
  'Delivered at 9am',
  'Keep glass bottles here',
  'Beer for the volunteers',
  'Spare propane tank',
  'Backup generator',
  'Bounce house for kids',
];

import { prng } from '../../lib/prng';

export { prng };

export function randomPosition(rnd: () => number): LngLat {
  return offsetFeet(CENTRE, (rnd() * 2 - 1) * HALF_SIDE_FT, (rnd() * 2 - 1) * HALF_SIDE_FT);
}

function points(rnd: () => number, n: number) {
  const ids = new Uint32Array(n);
  const coords = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const p = randomPosition(rnd);
    ids[i] = i;
    coords[2 * i] = p.lng;
    coords[2 * i + 1] = p.lat;
  }
  return { ids, coords };
}

export function randomObject(rnd: () => number, id: string): CheckedObject {
  const total = TYPES.reduce((s, t) => s + t.weight, 0);
  let roll = rnd() * total;
  const t = TYPES.find((x) => (roll -= x.weight) < 0) ?? TYPES[0]!;
  const note = NOTES[Math.floor(rnd() * NOTES.length)]!;
  return {
    id,
    type: t.type,
    name: t.name,
    position: randomPosition(rnd),
    footprintFt: { width: t.width, depth: t.depth },
    rotationDeg: rnd() * 360,
    ...(note ? { note } : {}),
  };
}

export function nudgeScenario(seed = 20261122): NudgeState {
  const rnd = prng(seed);
  const infrastructure = Object.fromEntries(Object.entries(LAYER_COUNTS).map(([id, n]) => [id, points(rnd, n)]));
  const objects = Array.from({ length: OBJECT_COUNT }, (_, i) => randomObject(rnd, `obj-${i}`));
  const shapes = [
    { id: 'beer-garden', label: 'Beer garden', position: CENTRE },
    { id: 'stage-area', label: 'Stage area', position: CENTRE },
  ];
  const eventInfo = {
    title: 'Midtown Street Fair',
    description: 'Food vendors with propane grills; no glass.',
    equipment: 'Two generators, PA system',
    attendance: '3000',
  };
  return { objects, shapes, eventInfo, infrastructure, setting: 'park' };
}
