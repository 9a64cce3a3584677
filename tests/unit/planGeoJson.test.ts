import { describe, expect, it } from 'vitest';
import { footprint } from '../../src/shared/objects/footprint';
import { objectType } from '../../src/shared/objects/catalogue';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { geoJsonFileName, planToGeoJson } from '../../src/shared/plan/geojson';
import { DEFAULT_EXPORT_OPTIONS, EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { serializePlan } from '../../src/shared/plan/serialize';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];
const grill = createPlacedObject(
  objectType('grill')!,
  { lng: -73.9795, lat: 40.7505 },
  { id: 'o1', now: NOW, rotationDeg: 30, flipped: true, note: 'Keep clear' },
);
const stage = createPlacedObject(
  objectType('stage')!,
  { lng: -73.9796, lat: 40.7504 },
  { id: 'o2', now: NOW, label: '<b>Main</b>', sizeFt: { width: 20, depth: 10 } },
);

const input: PlanDocumentInput = {
  geography: 'parks',
  focusedArea: {
    id: 'demo-1',
    system: 'M008-LW',
    name: 'Bryant Park - Lawn',
    geometry: { type: 'Polygon', coordinates: [ring] },
  },
  basemap: 'carto',
  view: { center: { lng: -73.98, lat: 40.75 }, zoom: 17, bearing: 0, pitch: 0 },
  layers: {},
  plan: {
    objects: [grill, stage],
    shapes: [
      {
        id: 's1',
        geometry: {
          type: 'LineString',
          coordinates: [
            [-73.98, 40.75],
            [-73.979, 40.751],
          ],
        },
        properties: { label: 'Route' },
      },
      { id: 's2', geometry: { type: 'Point', coordinates: [-73.9797, 40.7503] }, properties: { label: '' } },
    ],
  },
  eventInfo: { ...EMPTY_EVENT_INFO },
  exportOptions: DEFAULT_EXPORT_OPTIONS,
};
const saved = serializePlan(input, { appName: 'Test', appVersion: '1', now: NOW });

describe('plan as GeoJSON', () => {
  it('has the focused area, each shape, and each object as a footprint and a point', () => {
    const fc = planToGeoJson(saved);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.map((f) => [f.properties.kind, f.geometry.type])).toEqual([
      ['focusedArea', 'Polygon'],
      ['shape', 'LineString'],
      ['shape', 'Point'],
      ['objectFootprint', 'Polygon'],
      ['object', 'Point'],
      ['objectFootprint', 'Polygon'],
      ['object', 'Point'],
    ]);
    expect(fc.features[0]!.properties).toEqual({
      kind: 'focusedArea',
      id: 'demo-1',
      system: 'M008-LW',
      name: 'Bryant Park - Lawn',
    });
    expect(fc.features[1]!.properties).toEqual({ kind: 'shape', id: 's1', label: 'Route' });
    expect(fc.features[4]).toMatchObject({
      id: 'o1',
      geometry: { type: 'Point', coordinates: [-73.9795, 40.7505] },
      properties: {
        kind: 'object',
        id: 'o1',
        type: 'grill',
        name: 'Grill',
        label: 'Grill',
        note: 'Keep clear',
        rotationDeg: 30,
        flipped: true,
        widthFt: 3,
        depthFt: 2,
      },
    });
    // A stage's own size, and text kept as text.
    expect(fc.features[6]!.properties).toMatchObject({
      label: '<b>Main</b>',
      widthFt: 20,
      depthFt: 10,
      note: null,
      flipped: false,
    });
    // Ids stay unique across the collection.
    expect(new Set(fc.features.map((f) => f.id)).size).toBe(fc.features.length);
  });

  it('draws the footprint the map draws: a closed rectangle turned by the rotation', () => {
    const fc = planToGeoJson(saved);
    const poly = fc.features[3]!.geometry;
    expect(poly.type).toBe('Polygon');
    if (poly.type !== 'Polygon') return;
    const expected = footprint({ position: grill.position, footprintFt: { width: 3, depth: 2 }, rotationDeg: 30 }).ring;
    expect(poly.coordinates[0]).toEqual(expected);
    expect(poly.coordinates[0]![0]).toEqual(poly.coordinates[0]![4]);
    // The footprint carries the object's properties too, so a GIS tool can style and label either.
    const { kind, ...rest } = fc.features[3]!.properties;
    expect(kind).toBe('objectFootprint');
    expect({ kind: 'object', ...rest }).toEqual(fc.features[4]!.properties);
    expect(rest).toMatchObject({ id: 'o1', spot: 1, type: 'grill', widthFt: 3, depthFt: 2, note: 'Keep clear' });
  });

  it('is an empty collection without focus, shapes or objects; survives JSON', () => {
    const empty = serializePlan(
      { ...input, focusedArea: null, plan: { objects: [], shapes: [] } },
      { appName: 'T', appVersion: '1', now: NOW },
    );
    expect(planToGeoJson(empty)).toEqual({ type: 'FeatureCollection', features: [] });
    const text = JSON.stringify(planToGeoJson(saved));
    expect(JSON.parse(text)).toEqual(planToGeoJson(saved));
  });

  it('names the file like the other exports, siteplan-{area}-{date}.geojson in local time', () => {
    expect(geoJsonFileName(new Date(2025, 11, 31, 23, 59), 'Bryant Park - Lawn')).toBe(
      'siteplan-bryant-park-lawn-2025-12-31.geojson',
    );
    expect(geoJsonFileName(new Date(2025, 11, 31, 23, 59))).toBe('siteplan-2025-12-31.geojson');
  });
});
