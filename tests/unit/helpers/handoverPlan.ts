/**
 * A realistic plan for the handover tests (share link, DXF, KML, CSV): objects of every catalogue
 * type scattered over Bryant Park's Lawn the way an organizer places them (batches at one time,
 * turned, flipped, renamed, noted, stages of their own size), plus shapes, event information and
 * revisions. Seeded, so every run builds the same plan.
 */
import { OBJECT_TYPES } from '../../../src/shared/objects/catalogue';
import { createPlacedObject, type PlacedObject, type Shape } from '../../../src/shared/objects/placed';
import { DEFAULT_EXPORT_OPTIONS, EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../../src/shared/plan/schema';
import { serializePlan } from '../../../src/shared/plan/serialize';
import { prng } from '../../lib/prng';

export const LAWN_CENTRE = { lng: -73.98345, lat: 40.75375 };
export const LAWN_RING: [number, number][] = [
  [-73.98425, 40.75335],
  [-73.98262, 40.75403],
  [-73.98285, 40.75436],
  [-73.98449, 40.75368],
  [-73.98425, 40.75335],
];
export const NOW = new Date('2025-06-01T14:30:00.000Z');

/** `count` objects: every type in turn, some renamed, noted, turned or flipped; stages with their own size. */
export function handoverObjects(count: number, seed = 21): PlacedObject[] {
  const random = prng(seed);
  const out: PlacedObject[] = [];
  let time = NOW.getTime();
  for (let i = 0; i < count; i++) {
    const type = OBJECT_TYPES[i % OBJECT_TYPES.length]!;
    // A batch of ten placed in one gesture shares its time, as 'Fill Area' does.
    if (i % 10 === 0) time += Math.floor(random() * 600_000);
    const position = {
      lng: LAWN_CENTRE.lng + (random() - 0.5) * 0.0016,
      lat: LAWN_CENTRE.lat + (random() - 0.5) * 0.0008,
    };
    out.push(
      createPlacedObject(type, position, {
        id: `obj-m${(1_700_000_000 + i * 7).toString(36)}-${(i + 1).toString(36)}`,
        now: new Date(time),
        rotationDeg: i % 3 === 0 ? Math.floor(random() * 24) * 15 : 0,
        flipped: i % 7 === 0,
        ...(i % 11 === 0 ? { label: `Vendor ${i}` } : {}),
        ...(i % 13 === 0 ? { note: `Power from generator ${i % 4}; keep 3 ft clear` } : {}),
        ...(type.sizedByTwoClicks ? { sizeFt: { width: 16 + Math.round(random() * 20), depth: 12 } } : {}),
      }),
    );
  }
  return out;
}

export const HANDOVER_SHAPES: Shape[] = [
  {
    id: 'shape-1',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-73.9838, 40.7536],
          [-73.9833, 40.7536],
          [-73.9833, 40.7539],
          [-73.9838, 40.7536],
        ],
      ],
    },
    properties: { label: 'Beer garden' },
  },
  {
    id: 'shape-2',
    geometry: {
      type: 'LineString',
      coordinates: [
        [-73.984, 40.7535],
        [-73.9829, 40.754],
      ],
    },
    properties: { label: 'Fire lane' },
  },
  { id: 'shape-3', geometry: { type: 'Point', coordinates: [-73.9835, 40.7538] }, properties: { label: '' } },
];

export function handoverInput(count: number): PlanDocumentInput {
  return {
    geography: 'parks',
    focusedArea: {
      id: 'demo-m008-lw',
      system: 'M008-LW',
      name: 'Bryant Park - Lawn',
      geometry: { type: 'Polygon', coordinates: [LAWN_RING] },
    },
    basemap: 'carto',
    view: { center: { ...LAWN_CENTRE }, zoom: 18.25, bearing: -21.5, pitch: 0 },
    layers: { trees: { visible: true }, hydrants: { visible: false }, benches: { visible: true } },
    plan: { objects: handoverObjects(count), shapes: HANDOVER_SHAPES },
    eventInfo: {
      ...EMPTY_EVENT_INFO,
      name: 'Summer Night Market',
      organizer: 'Midtown Events Co.',
      contact: 'ops@example.org · 212-555-0100',
      date: '2025-07-12',
      time: '5 pm – 11 pm',
      attendance: '1200',
      permit: 'SAPO-2025-0412',
      notes: 'Load-in from 40th St gate; “quiet hours” after 10 pm. Café tables 咖啡.',
      eventType: 'parks-special-event',
      startTime: '17:00',
      endTime: '23:00',
      loadInDate: '2025-07-11',
      loadInTime: '14:00',
      loadOutDate: '2025-07-13',
    },
    exportOptions: { ...DEFAULT_EXPORT_OPTIONS, dimensionUnits: 'ft' },
    revisions: [
      { revision: 'A', date: '2025-05-20', description: 'First submission' },
      { revision: 'B', date: '2025-06-01', description: 'Stage moved north, toilets added' },
    ],
  };
}

export const handoverSaved = (count: number) =>
  serializePlan(handoverInput(count), { appName: 'NYC Public Space Event Stager', appVersion: '0.1.0', now: NOW });
