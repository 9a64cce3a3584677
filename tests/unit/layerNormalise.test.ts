// Normalisation of recorded-shape open-data answers, popups and the layer vector tiles.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { asLayerGeometry, LayerDataError, type LayerFeature } from '../../src/shared/layers/features';
import { buildLayerTiles, LAYER_TILE_SOURCE_LAYER } from '../../src/shared/layers/layerTiles';
import { parseJsonText, readAnswer, type RawFeature } from '../../src/shared/layers/normalise/answer';
import { garageBins, joinGarages } from '../../src/shared/layers/normalise/garages';
import { normaliseLayer } from '../../src/shared/layers/normalise/layer';
import { labelFromField, popupRows } from '../../src/shared/layers/popup';
import { lngLatToStatePlane } from '../../src/shared/layers/statePlane';
import { tileOf } from './helpers/areas';
import {
  arcgisGeojson,
  feature,
  hydrantFeatures,
  PADDED,
  point,
  rectRing,
  socrataGeojson,
} from './helpers/layersFixtures';
import { haversineMetres, nyLongIsland, US_FOOT } from './helpers/layersLcc';

/** An answer text as the service sends it, through the engine's reader. */
function raws(text: string): RawFeature[] {
  return readAnswer(parseJsonText(text)).features;
}

function coordsOf(f: LayerFeature): number[] {
  if (f.geometry.type !== 'Point') throw new Error(`not a point: ${f.geometry.type}`);
  return f.geometry.coordinates;
}

describe('readAnswer', () => {
  it('reads Socrata .geojson features (CRS member and all)', () => {
    const answer = readAnswer(parseJsonText(socrataGeojson(hydrantFeatures())));
    expect(answer.features).toHaveLength(5);
    expect(answer.exceeded).toBe(false);
    expect(answer.features[0]).toEqual({
      geometry: { type: 'Point', coordinates: [-73.9845, 40.7541] },
      properties: expect.objectContaining({ unitid: 'H341234' }),
    });
    expect(answer.features[3]!.geometry).toBeNull();
  });

  it('reads Socrata .json rows as features without geometry', () => {
    const answer = readAnswer(parseJsonText('[{"site_id":"MN-05-145","latitude":"40.7535"},{"site_id":"MN-05-146"}]'));
    expect(answer.features).toEqual([
      { geometry: null, properties: { site_id: 'MN-05-145', latitude: '40.7535' } },
      { geometry: null, properties: { site_id: 'MN-05-146' } },
    ]);
    expect(readAnswer([]).features).toEqual([]);
  });

  it('reads the ArcGIS page-cut flag', () => {
    expect(readAnswer(parseJsonText(arcgisGeojson([], true))).exceeded).toBe(true);
    expect(readAnswer({ type: 'FeatureCollection', features: [], exceededTransferLimit: true }).exceeded).toBe(true);
    expect(readAnswer(parseJsonText(arcgisGeojson([]))).exceeded).toBe(false);
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseJsonText('<!DOCTYPE html><html><body>Bad gateway</body></html>')).toThrow(
      'The open-data answer is not valid JSON',
    );
    expect(() => parseJsonText('')).toThrow(LayerDataError);
    expect(() => parseJsonText('{"type":"FeatureCollection","features":[')).toThrow(
      'The open-data answer is not valid JSON',
    );
  });

  it('reports a Socrata error object, even one sent with status 200', () => {
    const legacy =
      '{"code":"query.soql.no-such-column","error":true,"message":"No such column: locaton","data":{"column":"locaton"}}';
    expect(() => readAnswer(parseJsonText(legacy))).toThrow(
      'The open-data service answered with an error: No such column: locaton',
    );
    const modern =
      '{"message":"Query coordinator error: query.compiler.malformed","errorCode":"query.compiler.malformed","data":{}}';
    expect(() => readAnswer(parseJsonText(modern))).toThrow(LayerDataError);
    expect(() => readAnswer(parseJsonText(modern))).toThrow('query.compiler.malformed');
  });

  it('reports an ArcGIS error object', () => {
    const arc = '{"error":{"code":400,"message":"Invalid or missing input parameters.","details":["geometry"]}}';
    expect(() => readAnswer(parseJsonText(arc))).toThrow(
      'The open-data service answered with an error: Invalid or missing input parameters.',
    );
  });

  it('rejects answers with neither rows nor features', () => {
    for (const value of [{ type: 'FeatureCollection' }, { features: 'none' }, 42, 'rows', null, true]) {
      expect(() => readAnswer(value)).toThrow('The open-data answer is neither GeoJSON features nor rows');
      expect(() => readAnswer(value)).toThrow(LayerDataError);
    }
  });
});

describe('parking signs (state-plane rows)', () => {
  const def = LAYER_CATALOGUE.streetParkingSigns;
  // nfid-uabd .json rows: every value a string, located in NY Long Island state-plane feet.
  const rows = JSON.stringify([
    {
      order_number: 'P-01234567',
      record_type: 'Current',
      borough: 'Manhattan',
      on_street: 'WEST 42 STREET',
      from_street: '5 AVENUE',
      to_street: '6 AVENUE',
      side_of_street: 'N',
      sign_code: 'R7-83E',
      sign_description: 'NO STANDING ANYTIME',
      sign_x_coord: '988500',
      sign_y_coord: '213800',
    },
    {
      order_number: 'P-01234568',
      on_street: 'WEST 41 STREET',
      sign_description: 'NO PARKING 8AM-6PM',
      sign_x_coord: '989250.5',
      sign_y_coord: '214512.25',
    },
    { order_number: 'P-01234569', sign_description: 'missing x', sign_y_coord: '213800' },
    { order_number: 'P-01234570', sign_description: 'not a number', sign_x_coord: 'N/A', sign_y_coord: '213800' },
    { order_number: 'P-01234571', sign_description: 'empty', sign_x_coord: '', sign_y_coord: '' },
    // On the central meridian: lng must be exactly -74.
    { order_number: 'P-01234572', sign_description: 'meridian', sign_x_coord: '984250', sign_y_coord: '213800' },
  ]);

  it('reprojects sign_x_coord/sign_y_coord to WGS84 within 0.5 m of an independent LCC', () => {
    const { features } = normaliseLayer(def, raws(rows), 0);
    expect(features.map((f) => f.properties.order_number)).toEqual(['P-01234567', 'P-01234568', 'P-01234572']);
    for (const f of features) {
      const x = Number(f.properties.sign_x_coord);
      const y = Number(f.properties.sign_y_coord);
      const [lng, lat] = coordsOf(f) as [number, number];
      const [rLng, rLat] = nyLongIsland.inverse(x, y);
      expect(haversineMetres(lng, lat, rLng, rLat)).toBeLessThan(0.5);
      // And back: the point projects onto the row's feet.
      const [bx, by] = lngLatToStatePlane(lng, lat);
      expect(Math.hypot(bx - x, by - y) * US_FOOT).toBeLessThan(0.5);
    }
    // Near Bryant Park, for the first sign.
    const [lng, lat] = coordsOf(features[0]!);
    expect(lng).toBeGreaterThan(-73.99);
    expect(lng).toBeLessThan(-73.97);
    expect(lat).toBeGreaterThan(40.75);
    expect(lat).toBeLessThan(40.76);
    expect(coordsOf(features[2]!)[0]).toBeCloseTo(-74, 9);
  });

  it('drops and counts the rows whose conversion fails', () => {
    const result = normaliseLayer(def, raws(rows), 0);
    expect(result.features).toHaveLength(3);
    expect(result.dropped).toBe(3);
    expect(result.features.map((f) => f.id)).toEqual([0, 1, 2]);
  });

  it('prefers a latitude/longitude pair when a row carries one', () => {
    const row = { sign_x_coord: '988500', sign_y_coord: '213800', latitude: '40.7541', longitude: '-73.9845' };
    const [f] = normaliseLayer(def, [{ geometry: null, properties: row }], 0).features;
    expect(coordsOf(f!)).toEqual([-73.9845, 40.7541]);
  });

  it('keeps the sign fields under their own names (the dataset already uses the spec names)', () => {
    // A row as nfid-uabd answers it (tests/fixtures/open-data: a recorded row; nulls are left out).
    const row = {
      order_number: 'P-01667780',
      record_type: 'Current',
      on_street: '3 AVENUE',
      from_street: 'EAST   85 STREET',
      to_street: 'EAST   86 STREET',
      side_of_street: 'W',
      sign_description: '2 HMP SATURDAY 8AM-7PM <->',
      sign_x_coord: '996877',
      sign_y_coord: '222815',
    };
    const { features } = normaliseLayer(def, [{ geometry: null, properties: row }], 0);
    expect(features[0]!.properties).toEqual(row);
    // Invented spellings are not read: a row without the real names has empty spec fields.
    const [other] = normaliseLayer(
      def,
      [{ geometry: null, properties: { onstreet: 'W 40 ST', sign_x_coord: '988500', sign_y_coord: '213800' } }],
      0,
    ).features;
    expect(other!.properties.on_street).toBe('');
  });
});

describe('point layers from rows and fields', () => {
  it('parking meters: the spec fields read from the real columns; a missing one is empty, not invented', () => {
    const text = socrataGeojson([
      feature(point(-73.9841, 40.7537), {
        meter_number: '1234567',
        status: 'Active',
        pay_by_cell_number: '411234',
        meter_hours: '0900-1900 MON-SAT',
        parking_facility_name: 'On Street',
        facility: 'On Street',
        on_street: 'W 42 ST',
        side_of_street: 'N',
        from_street: '5 AVE',
        to_street: '6 AVE',
      }),
      feature(point(-73.9836, 40.7539), { meter_number: '7654321', on_street: 'W 40 ST', status: 'Inactive' }),
    ]);
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.parkingMeters, raws(text), 0);
    expect(dropped).toBe(0);
    expect(features[0]!.properties).toMatchObject({
      on_street: 'W 42 ST',
      from_street: '5 AVE',
      to_street: '6 AVE',
      side_of_street: 'N',
      meter_number: '1234567',
      status: 'Active',
      meter_hours: '0900-1900 MON-SAT',
      parking_facility_name: 'On Street',
    });
    expect(features[1]!.properties).toMatchObject({
      meter_number: '7654321',
      on_street: 'W 40 ST',
      status: 'Inactive',
      from_street: '',
      meter_hours: '',
    });
  });

  it('parking meters without a geometry are placed by lat/long (numbers), as 693u-uax6 publishes them', () => {
    const text = socrataGeojson([
      {
        type: 'Feature',
        geometry: null,
        properties: { meter_number: '1', lat: '40.7298625118347', long: '-73.8887365392758' },
      },
    ]);
    const { features } = normaliseLayer(LAYER_CATALOGUE.parkingMeters, raws(text), 0);
    expect(features.map(coordsOf)).toEqual([[-73.8887365392758, 40.7298625118347]]);
  });

  it('LinkNYC kiosks: .json rows become points; rows without coordinates are dropped', () => {
    const text = JSON.stringify([
      {
        site_id: 'mn-05-122442',
        planned_kiosk_type: 'Link1.0',
        installation_status: 'Live',
        street_address: '362 7 AVENUE',
        cross_street_1: 'WEST 30 STREET',
        cross_street_2: 'WEST 31 STREET',
        borough: 'Manhattan',
        neighborhood_tabulation_area_nta: 'Midtown-Midtown South',
        latitude: '40.748615',
        longitude: '-73.992489',
        location: {
          latitude: '40.748615',
          longitude: '-73.992489',
          human_address: '{"address": "", "city": "", "state": "", "zip": ""}',
        },
      },
      { site_id: 'mn-05-146', latitude: '40.7550', longitude: '-73.9840' },
      { site_id: 'MN-05-147', latitude: '', longitude: '-73.9841' },
      { site_id: 'MN-05-148' },
      { site_id: 'MN-05-149', latitude: 'unknown', longitude: '-73.9841' },
    ]);
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.linknycKiosks, raws(text), 0);
    expect(dropped).toBe(3);
    expect(features.map(coordsOf)).toEqual([
      [-73.992489, 40.748615],
      [-73.984, 40.755],
    ]);
    expect(features[0]!.properties).toMatchObject({
      kiosk_id: 'mn-05-122442',
      kiosk_type: 'Link1.0',
      status: 'Live',
      address: '362 7 AVENUE',
      cross_streets: 'WEST 30 STREET & WEST 31 STREET',
      borough: 'Manhattan',
      neighborhood: 'Midtown-Midtown South',
    });
    expect(features[1]!.properties).toMatchObject({
      kiosk_id: 'mn-05-146',
      status: '',
      cross_streets: '',
      borough: '',
    });
  });

  it('a legacy Location column is read for the point when the GeoJSON answer has no geometry', () => {
    const def = LAYER_CATALOGUE.publicRestrooms;
    const text = socrataGeojson([
      {
        type: 'Feature',
        geometry: null,
        properties: {
          facility_name: 'A',
          location: { latitude: '40.7537', longitude: '-73.9841', human_address: '{}' },
        },
      },
      { type: 'Feature', geometry: null, properties: { facility_name: 'B', latitude: '40.754', longitude: '-73.985' } },
      {
        type: 'Feature',
        geometry: null,
        properties: { facility_name: 'C', location: { latitude: null, longitude: null } },
      },
    ]);
    const { features, dropped, unplaced } = normaliseLayer(def, raws(text), 0);
    expect(features.map(coordsOf)).toEqual([
      [-73.9841, 40.7537],
      [-73.985, 40.754],
    ]);
    expect([dropped, unplaced]).toEqual([1, 1]);
  });

  it('subway entrances: geometry, else the entrance coordinates; neither → dropped', () => {
    const text = socrataGeojson([
      feature(point(-73.98431, 40.75464), {
        stop_name: '42 St-Bryant Pk',
        entrance_type: 'Stair',
        daytime_routes: 'B D F M',
        entrance_latitude: '40.75464',
        entrance_longitude: '-73.98431',
      }),
      feature(null, {
        stop_name: '5 Av',
        entrance_type: 'Elevator',
        entrance_latitude: '40.753821',
        entrance_longitude: '-73.981963',
      }),
      feature(null, { stop_name: '5 Av', entrance_type: 'Stair' }),
      feature(null, { stop_name: '5 Av', entrance_type: 'Stair', entrance_latitude: '', entrance_longitude: '' }),
    ]);
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.subwayEntrances, raws(text), 0);
    expect(dropped).toBe(2);
    expect(features.map(coordsOf)).toEqual([
      [-73.98431, 40.75464],
      [-73.981963, 40.753821],
    ]);
    expect(features.map((f) => f.properties.entrance_type)).toEqual(['Stair', 'Elevator']);
  });

  it('accessible pedestrian signals: geometry, else point_x/point_y; neither → dropped', () => {
    const text = socrataGeojson([
      feature(point(-73.98395, 40.75412), {
        location: '5 Avenue and West 42 Street',
        borough: 'Manhattan',
        date_insta: '2019-06-12T00:00:00.000',
        point_x: '-73.98395',
        point_y: '40.75412',
      }),
      feature(null, { location: '6 Avenue and West 42 Street', point_x: '-73.98457', point_y: '40.75515' }),
      feature(null, { location: '6 Avenue and West 41 Street' }),
      feature(null, { location: 'Nowhere', point_x: '-73.98457' }),
    ]);
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.accessiblePedSignals, raws(text), 0);
    expect(dropped).toBe(2);
    expect(features.map(coordsOf)).toEqual([
      [-73.98395, 40.75412],
      [-73.98457, 40.75515],
    ]);
  });

  it('street trees: only rows that look like a tree', () => {
    const text = socrataGeojson([
      feature(point(-73.984, 40.754), {
        genusspecies: 'Gleditsia triacanthos var. inermis - Thornless honeylocust',
        dbh: '11',
      }),
      feature(point(-73.9841, 40.7541), { tpstructure: 'Full', dbh: '0' }),
      feature(point(-73.9842, 40.7542), { dbh: '7' }),
      feature(point(-73.9843, 40.7543), { riskrating: 'Street Tree' }),
      feature(point(-73.9844, 40.7544), { dbh: '0', tpcondition: 'Good' }),
      feature(point(-73.9845, 40.7545), { objectid: '12' }),
    ]);
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.trees, raws(text), 0);
    expect(features.map((f) => coordsOf(f)[0])).toEqual([-73.984, -73.9841, -73.9842, -73.9843]);
    expect(dropped).toBe(2);
  });

  it('hydrants: valid points kept with consecutive ids; null and out-of-range geometries dropped', () => {
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.hydrants, raws(socrataGeojson(hydrantFeatures())), 10);
    expect(features.map((f) => f.properties.unitid)).toEqual(['H341234', 'H341235', 'H341236']);
    expect(features.map((f) => f.id)).toEqual([10, 11, 12]);
    expect(dropped).toBe(2);
  });
});

describe('geometry validity', () => {
  it('drops out-of-range, non-finite and non-numeric coordinates', () => {
    const bad: RawFeature[] = [
      { geometry: point(-200, 40.75), properties: {} },
      { geometry: point(-73.98, 95), properties: {} },
      { geometry: point(180.0001, 0), properties: {} },
      { geometry: { type: 'Point', coordinates: [Infinity, 40.75] }, properties: {} },
      { geometry: { type: 'Point', coordinates: [NaN, 40.75] }, properties: {} },
      { geometry: { type: 'Point', coordinates: ['-73.98', '40.75'] }, properties: {} },
      { geometry: { type: 'Point', coordinates: [-73.98] }, properties: {} },
      { geometry: { type: 'Point', coordinates: [] }, properties: {} },
      { geometry: { type: 'Point' }, properties: {} },
      { geometry: point(-180, -90), properties: { edge: 'ok' } },
      { geometry: point(-73.98, 40.75), properties: { ok: 'yes' } },
    ];
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.benches, bad, 0);
    expect(features.map((f) => f.geometry.coordinates)).toEqual([
      [-180, -90],
      [-73.98, 40.75],
    ]);
    expect(dropped).toBe(9);
  });

  it('drops a line with one bad vertex, and keeps whole lines only', () => {
    const trail: RawFeature[] = [
      {
        geometry: {
          type: 'LineString',
          coordinates: [
            [-73.984, 40.754],
            [-73.983, 40.755],
          ],
        },
        properties: {},
      },
      {
        geometry: {
          type: 'LineString',
          coordinates: [
            [-73.984, 40.754],
            [-73.983, 91],
          ],
        },
        properties: {},
      },
      { geometry: { type: 'LineString', coordinates: [[-73.984, 40.754]] }, properties: {} },
      { geometry: { type: 'LineString', coordinates: [] }, properties: {} },
      { geometry: { type: 'MultiLineString', coordinates: [] }, properties: {} },
      {
        geometry: {
          type: 'MultiLineString',
          coordinates: [
            [
              [-73.984, 40.754],
              [-73.983, 40.755],
            ],
            [
              [-73.982, 40.754],
              [-73.981, 40.755],
            ],
          ],
        },
        properties: {},
      },
    ];
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.parksTrails, trail, 0);
    expect(features.map((f) => f.geometry.type)).toEqual(['LineString', 'MultiLineString']);
    expect(dropped).toBe(4);
  });

  it('drops empty polygons', () => {
    const lots: RawFeature[] = [
      { geometry: { type: 'Polygon', coordinates: [] }, properties: {} },
      { geometry: { type: 'Polygon', coordinates: [[]] }, properties: {} },
      { geometry: { type: 'MultiPolygon', coordinates: [] }, properties: {} },
      { geometry: { type: 'MultiPolygon', coordinates: [[]] }, properties: {} },
      {
        geometry: { type: 'Polygon', coordinates: rectRing(-73.985, 40.753, -73.984, 40.754) },
        properties: { lot: 'A' },
      },
      {
        geometry: { type: 'MultiPolygon', coordinates: [rectRing(-73.983, 40.753, -73.982, 40.754)] },
        properties: { lot: 'B' },
      },
    ];
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.parkingLots, lots, 0);
    expect(features.map((f) => f.properties.lot)).toEqual(['A', 'B']);
    expect(dropped).toBe(4);
  });

  it('keeps each layer to its geometry class', () => {
    const line = {
      type: 'LineString',
      coordinates: [
        [-73.984, 40.754],
        [-73.983, 40.755],
      ],
    };
    const poly = { type: 'Polygon', coordinates: rectRing(-73.985, 40.753, -73.984, 40.754) };
    expect(asLayerGeometry(line, 'point')).toBeNull();
    expect(asLayerGeometry(poly, 'line')).toBeNull();
    expect(asLayerGeometry(point(-73.98, 40.75), 'polygon')).toBeNull();
    expect(asLayerGeometry({ type: 'MultiPoint', coordinates: [[-73.98, 40.75]] }, 'point')).not.toBeNull();
    expect(asLayerGeometry({ type: 'GeometryCollection', geometries: [point(-73.98, 40.75)] }, 'point')).toBeNull();
    const { features, dropped } = normaliseLayer(
      LAYER_CATALOGUE.hydrants,
      [
        { geometry: line, properties: {} },
        { geometry: poly, properties: {} },
      ],
      0,
    );
    expect(features).toEqual([]);
    expect(dropped).toBe(2);
  });
});

describe('curb cuts (ArcGIS f=geojson)', () => {
  const line = (x: number) => ({
    type: 'LineString',
    coordinates: [
      [x, 40.7541],
      [x + 0.00004, 40.7542],
    ],
  });
  const text = arcgisGeojson([
    {
      type: 'Feature',
      id: 1,
      geometry: line(-73.9845),
      properties: { OBJECTID: 1, SUB_FEATURE_CODE: 222600, STATUS: 'Active' },
    },
    { type: 'Feature', id: 2, geometry: line(-73.9843), properties: { OBJECTID: 2, SUB_FEATURE_CODE: '222700' } },
    { type: 'Feature', id: 3, geometry: line(-73.9841), properties: { OBJECTID: 3, SUB_FEATURE_CODE: 222800 } },
    { type: 'Feature', id: 4, geometry: line(-73.9839), properties: { OBJECTID: 4 } },
    {
      type: 'Feature',
      id: 5,
      geometry: line(-73.9837),
      // The city's capture rules name the kinds (MIDBLOCK_CURBCUT, CORNER_CURBCUT); either form is read.
      properties: { OBJECTID: 5, SUB_FEATURE_CODE: 'MIDBLOCK_CURBCUT' },
    },
    {
      type: 'Feature',
      id: 6,
      geometry: { type: 'MultiLineString', coordinates: [line(-73.9835).coordinates] },
      properties: { OBJECTID: 6, SUB_FEATURE_CODE: 222700 },
    },
    {
      type: 'Feature',
      id: 7,
      geometry: point(-73.9833, 40.7541),
      properties: { OBJECTID: 7, SUB_FEATURE_CODE: 222600 },
    },
    {
      type: 'Feature',
      id: 8,
      geometry: { type: 'Polygon', coordinates: rectRing(-73.9831, 40.7541, -73.983, 40.7542) },
      properties: { OBJECTID: 8, SUB_FEATURE_CODE: 222600 },
    },
    { type: 'Feature', id: 9, geometry: null, properties: { OBJECTID: 9, SUB_FEATURE_CODE: 222600 } },
  ]);

  it('types them by code (number or string): 222600 midblock, 222700 corner, else unknown', () => {
    const { features } = normaliseLayer(LAYER_CATALOGUE.curbCuts, raws(text), 0);
    expect(features.map((f) => [f.properties.OBJECTID, f.properties.curbcut_type])).toEqual([
      [1, 'midblock'],
      [2, 'corner'],
      [3, 'unknown'],
      [4, 'unknown'],
      [5, 'midblock'],
      [6, 'corner'],
    ]);
    expect(features[0]!.properties.STATUS).toBe('Active');
  });

  it('keeps only (Multi)LineString geometries', () => {
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.curbCuts, raws(text), 0);
    expect(new Set(features.map((f) => f.geometry.type))).toEqual(new Set(['LineString', 'MultiLineString']));
    expect(dropped).toBe(3);
  });
});

describe('licensed garages', () => {
  const icon = {
    business_category: 'Garage & Parking Lot',
    license_status: 'Active',
    bin: '1015862',
    business_name: 'ICON PARKING',
    detail: '120 spaces',
    address_building: '10',
    address_street_name: 'WEST 41 STREET',
    address_street_name_2: '',
    latitude: '40.7532',
    longitude: '-73.9835',
  };
  const rows = [
    icon,
    {
      business_category: 'Garage & Parking Lot',
      bin: ' 1015863 ',
      business_name: 'MPG PARKING',
      latitude: '40.7535',
      longitude: '-73.9830',
    },
    { ...icon },
    { business_category: 'Garage & Parking Lot', bin: 'N/A', business_name: 'NO BIN LOT' },
    { business_category: 'Garage & Parking Lot', business_name: 'MISSING BIN LOT' },
  ];

  it('collects unique numeric BINs in first-seen order', () => {
    expect(garageBins(rows)).toEqual(['1015862', '1015863']);
    expect(garageBins([{ bin: 1000001 }, { BIN: 1000002 }, { bin: '' }, { bin: '12a' }])).toEqual(['1000001']);
  });

  it('joins footprints to the business rows by BIN, and keeps polygons only', () => {
    const footprints = raws(
      socrataGeojson([
        feature(
          { type: 'MultiPolygon', coordinates: [rectRing(-73.9837, 40.7531, -73.9833, 40.7533)] },
          { bin: '1015862', heightroof: '120.5', name: null },
        ),
        feature({ type: 'Polygon', coordinates: rectRing(-73.9832, 40.7534, -73.9828, 40.7536) }, { bin: '1015863' }),
        feature(point(-73.983, 40.7535), { bin: '1015863' }),
        feature({ type: 'Polygon', coordinates: [[]] }, { bin: '1015862' }),
        feature({ type: 'Polygon', coordinates: rectRing(-73.9827, 40.7534, -73.9826, 40.7536) }, { bin: '1099999' }),
      ]),
    );
    const { features, dropped } = joinGarages(rows, footprints, 0);
    expect(dropped).toBe(2);
    expect(features.map((f) => f.geometry.type)).toEqual(['MultiPolygon', 'Polygon', 'Polygon']);
    expect(features.map((f) => f.id)).toEqual([0, 1, 2]);
    expect(features[0]!.properties).toEqual({
      bin: '1015862',
      name: 'DCWP Garage/Lot',
      source: 'DCWP',
      business_name: 'ICON PARKING',
      detail: '120 spaces',
      address_building: '10',
      address_street_name: 'WEST 41 STREET',
      address_street_name_2: '',
    });
    expect(features[1]!.properties).toMatchObject({ bin: '1015863', business_name: 'MPG PARKING' });
    // A footprint with no business row still shows, with empty business fields.
    expect(features[2]!.properties).toMatchObject({ bin: '1099999', business_name: '', name: 'DCWP Garage/Lot' });
  });
});

describe('local files (bus stops, Citi Bike stations)', () => {
  const text = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      feature(point(-73.9842, 40.7545), {
        stop_id: '401234',
        stop_name: '5 AV/W 42 ST',
        stop_code: '401234',
        route_ids: 'M1,M2,M3',
        wheelchair_boarding: '1',
      }),
      feature(point(-73.95, 40.77), { stop_id: '409999', stop_name: 'FAR AWAY' }),
      feature(point(PADDED[0], PADDED[3]), { stop_id: '400001', stop_name: 'ON THE CORNER' }),
      feature(
        {
          type: 'LineString',
          coordinates: [
            [-73.9842, 40.7545],
            [-73.9841, 40.7546],
          ],
        },
        { stop_id: 'L1' },
      ),
      feature({ type: 'MultiPoint', coordinates: [[-73.9842, 40.7545]] }, { stop_id: 'MP1' }),
      feature(null, { stop_id: 'N1' }),
    ],
  });

  it('clips to the box and keeps points only', () => {
    const { features, dropped } = normaliseLayer(LAYER_CATALOGUE.busStops, raws(text), 0, PADDED);
    expect(features.map((f) => f.properties.stop_id)).toEqual(['401234', '400001']);
    expect(features.map((f) => f.id)).toEqual([0, 1]);
    expect(features.every((f) => f.geometry.type === 'Point')).toBe(true);
    expect(dropped).toBe(2); // the line and the null geometry
  });

  it('clips Citi Bike stations the same way', () => {
    const stations = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        feature(point(-73.98399, 40.75466), { name: 'W 42 St & 6 Ave', station_id: '6517.08', capacity: 45 }),
        feature(point(-73.99, 40.76), { name: 'Outside', station_id: '6600.01' }),
      ],
    });
    const { features } = normaliseLayer(LAYER_CATALOGUE.citibikeStations, raws(stations), 0, PADDED);
    expect(features.map((f) => f.properties.name)).toEqual(['W 42 St & 6 Ave']);
  });
});

describe('popups', () => {
  it('hydrants: Hydrant ID, Status, Type', () => {
    expect(
      popupRows(LAYER_CATALOGUE.hydrants, {
        unitid: 'H341234',
        boro: 'MANHATTAN',
        status: 'ACTIVE',
        rj_type: 'PEDESTAL',
      }),
    ).toEqual([
      { label: 'Hydrant ID', value: 'H341234' },
      { label: 'Status', value: 'ACTIVE' },
      { label: 'Type', value: 'PEDESTAL' },
    ]);
    // A row as 5bgh-vtsn answers it today (its 2026 column profile has no status or type column): the
    // spec's Status and Type rows stay out rather than show empty.
    expect(
      popupRows(LAYER_CATALOGUE.hydrants, { unitid: 'H1', boro: '1', latitude: '40.75', longitude: '-73.98' }),
    ).toEqual([{ label: 'Hydrant ID', value: 'H1' }]);
  });

  it('bus stops: Stop Name, Stop ID, Stop Code, Routes, Wheelchair Access', () => {
    const rows = popupRows(LAYER_CATALOGUE.busStops, {
      stop_id: '401234',
      stop_name: '5 AV/W 42 ST',
      stop_code: '401234',
      route_ids: 'M1,M2,M3',
      wheelchair_boarding: '1',
      stop_lat: '40.7545',
    });
    expect(rows).toEqual([
      { label: 'Stop Name', value: '5 AV/W 42 ST' },
      { label: 'Stop ID', value: '401234' },
      { label: 'Stop Code', value: '401234' },
      { label: 'Routes', value: 'M1,M2,M3' },
      { label: 'Wheelchair Access', value: '1' },
    ]);
  });

  it('subway entrances: Station Name, Entrance Type, Routes, Entry Allowed, Exit Allowed, Borough', () => {
    const props = {
      division: 'IND',
      line: '6th Av - Culver',
      borough: 'M',
      stop_name: '42 St-Bryant Pk',
      constituent_station_name: '42 St-Bryant Pk',
      daytime_routes: 'B D F M',
      entrance_type: 'Stair',
      entry_allowed: 'YES',
      exit_allowed: 'YES',
      entrance_latitude: '40.75464',
    };
    expect(popupRows(LAYER_CATALOGUE.subwayEntrances, props)).toEqual([
      { label: 'Station Name', value: '42 St-Bryant Pk' },
      { label: 'Entrance Type', value: 'Stair' },
      { label: 'Routes', value: 'B D F M' },
      { label: 'Entry Allowed', value: 'YES' },
      { label: 'Exit Allowed', value: 'YES' },
      { label: 'Borough', value: 'M' },
    ]);
    expect(popupRows(LAYER_CATALOGUE.subwayEntrances, { stop_name: '5 Av' })).toEqual([
      { label: 'Station Name', value: '5 Av' },
    ]);
  });

  it('fire lanes: Street Name, Fire Lane Status, Posted Speed, Total Lanes, Street Width, Borough', () => {
    // The centreline's real names: streetwidth, and boroughcode shown as the borough's name.
    const props = {
      full_street_name: 'WEST 42 STREET',
      fire_lane: 'True',
      posted_speed: '25',
      number_total_lanes: '4',
      streetwidth: '60',
      boroughcode: '1',
    };
    expect(popupRows(LAYER_CATALOGUE.fireLanes, props)).toEqual([
      { label: 'Street Name', value: 'WEST 42 STREET' },
      { label: 'Fire Lane Status', value: 'True' },
      { label: 'Posted Speed', value: '25' },
      { label: 'Total Lanes', value: '4' },
      { label: 'Street Width', value: '60' },
      { label: 'Borough', value: 'Manhattan' },
    ]);
    // The names our stand-in once invented are not read.
    expect(popupRows(LAYER_CATALOGUE.fireLanes, { street_width: '60', borough: 'Manhattan' })).toEqual([]);
  });

  it("street trees: their forestry columns in words, not 'Genusspecies' and 'Tpcondition' or a row's coordinates", () => {
    // A row as hn5i-inap answers it, with the coordinates a live answer carries besides.
    const props = {
      objectid: '2100500',
      genusspecies: 'Tilia cordata - littleleaf linden',
      dbh: '31',
      tpstructure: 'Full',
      tpcondition: 'Good',
      latitude: '40.752773',
      longitude: '-73.99876',
    };
    expect(popupRows(LAYER_CATALOGUE.trees, props)).toEqual([
      { label: 'Species', value: 'Tilia cordata - littleleaf linden' },
      { label: 'Condition', value: 'Good' },
      { label: 'Trunk Diameter (in)', value: '31' },
      { label: 'Structure', value: 'Full' },
      { label: 'Tree ID', value: '2100500' },
    ]);
    // A row without a condition: that row stays out rather than show empty.
    expect(popupRows(LAYER_CATALOGUE.trees, { genusspecies: 'Ginkgo biloba - maidenhair tree', dbh: 6 })).toEqual([
      { label: 'Species', value: 'Ginkgo biloba - maidenhair tree' },
      { label: 'Trunk Diameter (in)', value: '6' },
    ]);
  });

  it('special disaster routes: Street Name, Special Disaster Status, Posted Speed, Total Lanes, Street Width, Borough', () => {
    const props = {
      full_street_name: '6 AVENUE',
      special_disaster: 'True',
      posted_speed: '25',
      number_total_lanes: '5',
      streetwidth: '70',
      boroughcode: '3',
    };
    expect(popupRows(LAYER_CATALOGUE.specialDisasterRoutes, props).map((r) => r.label)).toEqual([
      'Street Name',
      'Special Disaster Status',
      'Posted Speed',
      'Total Lanes',
      'Street Width',
      'Borough',
    ]);
    expect(popupRows(LAYER_CATALOGUE.specialDisasterRoutes, props)[1]).toEqual({
      label: 'Special Disaster Status',
      value: 'True',
    });
    expect(popupRows(LAYER_CATALOGUE.specialDisasterRoutes, props)[5]).toEqual({ label: 'Borough', value: 'Brooklyn' });
  });

  it('other layers: the first five text properties, labelled from their field names', () => {
    const props = {
      the_geom: 'POINT (-73.98 40.75)',
      ':id': 'row-abcd',
      _internal: 'x',
      objectid: 12,
      location: 'hidden',
      site_id: 'BN-0042',
      empty: '',
      blank: '  ',
      borough: 'Manhattan',
      benchType: 'Backless',
      street_name: 'W 42 ST',
      SUB_FEATURE_CODE: 'X1',
      sixth: 'not shown',
    };
    expect(popupRows(LAYER_CATALOGUE.benches, props)).toEqual([
      { label: 'Site Id', value: 'BN-0042' },
      { label: 'Borough', value: 'Manhattan' },
      { label: 'Bench Type', value: 'Backless' },
      { label: 'Street Name', value: 'W 42 ST' },
      { label: 'Sub Feature Code', value: 'X1' },
    ]);
    expect(labelFromField('stop_name')).toBe('Stop Name');
    expect(labelFromField('SUB_FEATURE_CODE')).toBe('Sub Feature Code');
    expect(labelFromField('dateInstalled')).toBe('Date Installed');
  });

  it('keeps HTML in values as a plain string', () => {
    const html = '<img src=x onerror="alert(1)"><b>Stair</b>';
    expect(popupRows(LAYER_CATALOGUE.subwayEntrances, { entrance_type: html })).toEqual([
      { label: 'Entrance Type', value: html },
    ]);
    expect(popupRows(LAYER_CATALOGUE.benches, { note: '<script>x</script>' })).toEqual([
      { label: 'Note', value: '<script>x</script>' },
    ]);
  });
});

describe('layer vector tiles', () => {
  const text = arcgisGeojson([
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [-73.9845, 40.7541],
          [-73.9843, 40.7542],
        ],
      },
      properties: { OBJECTID: 1, SUB_FEATURE_CODE: 222600, WIDTH: 12 },
    },
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [-73.9838, 40.7545],
          [-73.9836, 40.7546],
        ],
      },
      properties: { OBJECTID: 2, SUB_FEATURE_CODE: '222700' },
    },
  ]);
  const features = normaliseLayer(LAYER_CATALOGUE.curbCuts, raws(text), 0).features;
  const tiles = buildLayerTiles(features);

  it('encodes a decodable tile carrying _id and curbcut_type only', () => {
    const [x, y] = tileOf(-73.984, 40.7543, 16);
    const vt = new VectorTile(new PbfReader(tiles.tile(16, x, y)!));
    const layer = vt.layers[LAYER_TILE_SOURCE_LAYER]!;
    expect(layer.length).toBe(2);
    const decoded = Array.from({ length: layer.length }, (_, i) => layer.feature(i)).sort(
      (a, b) => Number(a.properties._id) - Number(b.properties._id),
    );
    expect(decoded.map((f) => ({ ...f.properties }))).toEqual([
      { _id: 0, curbcut_type: 'midblock' },
      { _id: 1, curbcut_type: 'corner' },
    ]);
    expect(decoded.map((f) => f.id)).toEqual([0, 1]);
    expect(decoded[0]!.type).toBe(2); // LineString
    const g = decoded[0]!.toGeoJSON(x, y, 16).geometry as GeoJSON.LineString;
    expect(g.coordinates[0]![0]).toBeCloseTo(-73.9845, 5);
    expect(g.coordinates[0]![1]).toBeCloseTo(40.7541, 5);
  });

  it('answers null where no feature reaches', () => {
    const [x, y] = tileOf(-74.2, 40.6, 16);
    expect(tiles.tile(16, x, y)).toBeNull();
  });
});
