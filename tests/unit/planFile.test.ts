import { describe, expect, it } from 'vitest';
import { objectType, type ObjectType } from '../../src/shared/objects/catalogue';
import { createPlacedObject, type Shape } from '../../src/shared/objects/placed';
import { parsePlanText } from '../../src/shared/plan/parse';
import { EMPTY_EVENT_INFO, planFileName, type ParsedPlan, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const type = (id: string): ObjectType => objectType(id)!;
const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];

const shapes: Shape[] = [
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
  { id: 's2', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { label: 'Queue' } },
  { id: 's3', geometry: { type: 'Point', coordinates: [-73.9805, 40.7505] }, properties: { label: '' } },
];
const objects = [
  createPlacedObject(
    type('grill'),
    { lng: -73.98, lat: 40.75 },
    { id: 'o1', now: NOW, rotationDeg: 45, flipped: true },
  ),
  createPlacedObject(
    type('tent'),
    { lng: -73.9802, lat: 40.7502 },
    { id: 'o2', now: NOW, label: 'Info tent', note: 'Blue' },
  ),
  createPlacedObject(
    type('stage'),
    { lng: -73.9803, lat: 40.7503 },
    { id: 'o3', now: NOW, sizeFt: { width: 20, depth: 10 } },
  ),
];
const input: PlanDocumentInput = {
  geography: 'plazas',
  focusedArea: {
    id: 'pz-12',
    system: 'plazas',
    name: 'Union Square',
    geometry: { type: 'Polygon', coordinates: [ring] },
  },
  basemap: 'satellite',
  view: { center: { lng: -73.98, lat: 40.75 }, zoom: 17.5, bearing: 30, pitch: 10 },
  layers: { trees: { visible: true }, hydrants: { visible: false }, permitAreas: { visible: true } },
  plan: { objects, shapes },
  eventInfo: {
    ...EMPTY_EVENT_INFO,
    name: 'Block party',
    organizer: 'A',
    contact: 'a@example.org',
    date: '2025-07-04',
    time: '12:00',
    attendance: '200',
    permit: 'P-1',
    notes: 'n',
  },
  exportOptions: {
    includeDimensions: false,
    dimensionUnits: 'ft',
    paper: 'tabloid',
    orientation: 'portrait',
    scale: 500,
    detailSheets: false,
  },
};
const OPTS = { appName: 'NYC Public Space Event Stager', appVersion: '1.2.3', now: NOW };

function parseOk(text: string): { plan: ParsedPlan; warnings: string[] } {
  const r = parsePlanText(text);
  if (!r.ok) throw new Error(`expected ok, got ${r.reason}`);
  return r;
}

describe('plan file round trip', () => {
  it('serialize → JSON → parse gives back the input', () => {
    const saved = serializePlan(input, OPTS);
    expect(saved.schemaVersion).toBe(1);
    expect(saved.app).toEqual({ name: OPTS.appName, version: '1.2.3' });
    expect(saved.createdAt).toBe(NOW.toISOString());
    expect(saved.customShapes.type).toBe('FeatureCollection');
    expect(saved.customShapes.features[0]).toMatchObject({ type: 'Feature', properties: { label: 'Route' } });
    const { plan, warnings } = parseOk(planToJson(saved));
    expect(warnings).toEqual([]);
    expect(plan.legacy).toBe(false);
    expect(plan.plan).toEqual({ objects, shapes });
    expect(plan.layers).toEqual(input.layers);
    expect(plan.view).toEqual(input.view);
    expect(plan.focusedArea).toEqual(input.focusedArea);
    expect(plan.geography).toBe('plazas');
    expect(plan.basemap).toBe('satellite');
    expect(plan.eventInfo).toEqual(input.eventInfo);
    expect(plan.exportOptions).toEqual(input.exportOptions);
  });

  it('keeps createdAt across re-saves and copies instead of sharing', () => {
    const saved = serializePlan({ ...input, createdAt: '2025-01-01T00:00:00.000Z' }, OPTS);
    expect(saved.createdAt).toBe('2025-01-01T00:00:00.000Z');
    expect(saved.updatedAt).toBe(NOW.toISOString());
    expect(saved.droppedObjects[0]).not.toBe(objects[0]);
    expect(saved.droppedObjects[0]!.properties.footprintFt).not.toBe(objects[0]!.properties.footprintFt);
  });

  it('stores only visibility for layers', () => {
    const layers = { trees: { visible: true, loading: true, endpoint: 'x' } } as unknown as PlanDocumentInput['layers'];
    expect(serializePlan({ ...input, layers }, OPTS).layers).toEqual({ trees: { visible: true } });
  });

  it('names the file siteplan-yyyy-mm-dd.json', () => {
    expect(planFileName(new Date(2025, 0, 5, 23, 59))).toBe('siteplan-2025-01-05.json');
  });
});

describe('older files', () => {
  it('imports a legacy file (no schemaVersion, metadata centre and zoom)', () => {
    const legacy = {
      metadata: { center: [-73.99, 40.73], zoom: 15, createdAt: '2023-05-01T00:00:00Z' },
      droppedObjects: [{ id: 'a', type: 'chair', name: 'Chair', position: { lng: -73.99, lat: 40.73 } }],
    };
    const { plan } = parseOk(JSON.stringify(legacy));
    expect(plan.legacy).toBe(true);
    expect(plan.schemaVersion).toBe(0);
    expect(plan.view).toEqual({ center: { lng: -73.99, lat: 40.73 }, zoom: 15, bearing: 0, pitch: 0 });
    expect(plan.createdAt).toBe('2023-05-01T00:00:00Z');
    expect(plan.geography).toBe('parks');
    expect(plan.basemap).toBe('carto');
    expect(plan.plan.shapes).toEqual([]);
    expect(plan.plan.objects[0]).toMatchObject({
      id: 'a',
      type: 'chair',
      properties: { id: 'chair', label: 'Chair', rotationDeg: 0, flipped: false },
    });
    expect(plan.eventInfo.name).toBe('');
    expect(plan.exportOptions).toEqual({
      includeDimensions: true,
      dimensionUnits: 'm',
      paper: 'a4',
      orientation: 'landscape',
      scale: 'fit',
      detailSheets: true,
    });
  });

  it('reads a plan saved before the page set-up as A4 landscape, fit to area, with detail sheets, and drops unknown page values', () => {
    const before = { schemaVersion: 1, exportOptions: { includeDimensions: false, dimensionUnits: 'ft' } };
    expect(parseOk(JSON.stringify(before)).plan.exportOptions).toEqual({
      includeDimensions: false,
      dimensionUnits: 'ft',
      paper: 'a4',
      orientation: 'landscape',
      scale: 'fit',
      detailSheets: true,
    });
    const odd = { schemaVersion: 1, exportOptions: { paper: 'b5', orientation: 'sideways', scale: 750 } };
    expect(parseOk(JSON.stringify(odd)).plan.exportOptions).toMatchObject({
      paper: 'a4',
      orientation: 'landscape',
      scale: 'fit',
    });
    const chosen = { schemaVersion: 1, exportOptions: { paper: 'letter', orientation: 'portrait', scale: 2000 } };
    expect(parseOk(JSON.stringify(chosen)).plan.exportOptions).toMatchObject({
      paper: 'letter',
      orientation: 'portrait',
      scale: 2000,
    });
  });

  it('treats schemaVersion 0 with metadata {lng, lat} as legacy', () => {
    const { plan } = parseOk(
      JSON.stringify({ schemaVersion: 0, metadata: { center: { lng: -74, lat: 40.7 }, zoom: 12 } }),
    );
    expect(plan.legacy).toBe(true);
    expect(plan.view?.center).toEqual({ lng: -74, lat: 40.7 });
  });

  it('imports a file saved by the older app', () => {
    const older = {
      schemaVersion: 1,
      app: { name: 'NYC Event Stager' },
      geography: { type: 'parks' },
      focusedArea: {
        id: 4021,
        system: 'parks',
        name: 'Central Park',
        geometry: { type: 'Polygon', coordinates: [ring] },
      },
      basemap: { key: 'carto' },
      view: { center: { lng: -73.97, lat: 40.78 }, zoom: 16, bearing: 0, pitch: 0 },
      layers: {
        trees: {
          visible: true,
          loading: false,
          loaded: true,
          error: null,
          endpoint: 'https://data.cityofnewyork.us/x.json',
          color: '#0f0',
          minzoom: 15,
        },
        hydrants: { visible: false, loading: true, loaded: false, error: 'Timeout', endpoint: 'https://e' },
      },
      customShapes: { type: 'FeatureCollection', features: [] },
      droppedObjects: [
        {
          id: 'obj-1',
          type: 'grill',
          name: 'Grill',
          position: { lng: -73.97, lat: 40.78 },
          properties: {
            id: 'grill',
            name: 'Grill',
            category: 'Equipment',
            size: 36,
            color: '#b45309',
            icon: '🔥',
            imageUrl: '/grill.png',
            label: 'BBQ',
            timestamp: '2024-06-01T10:00:00Z',
            flipped: true,
            rotationDeg: 90,
          },
        },
      ],
    };
    const { plan, warnings } = parseOk(JSON.stringify(older));
    expect(warnings).toEqual([]);
    expect(plan.app).toEqual({ name: 'NYC Event Stager', version: null });
    expect(plan.focusedArea?.id).toBe('4021');
    expect(plan.layers).toEqual({ trees: { visible: true }, hydrants: { visible: false } });
    expect(plan.plan.objects).toEqual([
      {
        id: 'obj-1',
        type: 'grill',
        name: 'Grill',
        position: { lng: -73.97, lat: 40.78 },
        properties: {
          id: 'grill',
          name: 'Grill',
          category: 'Equipment',
          size: { width: 36, height: 36 },
          icon: '🔥',
          imageUrl: '/grill.png',
          color: '#b45309',
          footprintFt: { width: 3, depth: 2 },
          label: 'BBQ',
          timestamp: '2024-06-01T10:00:00Z',
          flipped: true,
          rotationDeg: 90,
        },
      },
    ]);
  });
});
