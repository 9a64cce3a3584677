/**
 * What a shape came with stays with it (issue 41): Mapbox GL Draw's user properties on the older
 * app's shapes and a GIS file's attributes are kept through a save, the autosaved draft, a share link
 * and an edit, and go back out in the GeoJSON and KML exports.
 */
import { describe, expect, it } from 'vitest';
import { planKml } from '../../src/shared/handover/kml';
import { applyOp, type Shape } from '../../src/shared/objects/placed';
import { planToGeoJson } from '../../src/shared/plan/geojson';
import { parsePlanText } from '../../src/shared/plan/parse';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { readSharedPlan, shareFragment, sharedDataIn } from '../../src/shared/share/shareLink';
import { platformShareCodec as codec } from '../../src/workers/plan/shareCodec';
import { handoverInput, NOW } from './helpers/handoverPlan';
import { handoverRequest } from './helpers/handoverRequest';

const options = { appName: 'NYC Public Space Event Stager', appVersion: '0.1.0', now: NOW };

/** The older app's save: Mapbox GL Draw's feature with user properties beside the label. */
const OLDER = JSON.stringify({
  schemaVersion: 1,
  app: { name: 'space-stager' },
  customShapes: {
    type: 'FeatureCollection',
    features: [
      {
        id: 'x3A5DSn85UQ3hgQ4KvomjXmEewLb7Hz5',
        type: 'Feature',
        properties: {
          label: 'beer garden',
          user_capacity: 120,
          user_vendor: 'Brewery',
          __proto__x: 1,
          meta: { a: [1] },
        },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-73.9839, 40.7536],
              [-73.9836, 40.7535],
              [-73.9835, 40.7537],
              [-73.9839, 40.7536],
            ],
          ],
        },
      },
    ],
  },
});

function shapesOf(text: string): Shape[] {
  const r = parsePlanText(text);
  if (!r.ok) throw new Error(r.reason);
  return r.plan.plan.shapes;
}

describe("a shape's other properties", () => {
  const [shape] = shapesOf(OLDER);
  const kept = { user_capacity: 120, user_vendor: 'Brewery', __proto__x: 1, meta: { a: [1] } };
  const input = { ...handoverInput(2), plan: { objects: handoverInput(2).plan.objects, shapes: [shape!] } };

  it('are read from the older app beside the label', () => {
    expect(shape!.properties).toEqual({ label: 'beer garden', kept });
  });

  it('are written back on save and read again, through the autosave text and a share link', async () => {
    const saved = serializePlan(input, options);
    expect(saved.customShapes.features[0]!.properties).toEqual({ ...kept, label: 'beer garden' });
    expect(shapesOf(planToJson(saved))).toEqual([shape]);
    const shared = await readSharedPlan(sharedDataIn(`#${await shareFragment(saved, codec)}`)!, codec);
    if (!shared.ok) throw new Error(shared.reason);
    expect(shared.plan.plan.shapes).toEqual([shape]);
  });

  it('survive a rename and a reshape, and their undo', () => {
    const plan = { objects: [], shapes: [shape!] };
    const renamed = applyOp(plan, { kind: 'shapeLabel', id: shape!.id, from: 'beer garden', to: 'biergarten' });
    expect(renamed.shapes[0]!.properties).toEqual({ label: 'biergarten', kept });
    const to: Shape['geometry'] = { type: 'Point', coordinates: [-73.98, 40.75] };
    const moved = applyOp(renamed, { kind: 'shapeEdit', id: shape!.id, from: shape!.geometry, to });
    expect(moved.shapes[0]!.properties.kept).toEqual(kept);
  });

  it('go out in the GeoJSON export, the app’s own fields winning', () => {
    const geo = planToGeoJson(serializePlan(input, options));
    const f = geo.features.find((x) => x.properties.kind === 'shape');
    expect(f?.properties).toEqual({ ...kept, kind: 'shape', id: shape!.id, label: 'beer garden' });
  });

  it('go out in the KML export as ExtendedData', () => {
    const request = { ...handoverRequest('kml', 2), shapes: [shape!] };
    const kml = planKml(request, []);
    expect(kml).toContain('<Data name="user_capacity"><value>120</value></Data>');
    expect(kml).toContain('<Data name="user_vendor"><value>Brewery</value></Data>');
    expect(kml).toContain('<Data name="meta"><value>{&quot;a&quot;:[1]}</value></Data>');
  });

  it('never include a key that would reach a prototype', () => {
    const [s] = shapesOf(OLDER.replace('"__proto__x"', '"__proto__"'));
    expect(Object.keys(s!.properties.kept ?? {})).not.toContain('__proto__');
    expect(Object.getPrototypeOf(s!.properties.kept)).toBe(Object.prototype);
  });
});
