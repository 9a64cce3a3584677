import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { readImportFile, type ImportFileLike } from '../../src/shared/shapeFiles/importFile';
import { MAX_IMPORTED_SHAPES, shapesFromGeoJson, shapesFromKml } from '../../src/shared/shapeFiles/shapeFile';
import { groundMetres } from '../../src/shared/geometry/metres';
import { IMPORT_ERROR_MESSAGE } from '../../src/shared/plan/schema';
import type { Shape } from '../../src/shared/objects/placed';
import { boxGapMetres, withFreeIds } from '../../src/shared/shapeFiles/placement';
import { withPlanHoles } from '../../src/shared/objects/shapeHoles';
import { drawableGeometry } from '../../src/ui/map/drawGeometry';

// Recorded public files (tests/fixtures/shapeFiles/README.md says where each is from).
const PLAZAS = 'tests/fixtures/shapeFiles/midtown_plazas.geojson';
const PLAZAS_2263 = 'tests/fixtures/shapeFiles/midtown_plazas_2263.geojson';
const KML_SAMPLES = 'tests/fixtures/shapeFiles/kml_samples.kml';

const fileOf = (name: string, body: string | Uint8Array): ImportFileLike => {
  const bytes = typeof body === 'string' ? strToU8(body) : body;
  return {
    name,
    type: '',
    size: bytes.length,
    text: () => Promise.resolve(typeof body === 'string' ? body : new TextDecoder().decode(body)),
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
  };
};

const ok = (r: ReturnType<typeof shapesFromGeoJson>) => {
  if (!r.ok) throw new Error(`${r.message}: ${r.reason}`);
  return r.read;
};

describe('GeoJSON files as shapes', () => {
  const plazas = JSON.parse(readFileSync(PLAZAS, 'utf8')) as { features: { properties: Record<string, unknown> }[] };

  it("reads the city's plazas (CRS84 MultiPolygons): one polygon shape per part, every attribute kept", () => {
    const read = ok(shapesFromGeoJson(plazas, 'midtown_plazas.geojson'));
    expect(read.shapes.length).toBeGreaterThanOrEqual(plazas.features.length);
    expect(read.shapes.every((s) => s.geometry.type === 'Polygon')).toBe(true);
    // No name in these rows: the label stays blank, the attributes ride along for the exports.
    const first = read.shapes[0]!;
    expect(first.properties.label).toBe('');
    expect(first.properties.kept).toMatchObject({ source_id: '12600000012.0', FSN_1: 'W  33 ST', FSN_3: null });
    const [w, s, e, n] = read.bbox;
    expect(w).toBeGreaterThan(-74.0);
    expect(e).toBeLessThan(-73.97);
    expect(s).toBeGreaterThan(40.74);
    expect(n).toBeLessThan(40.77);
  });

  it('reprojects the same plazas written in EPSG:2263 by GDAL to within 0.5 m of the CRS84 file', () => {
    const wgs = ok(shapesFromGeoJson(plazas, 'a.geojson')).shapes;
    const feet = ok(shapesFromGeoJson(JSON.parse(readFileSync(PLAZAS_2263, 'utf8')), 'b.geojson')).shapes;
    expect(feet).toHaveLength(wgs.length);
    let worst = 0;
    feet.forEach((s, i) => {
      const a = (wgs[i]!.geometry as Extract<Shape['geometry'], { type: 'Polygon' }>).coordinates[0]!;
      const b = (s.geometry as Extract<Shape['geometry'], { type: 'Polygon' }>).coordinates[0]!;
      expect(b).toHaveLength(a.length);
      a.forEach((p, k) => {
        const q = b[k]!;
        worst = Math.max(worst, groundMetres({ lng: p[0], lat: p[1] }, { lng: q[0], lat: q[1] }));
      });
    });
    expect(worst).toBeLessThan(0.5);
  });

  it('splits multi-geometries, keeps holes, takes the name as label and flags an outline that crosses itself', () => {
    const read = ok(
      shapesFromGeoJson(
        {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              id: 'stages',
              properties: { Name: 'Stage', vendor: 'ACME', nested: { a: [1, 2] } },
              geometry: {
                type: 'MultiPoint',
                coordinates: [
                  [-73.98, 40.75],
                  [-73.981, 40.751],
                ],
              },
            },
            {
              type: 'Feature',
              properties: { name: 'Lawn' },
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-73.98, 40.75],
                    [-73.97, 40.75],
                    [-73.97, 40.76],
                    [-73.98, 40.76],
                    [-73.98, 40.75],
                  ],
                  [
                    [-73.976, 40.754],
                    [-73.974, 40.754],
                    [-73.974, 40.756],
                    [-73.976, 40.754],
                  ],
                ],
              },
            },
            {
              type: 'Feature',
              properties: { name: 'Bow tie' },
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-73.98, 40.75],
                    [-73.97, 40.76],
                    [-73.97, 40.75],
                    [-73.98, 40.76],
                    [-73.98, 40.75],
                  ],
                ],
              },
            },
            { type: 'Feature', properties: { name: 'nothing' }, geometry: null },
          ],
        },
        'site.geojson',
      ),
    );
    expect(read.shapes.map((s) => [s.id, s.geometry.type, s.properties.label])).toEqual([
      ['stages', 'Point', 'Stage'],
      ['stages-2', 'Point', 'Stage'],
      ['site-2', 'Polygon', 'Lawn'],
      ['site-3', 'Polygon', 'Bow tie'],
    ]);
    expect(read.shapes[0]!.properties.kept).toEqual({ Name: 'Stage', vendor: 'ACME', nested: { a: [1, 2] } });
    expect((read.shapes[2]!.geometry as { coordinates: unknown[] }).coordinates).toHaveLength(2);
    expect(read.notices).toEqual([
      'site.geojson: 1 feature skipped, no point, line or area.',
      "Shape 'Bow tie' crosses itself: kept as drawn in site.geojson; check its outline.",
    ]);
  });

  it('answers a file with no geometry, coordinates out of range and an unknown CRS in words', () => {
    const none = shapesFromGeoJson({ type: 'FeatureCollection', features: [] }, 'empty.geojson');
    expect(none).toMatchObject({ ok: false, message: 'No points, lines or areas found in empty.geojson' });
    const feet = shapesFromGeoJson(
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [987000, 213000] } },
      'feet.geojson',
    );
    expect(feet).toMatchObject({ ok: false, message: 'Coordinates out of range in feet.geojson' });
    const utm = shapesFromGeoJson(
      { type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'EPSG:32618' } }, features: [] },
      'utm.geojson',
    );
    expect(utm).toMatchObject({ ok: false, message: 'Unknown coordinate system in utm.geojson' });
    if (!utm.ok) expect(utm.reason).toContain('EPSG:32618');
  });
});

describe('KML and KMZ files as shapes', () => {
  const samples = readFileSync(KML_SAMPLES, 'utf8');

  it("reads Google's KML samples: placemarks, paths and polygons, the Pentagon with its hole", () => {
    const read = ok(shapesFromKml(samples, 'kml_samples.kml'));
    const pentagon = read.shapes.find((s) => s.properties.label === 'The Pentagon');
    expect(pentagon?.geometry.type).toBe('Polygon');
    expect((pentagon?.geometry as { coordinates: unknown[] }).coordinates).toHaveLength(2);
    expect(read.shapes.find((s) => s.properties.label === 'Simple placemark')?.geometry).toEqual({
      type: 'Point',
      coordinates: [-122.0822035425683, 37.42228990140251],
    });
    expect(read.shapes.some((s) => s.geometry.type === 'LineString')).toBe(true);
    // The description is one of the properties kept with the shape.
    expect(read.shapes.find((s) => s.properties.label === 'Simple placemark')?.properties.kept?.description).toMatch(
      /Attached to the ground/,
    );
  });

  it('reads a KMZ (the zip of a KML) and names network links without fetching them', async () => {
    const kml =
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
      '<NetworkLink><name>Live feed</name><Link><href>https://example.com/feed.kml</href></Link></NetworkLink>' +
      '<Placemark><name>Gate</name><Point><coordinates>-73.98,40.75</coordinates></Point></Placemark>' +
      '</Document></kml>';
    const read = await readImportFile(fileOf('site.kmz', zipSync({ 'doc.kml': strToU8(kml) })));
    expect(read.kind).toBe('shapes');
    if (read.kind !== 'shapes' || !read.result.ok) throw new Error('not read');
    expect(read.result.read.shapes.map((s) => s.properties.label)).toEqual(['Gate']);
    expect(read.result.read.notices).toEqual([
      'site.kmz: 1 network link not fetched (the app loads nothing from addresses in a file): https://example.com/feed.kml.',
    ]);
  });

  it('answers a KML that is not XML, and one with only a network link', () => {
    expect(shapesFromKml('<kml><Placemark>', 'broken.kml')).toMatchObject({
      ok: false,
      message: 'Could not read broken.kml',
    });
    const onlyLink = shapesFromKml(
      '<kml xmlns="http://www.opengis.net/kml/2.2"><NetworkLink><Link><href>https://example.com/a.kml</href></Link></NetworkLink></kml>',
      'link.kml',
    );
    expect(onlyLink).toMatchObject({ ok: false, message: 'No points, lines or areas found in link.kml' });
  });
});

describe('Import reads plans and shape files through one door', () => {
  it('a .json FeatureCollection brings shapes; a .json plan stays a plan; a bad plan keeps the spec error', async () => {
    const geo = await readImportFile(fileOf('zones.json', readFileSync(PLAZAS, 'utf8')));
    expect(geo.kind).toBe('shapes');
    const plan = await readImportFile(
      fileOf('plan.json', readFileSync('tests/fixtures/olderApp/siteplan-2024-06-08.json', 'utf8')),
    );
    expect(plan).toMatchObject({ kind: 'plan', result: { ok: true } });
    const bad = await readImportFile(fileOf('plan.json', '{"foo": 1}'));
    expect(bad).toEqual({
      kind: 'plan',
      result: { ok: false, message: IMPORT_ERROR_MESSAGE, reason: 'File is not a site plan' },
    });
    const huge = await readImportFile(fileOf('huge.json', ' '.repeat(20 * 1024 * 1024 + 1)));
    expect(huge).toMatchObject({
      kind: 'plan',
      result: { message: IMPORT_ERROR_MESSAGE, reason: 'File is larger than 20 MB' },
    });
    const notJson = await readImportFile(fileOf('plan.json', '{'));
    expect(notJson).toMatchObject({
      kind: 'plan',
      result: { message: IMPORT_ERROR_MESSAGE, reason: 'File is not valid JSON' },
    });
  });

  it('reports progress while it reads the features', async () => {
    const stages: string[] = [];
    await readImportFile(fileOf('zones.geojson', readFileSync(PLAZAS, 'utf8')), (p) => stages.push(p.stage));
    expect(stages[0]).toBe('reading');
    expect(stages.at(-1)).toBe('shapes');
  });
});

describe('imported shapes beside the plan', () => {
  it('take ids the plan does not use, and measure how far they are from the focused area', () => {
    const s = (id: string): Shape => ({
      id,
      geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
      properties: { label: '' },
    });
    expect(withFreeIds([s('a'), s('b'), s('a')], ['a', 'a-2']).map((x) => x.id)).toEqual(['a-3', 'b', 'a-4']);
    const lawn: [number, number, number, number] = [-73.9845, 40.7533, -73.9826, 40.7544];
    expect(boxGapMetres([-73.984, 40.754, -73.983, 40.755], lawn)).toBe(0);
    // Google's campus in Mountain View is some 4,100 km away.
    expect(boxGapMetres([-122.09, 37.42, -122.08, 37.43], lawn) / 1000).toBeGreaterThan(4000);
    // A block east of the lawn's box: about 170 m.
    const gap = boxGapMetres([-73.9806, 40.7533, -73.98, 40.7544], lawn);
    expect(gap).toBeGreaterThan(150);
    expect(gap).toBeLessThan(190);
  });
});

describe('a polygon with holes', () => {
  const holed: Shape['geometry'] = {
    type: 'Polygon',
    coordinates: [
      [
        [-73.98, 40.75],
        [-73.97, 40.75],
        [-73.97, 40.76],
        [-73.98, 40.75],
      ],
      [
        [-73.976, 40.752],
        [-73.974, 40.752],
        [-73.974, 40.754],
        [-73.976, 40.752],
      ],
    ],
  };

  it('is drawn by its outline (terra-draw refuses holes), and an edit of the outline keeps the holes', () => {
    const drawn = drawableGeometry(holed);
    expect(drawn.type === 'Polygon' && drawn.coordinates).toHaveLength(1);
    const edited: Shape['geometry'] = {
      type: 'Polygon',
      coordinates: [
        [
          [-73.981, 40.75],
          [-73.97, 40.75],
          [-73.97, 40.76],
          [-73.981, 40.75],
        ],
      ],
    };
    const kept = withPlanHoles(edited, holed);
    expect(kept.type === 'Polygon' && kept.coordinates).toEqual([edited.coordinates[0], holed.coordinates[1]]);
    // A point or a polygon without holes passes as the drawing reported it.
    expect(withPlanHoles(edited, { ...holed, coordinates: [holed.coordinates[0]!] })).toBe(edited);
  });
});

describe('a file with a city layer in it', () => {
  it('is refused with the advice to clip it, above the shapes a site plan takes', () => {
    const features = Array.from({ length: MAX_IMPORTED_SHAPES + 1 }, (_, i) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [-73.98 + i * 1e-6, 40.75] },
    }));
    const r = shapesFromGeoJson({ type: 'FeatureCollection', features }, 'trees.geojson');
    expect(r).toMatchObject({ ok: false, message: 'Too many shapes in trees.geojson' });
    if (!r.ok) expect(r.reason).toContain('Clip the file to the site');
  });
});
