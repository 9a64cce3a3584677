import { describe, expect, it } from 'vitest';
import { isTooLarge, parsePlanText, utf8ByteLength } from '../../src/shared/plan/parse';
import { IMPORT_ERROR_MESSAGE, PLAN_MAX_BYTES, type ParsedPlan } from '../../src/shared/plan/schema';

const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];
const obj = (type: string, extra: object = {}) => ({
  id: `o-${type}`,
  type,
  name: type,
  position: { lng: -73.98, lat: 40.75 },
  ...extra,
});

function expectError(text: string, reason: RegExp | string): void {
  const r = parsePlanText(text);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.message).toBe(IMPORT_ERROR_MESSAGE);
  expect(r.message).toBe('Error importing plan. Please check the file format.');
  if (typeof reason === 'string') expect(r.reason).toBe(reason);
  else expect(r.reason).toMatch(reason);
}

function parseOk(value: unknown): { plan: ParsedPlan; warnings: string[] } {
  const r = parsePlanText(JSON.stringify(value));
  if (!r.ok) throw new Error(`expected ok, got ${r.reason}`);
  return r;
}

describe('bad input', () => {
  it('rejects text that is not JSON', () => {
    expectError('{not json', /not valid JSON/);
    expectError('', /not valid JSON/);
  });

  it('rejects JSON that is not a plan', () => {
    for (const text of ['[]', '[{"schemaVersion":1}]', '{"foo":1}', 'null', '42', '"plan"'])
      expectError(text, /not a site plan/);
  });

  it('rejects a file over 20 MB, counted in UTF-8 bytes', () => {
    expectError(' '.repeat(PLAN_MAX_BYTES + 1), /larger than 20 MB/);
    // 7M three-byte characters: under the limit in UTF-16 units, over it in bytes.
    expect(isTooLarge('€'.repeat(7 * 1024 * 1024))).toBe(true);
    expect(isTooLarge('a'.repeat(PLAN_MAX_BYTES))).toBe(false);
    expect(utf8ByteLength('a€😀é')).toBe(1 + 3 + 4 + 2);
  });

  it('rejects a structurally broken plan', () => {
    expectError(JSON.stringify({ schemaVersion: 1, droppedObjects: { a: 1 } }), /droppedObjects/);
    expectError(JSON.stringify({ schemaVersion: 1, customShapes: [] }), /FeatureCollection/);
    expectError(
      JSON.stringify({ schemaVersion: 1, customShapes: { type: 'Feature', features: [] } }),
      /FeatureCollection/,
    );
    expectError(JSON.stringify({ schemaVersion: '1' }), /schemaVersion/);
    expectError(JSON.stringify({ schemaVersion: 2 }), /newer version/);
  });

  it('refuses a plan from a newer app whole, naming its version, even when the rest would read', () => {
    const newer = {
      schemaVersion: 3,
      app: { name: 'NYC Public Space Event Stager', version: '4.2.0' },
      geography: { type: 'parks' },
      droppedObjects: [{ id: 'c1', type: 'chair', position: { lng: -73.98, lat: 40.75 } }],
    };
    expectError(
      JSON.stringify(newer),
      'File was saved by a newer version of the app (NYC Public Space Event Stager 4.2.0): plan schema version 3; ' +
        'this version reads schema version 1 and older. Nothing was changed. Update the app, then import the file again.',
    );
    expectError(
      JSON.stringify({ schemaVersion: 2, droppedObjects: [] }),
      /^File was saved by a newer version of the app: plan schema version 2;/,
    );
  });

  it('rejects a focused area with an invalid geometry', () => {
    const bad = {
      id: 1,
      system: 'parks',
      name: 'X',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      },
    };
    expectError(JSON.stringify({ schemaVersion: 1, focusedArea: bad }), /invalid geometry/);
    const nan = { id: 1, geometry: { type: 'Point', coordinates: [200, 0] } };
    expectError(JSON.stringify({ schemaVersion: 1, focusedArea: nan }), /invalid geometry/);
  });

  it('drops shapes with invalid geometry, with a warning, and keeps the good ones', () => {
    const features = [
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: [[-73.98, 40.75]] },
        properties: { label: 'one point' },
      },
      {
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-73.98, 40.75],
              ['x', 1],
              [0, 0],
              [-73.98, 40.75],
            ],
          ],
        },
      },
      { type: 'Feature', geometry: { type: 'MultiPoint', coordinates: [] } },
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { label: 'ok' } },
    ];
    const { plan, warnings } = parseOk({ schemaVersion: 1, customShapes: { type: 'FeatureCollection', features } });
    expect(plan.plan.shapes).toHaveLength(1);
    expect(plan.plan.shapes[0]!.properties.label).toBe('ok');
    expect(warnings.filter((w) => /invalid geometry/.test(w))).toHaveLength(3);
  });

  it('drops objects with an invalid position, with a warning', () => {
    const { plan, warnings } = parseOk({
      schemaVersion: 1,
      droppedObjects: [obj('chair', { position: { lng: 'x', lat: 1 } }), obj('grill')],
    });
    expect(plan.plan.objects.map((o) => o.type)).toEqual(['grill']);
    expect(warnings).toContain('Object 1 skipped: invalid position');
  });
});

describe('lenient reading', () => {
  it('keeps objects of an unknown type and reports them', () => {
    const { plan, warnings } = parseOk({
      schemaVersion: 1,
      droppedObjects: [obj('hovercraft'), obj('hovercraft', { id: 'o-2' }), obj('chair')],
    });
    expect(plan.plan.objects.map((o) => o.type)).toEqual(['hovercraft', 'hovercraft', 'chair']);
    expect(plan.plan.objects[0]!.properties).toMatchObject({ category: 'Other', footprintFt: { width: 2, depth: 2 } });
    expect(warnings).toEqual(['Unknown object type: hovercraft']);
  });

  it('keeps HTML in text as a literal string', () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { plan } = parseOk({
      schemaVersion: 1,
      customShapes: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Point', coordinates: [-73.98, 40.75] }, properties: { label: html } },
        ],
      },
      droppedObjects: [obj('chair', { properties: { label: html, color: 'red;background:url(x)' } })],
      eventInfo: { name: html, notes: { toString: 'x' }, attendance: 120 },
    });
    expect(plan.plan.shapes[0]!.properties.label).toBe(html);
    expect(plan.plan.objects[0]!.properties.label).toBe(html);
    expect(plan.plan.objects[0]!.properties.color).toBe('#7c3aed');
    expect(plan.eventInfo).toMatchObject({ name: html, notes: '', attendance: '120' });
  });

  it('ignores unknown layers (with a warning) and prototype keys', () => {
    const { plan, warnings } = parseOk(
      JSON.parse(
        '{"schemaVersion":1,"layers":{"__proto__":{"visible":true},"ufo":{"visible":true},"trees":{"visible":false}}}',
      ),
    );
    expect(plan.layers).toEqual({ trees: { visible: false } });
    expect(Object.getPrototypeOf(plan.layers)).toBe(Object.prototype);
    expect(warnings).toEqual(['Unknown layer: __proto__', 'Unknown layer: ufo']);
  });

  it('makes duplicate or missing ids unique', () => {
    const { plan } = parseOk({
      schemaVersion: 1,
      droppedObjects: [obj('chair', { id: 'a' }), obj('grill', { id: 'a' }), obj('cooler', { id: undefined })],
    });
    expect(plan.plan.objects.map((o) => o.id)).toEqual(['a', 'a-2', 'imported-object-3']);
  });

  it('defaults unknown geography and basemap with a warning', () => {
    const { plan, warnings } = parseOk({ schemaVersion: 1, geography: { type: 'moon' }, basemap: { key: 'x' } });
    expect(plan.geography).toBe('parks');
    expect(plan.basemap).toBe('carto');
    expect(plan.view).toBeNull();
    expect(warnings).toHaveLength(2);
  });
});
