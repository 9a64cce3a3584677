/**
 * Shapes keep whatever id their plan gave them (issue 41): the older app's Mapbox GL Draw ids, 32
 * hex characters, a number, a word. terra-draw, as the app builds it, holds and edits them, and the
 * plan's own id survives a save, the autosaved draft, a share link, undo and compare.
 */
import { readFileSync } from 'node:fs';
import { TerraDraw, TerraDrawPolygonMode } from 'terra-draw';
import { describe, expect, it } from 'vitest';
import { diffPlans } from '../../src/shared/compare/planDiff';
import { UndoLog } from '../../src/shared/history/undoLog';
import { applyOp, type Plan, type Shape } from '../../src/shared/objects/placed';
import { AutosaveDrafts } from '../../src/shared/plan/autosaveDraft';
import { parsePlanText } from '../../src/shared/plan/parse';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { readSharedPlan, shareFragment, sharedDataIn } from '../../src/shared/share/shareLink';
import { drawableGeometry, DRAW_PRECISION } from '../../src/ui/map/drawGeometry';
import { createTerraDraw, type TerraDrawAdapter } from '../../src/ui/map/terraDraw';
import { platformShareCodec as codec } from '../../src/workers/plan/shareCodec';
import { handoverInput, NOW } from './helpers/handoverPlan';

const IDS = ['x3A5DSn85UQ3hgQ4KvomjXmEewLb7Hz5', '0f3c9a7be21d4c58a6e0b7d9c4f21a36', '7', 'enclosure'];

/** A square near Bryant Park's Lawn, `i` steps east, with the 14-decimal coordinates GIS tools write. */
function square(i: number): Shape['geometry'] {
  const x = -73.98401234567891 + i * 0.0002;
  const y = 40.75361234567891;
  const d = 0.00012345678901;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + d, y],
        [x + d, y + d],
        [x, y + d],
        [x, y],
      ],
    ],
  };
}
const SHAPES: Shape[] = IDS.map((id, i) => ({ id, geometry: square(i), properties: { label: `Zone ${id}` } }));

/** terra-draw's adapter with no map: identity projection, nothing rendered. */
function stubAdapter(): TerraDrawAdapter {
  return {
    project: (lng, lat) => ({ x: lng, y: lat }),
    unproject: (x, y) => ({ lng: x, lat: y }),
    setCursor: () => {},
    getLngLatFromEvent: () => null,
    setDoubleClickToZoom: () => {},
    getMapEventElement: () => {
      throw new Error('no map element in a unit test');
    },
    register: (callbacks) => callbacks.onReady?.(),
    unregister: () => {},
    render: () => {},
    clear: () => {},
    getCoordinatePrecision: () => DRAW_PRECISION,
  };
}

const asFeature = (s: Shape) => ({
  type: 'Feature' as const,
  id: s.id,
  geometry: drawableGeometry(s.geometry),
  properties: { mode: 'polygon' },
});

describe('the drawing layer and the plan ids', () => {
  it('holds, selects and reshapes shapes whatever their id, as the app builds it', () => {
    const draw = createTerraDraw(stubAdapter());
    draw.start();
    const results = draw.addFeatures(SHAPES.map(asFeature));
    expect(results.map((r) => [r.id, r.valid, r.reason])).toEqual(IDS.map((id) => [id, true, undefined]));
    expect(draw.getSnapshot().map((f) => f.id)).toEqual(expect.arrayContaining(IDS));
    expect(draw.getSnapshot()).toHaveLength(IDS.length);
    draw.setMode('select');
    draw.selectFeature('enclosure');
    expect(draw.getSnapshotFeature('enclosure')?.properties.selected).toBe(true);
    const moved = drawableGeometry(square(9));
    draw.updateFeatureGeometry('7', moved);
    expect(draw.getSnapshotFeature('7')?.geometry).toEqual(moved);
    // A shape drawn new still gets a UUID, which is unique across the plan.
    expect(String(draw.getFeatureId())).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    draw.stop();
  });

  it("is what it takes: terra-draw's defaults refuse these ids and these coordinates", () => {
    const plain = new TerraDraw({ adapter: stubAdapter(), modes: [new TerraDrawPolygonMode()] });
    plain.start();
    const byId = plain.addFeatures(SHAPES.map(asFeature));
    expect(byId.every((r) => !r.valid)).toBe(true);
    const raw = createTerraDraw(stubAdapter());
    raw.start();
    const [unrounded] = raw.addFeatures([{ ...asFeature(SHAPES[3]!), geometry: SHAPES[3]!.geometry }]);
    expect(unrounded?.reason).toBe('Feature has coordinates with excessive precision');
  });

  it('rounds only the drawing copy, to well under a millimetre', () => {
    const g = SHAPES[0]!.geometry;
    const d = drawableGeometry(g);
    if (g.type !== 'Polygon' || d.type !== 'Polygon') throw new Error('polygon expected');
    d.coordinates[0]!.forEach((p, i) => {
      const q = g.coordinates[0]![i]!;
      expect(Math.abs(p[0] - q[0])).toBeLessThan(1e-9);
      expect(Math.abs(p[1] - q[1])).toBeLessThan(1e-9);
    });
    // The plan's own coordinates are untouched.
    expect(g.coordinates[0]![0]).toEqual([-73.98401234567891, 40.75361234567891]);
  });
});

describe('a plan id survives every path out and back', () => {
  const input = { ...handoverInput(3), plan: { objects: handoverInput(3).plan.objects, shapes: SHAPES } };
  const options = { appName: 'NYC Public Space Event Stager', appVersion: '0.1.0', now: NOW };
  const read = (text: string) => {
    const r = parsePlanText(text);
    if (!r.ok) throw new Error(r.reason);
    return r.plan.plan.shapes;
  };

  it('a saved file', () => {
    const text = planToJson(serializePlan(input, options));
    expect(
      (JSON.parse(text) as { customShapes: { features: { id: unknown }[] } }).customShapes.features.map((f) => f.id),
    ).toEqual(IDS);
    expect(read(text)).toEqual(SHAPES);
  });

  it("a file's numeric id reads as its text, the stable id saved from then on", () => {
    const text = planToJson(serializePlan(input, options)).replace('"id": "7"', '"id": 7');
    expect(text).toContain('"id": 7');
    expect(read(text).map((s) => s.id)).toEqual(IDS);
  });

  it('the autosaved draft', () => {
    const draft = new AutosaveDrafts().prepare(input, options);
    expect(read(draft!.text)).toEqual(SHAPES);
  });

  it('a share link', async () => {
    const fragment = await shareFragment(serializePlan(input, options), codec);
    const shared = await readSharedPlan(sharedDataIn(`#${fragment}`)!, codec);
    if (!shared.ok) throw new Error(shared.reason);
    expect(shared.plan.plan.shapes).toEqual(SHAPES);
  });

  it('undo and redo of an edit and a delete after import', () => {
    const imported: Plan = { objects: [], shapes: read(planToJson(serializePlan(input, options))) };
    const log = new UndoLog();
    const edit = { kind: 'shapeEdit' as const, id: 'enclosure', from: SHAPES[3]!.geometry, to: square(8) };
    let plan = applyOp(imported, edit);
    log.record(edit);
    const remove = { kind: 'shapeRemove' as const, shape: plan.shapes[0]!, index: 0 };
    plan = applyOp(plan, remove);
    log.record(remove);
    expect(plan.shapes.map((s) => s.id)).toEqual(IDS.slice(1));
    plan = log.undo(plan)!.plan;
    plan = log.undo(plan)!.plan;
    expect(plan).toEqual(imported);
    plan = log.redo(plan)!.plan;
    expect(plan.shapes.find((s) => s.id === 'enclosure')?.geometry).toEqual(square(8));
  });

  it('compare matches shapes by their own id', () => {
    const earlier: Plan = { objects: [], shapes: SHAPES };
    const current: Plan = {
      objects: [],
      shapes: SHAPES.map((s) => (s.id === 'enclosure' ? { ...s, geometry: square(8) } : s)),
    };
    const diff = diffPlans(earlier, current);
    expect(diff.shapesChanged.map((c) => [c.before.id, c.after.id, c.geometry])).toEqual([
      ['enclosure', 'enclosure', true],
    ]);
    expect([diff.shapesAdded, diff.shapesRemoved]).toEqual([[], []]);
  });
});

describe("the older app's plan file (tests/fixtures/olderApp)", () => {
  const text = readFileSync('tests/fixtures/olderApp/siteplan-2024-06-08.json', 'utf8');
  const read = parsePlanText(text);

  it('comes in whole: its shapes with their ids and labels, its seven objects, its view', () => {
    if (!read.ok) throw new Error(read.reason);
    const { shapes, objects } = read.plan.plan;
    expect(shapes.map((s) => [s.id, s.geometry.type, s.properties.label])).toEqual([
      ['x3A5DSn85UQ3hgQ4KvomjXmEewLb7Hz5', 'Polygon', 'beer garden'],
      ['b0Vx1cVh7Re6K5oQmXyJ3DsLqT9ZpNw2', 'LineString', 'fire lane'],
      ['Qm7TzGk2wLrP9eXc4VbN8sJd1HfYa6Uo', 'Point', ''],
    ]);
    expect(objects).toHaveLength(7);
    expect(read.plan.view).toMatchObject({ zoom: 18.31274918331, bearing: 0, pitch: 0 });
    expect(read.plan.focusedArea?.id).toBe('M008-LW');
  });

  it('has every shape held by the drawing layer', () => {
    if (!read.ok) throw new Error(read.reason);
    const draw = createTerraDraw(stubAdapter());
    draw.start();
    const mode = { Point: 'point', LineString: 'linestring', Polygon: 'polygon' } as const;
    const results = draw.addFeatures(
      read.plan.plan.shapes.map((s) => ({
        type: 'Feature' as const,
        id: s.id,
        geometry: drawableGeometry(s.geometry),
        properties: { mode: mode[s.geometry.type] },
      })),
    );
    expect(results.filter((r) => !r.valid)).toEqual([]);
    expect(draw.getSnapshot()).toHaveLength(3);
    draw.stop();
  });
});
