import { describe, expect, it } from 'vitest';
import type { FocusTarget } from '../../src/shared/geography/areaIndex';
import { parsePlanText } from '../../src/shared/plan/parse';
import type { ParsedPlan } from '../../src/shared/plan/schema';
import {
  AREA_LOOKUP,
  areaNotFoundNotice,
  applyParsedPlan,
  outlineTarget,
  type ApplyDeps,
} from '../../src/ui/app/plan/planApply';

const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];
const FILE = {
  schemaVersion: 1,
  geography: { type: 'plazas' },
  basemap: { key: 'satellite' },
  focusedArea: { id: 'pz-1', system: 'PZ1', name: 'Union Square', geometry: { type: 'Polygon', coordinates: [ring] } },
  view: { center: { lng: -73.98, lat: 40.75 }, zoom: 18, bearing: 20, pitch: 0 },
  layers: { trees: { visible: true } },
  customShapes: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 's1',
        geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
        properties: { label: 'Stage' },
      },
    ],
  },
  droppedObjects: [{ id: 'o1', type: 'chair', name: 'Chair', position: { lng: -73.98, lat: 40.75 } }],
  eventInfo: { name: 'Fair' },
  exportOptions: { includeDimensions: false, dimensionUnits: 'ft' },
};

function parsed(overrides: object = {}): ParsedPlan {
  const r = parsePlanText(JSON.stringify({ ...FILE, ...overrides }));
  if (!r.ok) throw new Error(r.reason);
  return r.plan;
}

/** Deps that record every call in order; the area turns up after `foundAfter` look-ups (never if null). */
function fakeDeps(foundAfter: number | null, current = () => true) {
  const calls: string[] = [];
  let lookups = 0;
  const waits: number[] = [];
  const found = outlineTarget({
    id: 'pz-1',
    system: 'PZ1',
    name: 'From the map data',
    geometry: { type: 'Polygon', coordinates: [ring] },
  });
  const deps: ApplyDeps = {
    setBasemap: async (key) => void calls.push(`basemap:${key}`),
    setGeography: (type) => void calls.push(`geography:${type}`),
    findArea: async (type, id, system) => {
      lookups++;
      calls.push(`find:${type}:${id}:${system}`);
      return foundAfter !== null && lookups >= foundAfter ? found : null;
    },
    focus: async (t: FocusTarget) => void calls.push(`focus:${t.area.name}`),
    clearFocus: () => void calls.push('clearFocus'),
    setLayers: (l) => void calls.push(`layers:${Object.keys(l).join(',')}`),
    replacePlan: (p) => void calls.push(`plan:${p.shapes.length} shapes,${p.objects.length} objects`),
    setEventInfo: (i) => void calls.push(`eventInfo:${i.name}`),
    setExportOptions: (o) => void calls.push(`exportOptions:${o.dimensionUnits}`),
    setRevisions: () => undefined,
    setReviewComments: () => undefined,
    jumpTo: (v) => void calls.push(`view:${v.zoom}`),
    wait: async (ms) => void waits.push(ms),
    isCurrent: current,
  };
  return { deps, calls, waits, lookups: () => lookups };
}

describe('applying a plan', () => {
  it('applies basemap, geography, focus, layers, shapes and objects, then the view, in that order', async () => {
    const { deps, calls } = fakeDeps(1);
    const outcome = await applyParsedPlan(parsed(), [], deps);
    expect(outcome).toEqual({ status: 'applied', notices: [] });
    expect(calls).toEqual([
      'basemap:satellite',
      'geography:plazas',
      'find:plazas:pz-1:PZ1',
      'focus:From the map data',
      'layers:trees',
      'plan:1 shapes,1 objects',
      'eventInfo:Fair',
      'exportOptions:ft',
      'view:18',
    ]);
  });

  it('retries the look-up every 200 ms while the areas load', async () => {
    const { deps, calls, waits } = fakeDeps(4);
    await applyParsedPlan(parsed(), [], deps);
    expect(calls.filter((c) => c.startsWith('find:'))).toHaveLength(4);
    expect(waits).toEqual([200, 200, 200]);
    expect(calls).toContain('focus:From the map data');
  });

  it('after 25 look-ups focuses the saved outline and says so', async () => {
    const { deps, calls, waits, lookups } = fakeDeps(null);
    const outcome = await applyParsedPlan(parsed(), ['Unknown object type: hovercraft'], deps);
    expect(lookups()).toBe(AREA_LOOKUP.tries);
    expect(waits).toHaveLength(AREA_LOOKUP.tries - 1);
    expect(calls).toContain('focus:Union Square');
    const notice = areaNotFoundNotice(parsed().focusedArea!, 'plazas');
    expect(outcome).toEqual({ status: 'applied', notices: ['Unknown object type: hovercraft', notice] });
    // It names the area, its key in the data and the geography, and says the plan's things stay put.
    expect(notice).toBe(
      `The saved permit area “Union Square” (${FILE.focusedArea.system}) was not found in the current plazas data; ` +
        'its saved outline is used instead. Your objects and shapes stay where they were placed.',
    );
  });

  it('focuses a zone-creator corridor by its outline without looking it up', async () => {
    const { deps, calls } = fakeDeps(null);
    const outcome = await applyParsedPlan(
      parsed({ focusedArea: { ...FILE.focusedArea, id: 'zonecreator-preview', name: 'Custom Street Zone' } }),
      [],
      deps,
    );
    expect(calls.some((c) => c.startsWith('find:'))).toBe(false);
    expect(calls).toContain('focus:Custom Street Zone');
    expect(outcome).toEqual({ status: 'applied', notices: [] });
  });

  it('clears focus for a plan without one, and keeps the view when the file has none', async () => {
    const { deps, calls } = fakeDeps(1);
    await applyParsedPlan(parsed({ focusedArea: null, view: undefined }), [], deps);
    expect(calls).toEqual([
      'basemap:satellite',
      'geography:plazas',
      'clearFocus',
      'layers:trees',
      'plan:1 shapes,1 objects',
      'eventInfo:Fair',
      'exportOptions:ft',
    ]);
  });

  it('stops when a newer plan is being applied', async () => {
    let current = true;
    const { deps, calls } = fakeDeps(null, () => current);
    deps.wait = async () => {
      current = false;
    };
    expect(await applyParsedPlan(parsed(), [], deps)).toEqual({ status: 'superseded' });
    expect(calls.some((c) => c.startsWith('focus') || c.startsWith('plan'))).toBe(false);
  });

  it('builds an outline target for points and polygons', () => {
    const point = outlineTarget({
      id: 'x',
      system: '',
      name: '',
      geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
    });
    expect(point).toMatchObject({
      point: [-73.98, 40.75],
      rect: null,
      area: { title: 'Permit Area', isPoint: true, idx: -1 },
    });
    const poly = outlineTarget({
      id: 'y',
      system: 'S',
      name: 'Lawn',
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    expect(poly.bbox).toEqual([-73.98, 40.75, -73.979, 40.751]);
    expect(poly.rect).not.toBeNull();
    expect(poly.area).toMatchObject({ id: 'y', system: 'S', name: 'Lawn', title: 'Lawn' });
  });
});
