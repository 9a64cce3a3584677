/**
 * The packet tests' plans, as files a user could import: 48 chairs in a 2 m grid on the Lawn; 200
 * chairs over the whole of Bryant Park with every layer on; 30 mixed objects on Times Square's plaza.
 * Positions are laid out in metres on a local plane, so the spacing is what the plan says it is.
 */
import { localPlane } from '../../src/shared/geometry/metres';
import { pointInPolygon } from '../../src/shared/geometry/planar';
import { bboxOf } from '../../src/shared/geometry/bbox';
import { INFRASTRUCTURE_LAYER_IDS } from '../../src/shared/layers/ids';
import { objectType } from '../../src/shared/objects/catalogue';
import { cityPark, realPlaza } from '../e2e/demoAreas';
import { createPlacedObject, type PlacedObject } from '../../src/shared/objects/placed';

export interface TestObject {
  id: string;
  type: string;
  name: string;
  position: { lng: number; lat: number };
  properties?: { label?: string; note?: string; rotationDeg?: number };
}

export interface TestArea {
  id: string;
  system?: string;
  name: string;
  geometry: { type: string; coordinates: unknown };
}

export interface PacketPlan {
  geography: 'parks' | 'plazas';
  area: TestArea;
  objects: TestObject[];
  /** Layer ids shown on the plan. */
  layers: readonly string[];
}

/** The plan file the header's Import reads. */
export function planFile(plan: PacketPlan): Record<string, unknown> {
  return {
    schemaVersion: 1,
    geography: { type: plan.geography },
    focusedArea: plan.area,
    layers: Object.fromEntries(plan.layers.map((id) => [id, { visible: true }])),
    droppedObjects: plan.objects,
  };
}

function object(id: string, type: string, lngLat: [number, number], properties?: TestObject['properties']): TestObject {
  return {
    id,
    type,
    name: objectType(type)?.name ?? type,
    position: { lng: lngLat[0], lat: lngLat[1] },
    ...(properties ? { properties } : {}),
  };
}

function outerRing(area: TestArea): number[][] {
  const g = area.geometry as { type: string; coordinates: number[][][] | number[][][][] };
  const polygon = g.type === 'MultiPolygon' ? (g.coordinates as number[][][][])[0]! : (g.coordinates as number[][][]);
  return polygon[0]!;
}

function centreOf(area: TestArea): [number, number] {
  const [w, s, e, n] = bboxOf(outerRing(area) as [number, number][]);
  return [(w + e) / 2, (s + n) / 2];
}

/** 48 chairs, 8 across by 6 deep at 2 m centres, in the middle of Bryant Park's Lawn. */
export function lawnChairGrid(): PacketPlan {
  const area = cityPark('M008-LW');
  const [lng0, lat0] = centreOf(area);
  const plane = localPlane(lng0, lat0);
  const objects: TestObject[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 8; col++)
      objects.push(object(`chair-${row}-${col}`, 'chair', plane.toLngLat((col - 3.5) * 2, (2.5 - row) * 2)));
  return { geography: 'parks', area, objects, layers: ['trees'] };
}

/**
 * 200 chairs over the whole of Bryant Park, with all 25 layers shown: a grid of 26 × 13 spots over the
 * park's bounds (inset 3%), the first 200 that lie inside the park (it is turned on the street grid).
 */
export function parkChairs(): PacketPlan {
  const area = cityPark('M008-WP');
  const ring = outerRing(area) as [number, number][];
  const [w, s, e, n] = bboxOf(ring);
  const objects: TestObject[] = [];
  const inset = 0.03;
  const [cols, rows] = [26, 13];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const lng = w + (e - w) * (inset + ((1 - 2 * inset) * (c + 0.5)) / cols);
      const lat = n - (n - s) * (inset + ((1 - 2 * inset) * (r + 0.5)) / rows);
      if (objects.length < 200 && pointInPolygon(lng, lat, [ring]))
        objects.push(object(`chair-${r}-${c}`, 'chair', [lng, lat]));
    }
  if (objects.length < 200) throw new Error(`only ${objects.length} chairs fit in the park`);
  return { geography: 'parks', area, objects, layers: INFRASTRUCTURE_LAYER_IDS };
}

/**
 * 30 mixed objects on the plaza of Broadway between 42nd and 43rd Street (17 m wide, 65 m long,
 * leaning east as it goes north): a stage with speakers and its generator, three tents side by side,
 * a row of eight chairs, four tables, a bank of three toilets, barricades, bins, a first-aid tent.
 */
export function plazaMix(): PacketPlan {
  const plaza = realPlaza(['W 42 ST', 'W 43 ST', 'BROADWAY']);
  const area: TestArea = { id: plaza.id, name: plaza.name, geometry: plaza.geometry };
  const [lng0, lat0] = centreOf(area);
  const plane = localPlane(lng0, lat0);
  // `across` metres from the plaza's middle line, `along` metres north of its centre.
  const at = (across: number, along: number) => plane.toLngLat(0.225 * along + across, along);
  const objects: TestObject[] = [
    object('stage', 'stage', at(0, 20), { label: 'Main Stage' }),
    object('speaker-w', 'speaker', at(-6, 20)),
    object('speaker-e', 'speaker', at(6, 20)),
    object('generator', 'generator', at(7, 14), { note: 'Diesel, 20 kW' }),
    object('barricade-w', 'barricade', at(-3, 28)),
    object('barricade-e', 'barricade', at(3, 28)),
    ...[-3.4, 0, 3.4].map((a, i) => object(`tent-${i}`, 'tent', at(a, 10))),
    ...[-4.2, -3, -1.8, -0.6, 0.6, 1.8, 3, 4.2].map((a, i) => object(`chair-${i}`, 'chair', at(a, 2))),
    object('trash-e', 'trash-can', at(7, 6)),
    ...[-4, -6.5].flatMap((along, r) => [-3, 3].map((a, c) => object(`table-${r}-${c}`, 'table', at(a, along)))),
    object('cooler', 'cooler', at(6, -8)),
    object('trash-w', 'trash-can', at(-7, -12)),
    object('recycling', 'recycling-bin', at(-6.2, -12)),
    object('balloons', 'balloons', at(0, -16)),
    object('first-aid', 'first-aid', at(4, -22), { label: 'Medic tent' }),
    ...[-6, -4.5, -3].map((a, i) => object(`toilet-${i}`, 'portable-toilet', at(a, -24))),
  ];
  return { geography: 'plazas', area, objects, layers: ['busStops', 'citibikeStations', 'linknycKiosks'] };
}

/** The plan's objects as the app holds them once the file is imported (the catalogue's fields filled in). */
export function placedObjects(plan: PacketPlan): PlacedObject[] {
  const now = new Date('2026-06-01T12:00:00Z');
  return plan.objects.map((o) =>
    createPlacedObject(objectType(o.type)!, o.position, {
      id: o.id,
      now,
      ...(o.properties?.label ? { label: o.properties.label } : {}),
      ...(o.properties?.note ? { note: o.properties.note } : {}),
      ...(o.properties?.rotationDeg ? { rotationDeg: o.properties.rotationDeg } : {}),
    }),
  );
}
