// The open-data query URLs of every layer, written out literally, and the rules they follow.
import { beforeEach, describe, expect, it } from 'vitest';
import type { BBox } from '../../src/shared/geometry/bbox';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from '../../src/shared/layers/ids';
import {
  coord,
  curbCutsUrl,
  footprintUrls,
  garageBusinessUrl,
  INVALID_BOUNDS_MESSAGE,
  isValidBox,
  LAYER_QUERY,
  paddedBox,
  polygonWkt,
  sodaQueryUrl,
  statePlaneQueryUrl,
} from '../../src/shared/layers/query';
import type { GaragesSource, SodaSource, StatePlaneSource } from '../../src/shared/layers/sources';
import { forgetLocalFiles, loadLayer } from '../../src/workers/layers/loadLayer';
import { BOX, PADDED } from './helpers/layersFixtures';
import { nyLongIsland } from './helpers/layersLcc';

const NYC = 'https://data.cityofnewyork.us/resource';
const NYS = 'https://data.ny.gov/resource';
const CURB = 'https://services6.arcgis.com/yG5s3afENB5iO9fj/ArcGIS/rest/services/Curb_Cut_2022/FeatureServer/5/query';
/** within_box(…, 40.757, -73.987, 40.751, -73.98) encoded: north, west, south, east of the padded BOX. */
const WB = '%2C%2040.757%2C%20-73.987%2C%2040.751%2C%20-73.98)';
const TAIL = '&$order=%3Aid&$limit=5000';

/** The first request of every layer over BOX, exactly as sent. Typed by layer id: a new layer must be added here. */
const FIRST_PAGE: Record<InfrastructureLayerId, string> = {
  trees: `${NYC}/hn5i-inap.geojson?$where=within_box(location${WB}${TAIL}`,
  hydrants: `${NYC}/5bgh-vtsn.geojson?$where=within_box(the_geom${WB}${TAIL}`,
  busStops: 'http://localhost/data/static/bus_stops_nyc.geojson',
  benches: `${NYC}/esmy-s8q5.geojson?$where=within_box(the_geom${WB}${TAIL}`,
  bikeLanes: `${NYC}/mzxg-pwib.geojson?$where=intersects(the_geom%2C%20'POLYGON((-73.988%2040.75%2C%20-73.979%2040.75%2C%20-73.979%2040.758%2C%20-73.988%2040.758%2C%20-73.988%2040.75))')${TAIL}`,
  bikeParking: `${NYC}/592z-n7dk.geojson?$where=within_box(the_geom${WB}${TAIL}`,
  citibikeStations: 'http://localhost/data/static/citibike_stations.geojson',
  subwayEntrances:
    `${NYS}/i9wp-a4ja.geojson?$where=within_box(entrance_georeference${WB}` +
    '&$select=entrance_georeference%2Cdivision%2Cline%2Cborough%2Cstop_name%2Ccomplex_id%2Cconstituent_station_name%2Cstation_id%2Cgtfs_stop_id' +
    '%2Cdaytime_routes%2Centrance_type%2Centry_allowed%2Cexit_allowed%2Centrance_latitude%2Centrance_longitude' +
    TAIL,
  fireLanes:
    `${NYC}/inkn-q76z.geojson?$where=intersects(the_geom%2C%20'POLYGON((-73.987%2040.751%2C%20-73.98%2040.751%2C%20-73.98%2040.757%2C%20-73.987%2040.757%2C%20-73.987%2040.751))')` +
    `%20AND%20fire_lane%3D'True'${TAIL}`,
  specialDisasterRoutes:
    `${NYC}/inkn-q76z.geojson?$where=intersects(the_geom%2C%20'POLYGON((-73.987%2040.751%2C%20-73.98%2040.751%2C%20-73.98%2040.757%2C%20-73.987%2040.757%2C%20-73.987%2040.751))')` +
    `%20AND%20special_disaster%3D'True'${TAIL}`,
  pedestrianRamps: `${NYC}/ufzp-rrqu.geojson?$where=within_box(the_geom${WB}${TAIL}`,
  parkingMeters: `${NYC}/693u-uax6.geojson?$where=within_box(location${WB}${TAIL}`,
  linknycKiosks: `${NYC}/s4kf-3yrf.json?$where=within_box(location${WB}${TAIL}`,
  publicRestrooms: `${NYC}/i7jb-7jku.geojson?$where=within_box(location${WB}${TAIL}`,
  drinkingFountains: `${NYC}/qnv7-p7a2.geojson?$where=within_box(point${WB}${TAIL}`,
  sprayShowers: `${NYC}/ckaz-6gaa.geojson?$where=within_box(point${WB}${TAIL}`,
  parksTrails: `${NYC}/vjbm-hsyr.geojson?$where=intersects(shape%2C%20'POLYGON((-73.987%2040.751%2C%20-73.98%2040.751%2C%20-73.98%2040.757%2C%20-73.987%2040.757%2C%20-73.987%2040.751))')${TAIL}`,
  parkingLots: `${NYC}/7cgt-uhhz.geojson?$where=intersects(the_geom%2C%20'POLYGON((-73.987%2040.751%2C%20-73.98%2040.751%2C%20-73.98%2040.757%2C%20-73.987%2040.757%2C%20-73.987%2040.751))')${TAIL}`,
  iceLadders: `${NYC}/eubv-y6cr.geojson?$where=within_box(the_geom${WB}${TAIL}`,
  parksSigns: `${NYC}/hv9n-xgy4.geojson?$where=within_box(point${WB}${TAIL}`,
  streetParkingSigns:
    `${NYC}/nfid-uabd.json?$where=sign_x_coord%20between%20987851.57%20and%20989791.37%20AND%20sign_y_coord%20between%20212886.49%20and%20215072.85` +
    '&$select=order_number%2Crecord_type%2Corder_type%2Cborough%2Con_street%2Con_street_suffix%2Cfrom_street%2Cfrom_street_suffix%2Cto_street' +
    '%2Cto_street_suffix%2Cside_of_street%2Corder_completed_on_date%2Csign_code%2Csign_description%2Csign_size%2Csign_design_voided_on_date' +
    '%2Csign_location%2Cdistance_from_intersection%2Carrow_direction%2Cfacing_direction%2Csheeting_type%2Csupport%2Csign_notes%2Csign_x_coord%2Csign_y_coord' +
    TAIL,
  stationEnvelopes: `${NYS}/vkng-7ivg.geojson?$where=intersects(shape%2C%20'POLYGON((-73.987%2040.751%2C%20-73.98%2040.751%2C%20-73.98%2040.757%2C%20-73.987%2040.757%2C%20-73.987%2040.751))')&$select=shape%2Cstation_name%2Cagency%2Cborough%2Cshape_id${TAIL}`,
  dcwpParkingGarages:
    `${NYC}/w7w3-xahh.json?$where=business_category%20in('Garage%20%26%20Parking%20Lot'%2C'Garage%20and%20Parking%20Lot'%2C'Garage'%2C'Parking%20Lot')` +
    '%20AND%20latitude%20between%2040.751%20and%2040.757%20AND%20longitude%20between%20-73.987%20and%20-73.98&$limit=5000',
  accessiblePedSignals: `${NYC}/de3m-c5p4.geojson?$where=within_box(the_geom${WB}&$select=the_geom%2Clocation%2Cboroname%2Cborough%2Cdate_insta%2Cpoint_x%2Cpoint_y${TAIL}`,
  curbCuts:
    `${CURB}?geometry=-73.987%2C40.751%2C-73.98%2C40.757&geometryType=esriGeometryEnvelope&inSR=4326&spatialRel=esriSpatialRelIntersects` +
    '&outFields=*&outSR=4326&f=geojson&orderByFields=OBJECTID',
};

/**
 * Every data URL the engine requests to load one layer over `box`, each answered with an empty page (the
 * views metadata some layers ask first is answered with nothing usable and left out here).
 */
async function requestedUrls(id: InfrastructureLayerId, box: BBox = BOX, garageRows = '[]'): Promise<string[]> {
  const urls: string[] = [];
  const empty = JSON.stringify({ type: 'FeatureCollection', features: [] });
  await loadLayer(LAYER_CATALOGUE[id], box, {
    signal: new AbortController().signal,
    appBase: 'http://localhost/',
    config: {},
    deps: {
      sleep: async () => {},
      fetch: async (url) => {
        if (!url.includes('/api/views/')) urls.push(url);
        return new Response(url.includes('w7w3-xahh') ? garageRows : empty);
      },
    },
  });
  return urls;
}

function sodaSource(id: InfrastructureLayerId): SodaSource {
  const s = LAYER_CATALOGUE[id].source;
  if (s.kind !== 'soda') throw new Error(`${id} is not a SODA layer`);
  return s;
}

const signsSource = LAYER_CATALOGUE.streetParkingSigns.source as StatePlaneSource;
const garagesSource = LAYER_CATALOGUE.dcwpParkingGarages.source as GaragesSource;

/** The $where of a URL, decoded. */
function whereOf(url: string): string {
  const m = /[?&]\$where=([^&]*)/.exec(url);
  if (!m) throw new Error(`no $where in ${url}`);
  return decodeURIComponent(m[1]!);
}

const WITHIN_BOX = /^within_box\((\w+), (-?[\d.]+), (-?[\d.]+), (-?[\d.]+), (-?[\d.]+)\)$/;

beforeEach(() => forgetLocalFiles());

describe('first-page URLs of the whole catalogue', () => {
  it('covers exactly the catalogue', () => {
    expect(Object.keys(LAYER_CATALOGUE).sort()).toEqual([...INFRASTRUCTURE_LAYER_IDS].sort());
    expect(Object.keys(FIRST_PAGE).sort()).toEqual(Object.keys(LAYER_CATALOGUE).sort());
  });

  for (const id of Object.keys(LAYER_CATALOGUE) as InfrastructureLayerId[]) {
    it(`${id}: requests the spec's URL first`, async () => {
      const urls = await requestedUrls(id);
      expect(urls[0]).toBe(FIRST_PAGE[id]);
      // An empty first page ends the load: one request (garages with no business rows need no footprints).
      expect(urls).toHaveLength(1);
    });

    it(`${id}: asks for at most $limit=5000 rows, and its decoded $where has the padded box in the documented order`, async () => {
      const [url] = await requestedUrls(id);
      const source = LAYER_CATALOGUE[id].source;
      if (source.kind === 'local') {
        expect(url).toMatch(/^http:\/\/localhost\/data\/static\/[\w]+\.geojson$/);
        return;
      }
      if (source.kind === 'arcgis') {
        const q = new URL(url!).searchParams;
        expect(q.get('geometry')!.split(',').map(Number)).toEqual(PADDED);
        return;
      }
      expect(url).toContain('$limit=5000');
      expect(url).not.toContain('$offset');
      const where = whereOf(url!);
      if (source.kind === 'soda' && source.spatial === 'within_box') {
        const m = WITHIN_BOX.exec(where);
        expect(m, where).not.toBeNull();
        const [, field, n, w, s, e] = m!;
        expect(field).toBe(source.geoField);
        // north, west, south, east — Socrata's documented argument order.
        expect([Number(n), Number(w), Number(s), Number(e)]).toEqual([PADDED[3], PADDED[0], PADDED[1], PADDED[2]]);
        expect(Number(n)).toBeGreaterThan(Number(s));
        expect(Number(e)).toBeGreaterThan(Number(w));
      }
    });
  }
});

describe('SODA queries', () => {
  it('trees and hydrants: within_box on the geometry column, stable order, no $select', () => {
    const trees = sodaQueryUrl(sodaSource('trees'), PADDED);
    expect(decodeURIComponent(trees)).toBe(
      'https://data.cityofnewyork.us/resource/hn5i-inap.geojson?$where=within_box(location, 40.757, -73.987, 40.751, -73.98)&$order=:id&$limit=5000',
    );
    expect(trees).not.toContain('$select');
    expect(decodeURIComponent(sodaQueryUrl(sodaSource('hydrants'), PADDED))).toBe(
      'https://data.cityofnewyork.us/resource/5bgh-vtsn.geojson?$where=within_box(the_geom, 40.757, -73.987, 40.751, -73.98)&$order=:id&$limit=5000',
    );
  });

  it('bike lanes, fire lanes and special disaster routes use intersects with a closed lon-lat POLYGON', () => {
    for (const id of ['bikeLanes', 'fireLanes', 'specialDisasterRoutes'] as const) {
      const box = paddedBox(id, BOX);
      const where = whereOf(sodaQueryUrl(sodaSource(id), box));
      const m = /^intersects\(the_geom, 'POLYGON\(\(([^)]*)\)\)'\)/.exec(where);
      expect(m, where).not.toBeNull();
      const ring = m![1]!.split(', ').map((p) => p.split(' ').map(Number));
      expect(ring).toHaveLength(5);
      expect(ring[0]).toEqual(ring[4]);
      for (const [lng, lat] of ring) {
        expect(lng).toBeLessThan(-73); // longitude first
        expect(lat).toBeGreaterThan(40);
      }
      const lngs = ring.map((p) => p[0]!);
      const lats = ring.map((p) => p[1]!);
      expect([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]).toEqual(
        box.map((v) => Number(v.toFixed(7))),
      );
    }
    expect(polygonWkt(PADDED)).toBe(
      'POLYGON((-73.987 40.751, -73.98 40.751, -73.98 40.757, -73.987 40.757, -73.987 40.751))',
    );
  });

  it('filters fire lanes and special disaster routes on their flags, and nothing else', () => {
    expect(whereOf(sodaQueryUrl(sodaSource('fireLanes'), PADDED))).toMatch(/\) AND fire_lane='True'$/);
    expect(whereOf(sodaQueryUrl(sodaSource('specialDisasterRoutes'), PADDED))).toMatch(
      /\) AND special_disaster='True'$/,
    );
    expect(whereOf(sodaQueryUrl(sodaSource('bikeLanes'), PADDED))).not.toContain(' AND ');
    expect(whereOf(sodaQueryUrl(sodaSource('hydrants'), PADDED))).not.toContain(' AND ');
  });

  it('selects the geometry column first, once, for subway entrances, APS and station envelopes', () => {
    const selectOf = (url: string) => decodeURIComponent(/\$select=([^&]*)/.exec(url)![1]!).split(',');
    const subway = selectOf(sodaQueryUrl(sodaSource('subwayEntrances'), PADDED));
    expect(subway[0]).toBe('entrance_georeference');
    expect(subway).toContain('entrance_latitude');
    expect(subway).toContain('entrance_longitude');
    const aps = selectOf(sodaQueryUrl(sodaSource('accessiblePedSignals'), PADDED));
    expect(aps).toEqual(['the_geom', 'location', 'boroname', 'borough', 'date_insta', 'point_x', 'point_y']);
    expect(selectOf(sodaQueryUrl(sodaSource('stationEnvelopes'), PADDED))).toEqual([
      'shape',
      'station_name',
      'agency',
      'borough',
      'shape_id',
    ]);
    for (const list of [subway, aps]) expect(new Set(list).size).toBe(list.length);
    // A select list that already names the geometry column does not repeat it.
    const dup: SodaSource = { ...sodaSource('hydrants'), select: ['unitid', 'the_geom', 'status'] };
    expect(selectOf(sodaQueryUrl(dup, PADDED))).toEqual(['the_geom', 'unitid', 'status']);
  });

  it('queries the NY State portal for subway entrances and station envelopes, JSON rows for kiosks', () => {
    expect(sodaQueryUrl(sodaSource('subwayEntrances'), PADDED)).toMatch(
      /^https:\/\/data\.ny\.gov\/resource\/i9wp-a4ja\.geojson\?/,
    );
    expect(sodaQueryUrl(sodaSource('stationEnvelopes'), PADDED)).toMatch(
      /^https:\/\/data\.ny\.gov\/resource\/vkng-7ivg\.geojson\?/,
    );
    expect(decodeURIComponent(sodaQueryUrl(sodaSource('linknycKiosks'), PADDED))).toBe(
      'https://data.cityofnewyork.us/resource/s4kf-3yrf.json?$where=within_box(location, 40.757, -73.987, 40.751, -73.98)&$order=:id&$limit=5000',
    );
  });

  it('asks for page 2 with $offset under the same order', () => {
    const url = sodaQueryUrl(sodaSource('trees'), PADDED, 5000);
    expect(url).toBe(`${FIRST_PAGE.trees}&$offset=5000`);
    expect(sodaQueryUrl(sodaSource('trees'), PADDED, 0)).toBe(FIRST_PAGE.trees);
    expect(statePlaneQueryUrl(signsSource, PADDED, 10000)).toBe(`${FIRST_PAGE.streetParkingSigns}&$offset=10000`);
  });
});

describe('parking signs in state-plane feet', () => {
  it('queries the padded box converted to EPSG:2263, all four corners considered', () => {
    const where = whereOf(statePlaneQueryUrl(signsSource, PADDED));
    expect(where).toBe('sign_x_coord between 987851.57 and 989791.37 AND sign_y_coord between 212886.49 and 215072.85');
    const [, x0, x1, y0, y1] =
      /^sign_x_coord between ([\d.]+) and ([\d.]+) AND sign_y_coord between ([\d.]+) and ([\d.]+)$/
        .exec(where)!
        .map(Number);
    // Independent LCC: the corners' extremes, to the hundredth of a foot.
    const [w, s, e, n] = PADDED;
    const corners = [
      nyLongIsland.forward(w, s),
      nyLongIsland.forward(e, s),
      nyLongIsland.forward(e, n),
      nyLongIsland.forward(w, n),
    ];
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    expect(Math.abs(x0! - Math.min(...xs))).toBeLessThanOrEqual(0.006);
    expect(Math.abs(x1! - Math.max(...xs))).toBeLessThanOrEqual(0.006);
    expect(Math.abs(y0! - Math.min(...ys))).toBeLessThanOrEqual(0.006);
    expect(Math.abs(y1! - Math.max(...ys))).toBeLessThanOrEqual(0.006);
    // Meridians converge northward: the western edge reaches furthest west at the north corner,
    // so a south-west/north-east-only conversion would start x at 987851.89.
    expect(Math.min(...xs)).toBeCloseTo(nyLongIsland.forward(w, n)[0], 6);
    expect(nyLongIsland.forward(w, s)[0] - x0!).toBeGreaterThan(0.3);
  });

  it('selects the sign fields as JSON rows from nfid-uabd', () => {
    const url = statePlaneQueryUrl(signsSource, PADDED);
    expect(url.startsWith('https://data.cityofnewyork.us/resource/nfid-uabd.json?')).toBe(true);
    const select = decodeURIComponent(/\$select=([^&]*)/.exec(url)![1]!).split(',');
    expect(select).toContain('sign_x_coord');
    expect(select).toContain('sign_y_coord');
    expect(select).toContain('sign_description');
  });
});

describe('licensed garages', () => {
  it('finds the business rows by every category value garages have been seen with, and a latitude/longitude range, selecting no columns by name', () => {
    const url = garageBusinessUrl(garagesSource, PADDED);
    expect(url).toBe(FIRST_PAGE.dcwpParkingGarages);
    expect(whereOf(url)).toBe(
      "business_category in('Garage & Parking Lot','Garage and Parking Lot','Garage','Parking Lot') AND latitude between 40.751 and 40.757 AND longitude between -73.987 and -73.98",
    );
    // The licence dataset renamed its address columns; a $select naming an old one would fail the request.
    expect(url).not.toContain('$select');
    // The ampersand of the category is escaped, or it would cut the query string.
    expect(url).toContain('Garage%20%26%20Parking%20Lot');
  });

  it('requests footprints (5zhs-2jue) 100 BINs at a time: 250 BINs → 3 URLs of 100/100/50', () => {
    const bins = Array.from({ length: 250 }, (_, i) => String(1000000 + i));
    const urls = footprintUrls(garagesSource, bins);
    expect(urls).toHaveLength(3);
    const chunks = urls.map((u) => {
      expect(u.startsWith('https://data.cityofnewyork.us/resource/5zhs-2jue.geojson?$where=')).toBe(true);
      expect(u.endsWith('&$limit=5000')).toBe(true);
      const m = /^bin in\((.*)\)$/.exec(whereOf(u));
      expect(m).not.toBeNull();
      return m![1]!.split(',').map((b) => b.replace(/^'|'$/g, ''));
    });
    expect(chunks.map((c) => c.length)).toEqual([100, 100, 50]);
    expect(chunks.flat()).toEqual(bins);
    expect(chunks[2]![0]).toBe('1000200');
    expect(footprintUrls(garagesSource, ['1015862', '1015863'])).toEqual([
      "https://data.cityofnewyork.us/resource/5zhs-2jue.geojson?$where=bin%20in('1015862'%2C'1015863')&$limit=5000",
    ]);
    expect(footprintUrls(garagesSource, [])).toEqual([]);
  });

  it('the engine asks for the footprints of the business rows it found', async () => {
    const rows = JSON.stringify([
      { bin: '1015862', business_name: 'ICON PARKING' },
      { bin: '1015863' },
      { bin: '1015862' },
      { bin: 'N/A' },
    ]);
    const urls = await requestedUrls('dcwpParkingGarages', BOX, rows);
    expect(urls).toEqual([
      FIRST_PAGE.dcwpParkingGarages,
      "https://data.cityofnewyork.us/resource/5zhs-2jue.geojson?$where=bin%20in('1015862'%2C'1015863')&$limit=5000",
    ]);
  });
});

describe('curb cuts (ArcGIS)', () => {
  it('sends an envelope query in WGS84 asking for GeoJSON and every field', () => {
    const url = curbCutsUrl(PADDED);
    expect(url).toBe(FIRST_PAGE.curbCuts);
    const q = new URL(url).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      geometry: '-73.987,40.751,-73.98,40.757',
      geometryType: 'esriGeometryEnvelope',
      inSR: '4326',
      spatialRel: 'esriSpatialRelIntersects',
      outFields: '*',
      outSR: '4326',
      f: 'geojson',
      orderByFields: 'OBJECTID',
    });
  });

  it('pages with resultOffset under the same order on every page, the first too', () => {
    expect(curbCutsUrl(PADDED, 2000)).toBe(`${FIRST_PAGE.curbCuts}&resultOffset=2000`);
    expect(curbCutsUrl(PADDED, 0)).not.toContain('resultOffset');
    for (const offset of [0, 2000, 4000])
      expect(new URL(curbCutsUrl(PADDED, offset)).searchParams.get('orderByFields')).toBe('OBJECTID');
  });
});

describe('padding, rounding and box checks', () => {
  it('pads by 0.001° (0.002° for bike lanes)', () => {
    expect(LAYER_QUERY.rowLimit).toBe(5000);
    const p = paddedBox('trees', BOX);
    expect(p[0]).toBeCloseTo(-73.987, 12);
    expect(p[1]).toBeCloseTo(40.751, 12);
    expect(p[2]).toBeCloseTo(-73.98, 12);
    expect(p[3]).toBeCloseTo(40.757, 12);
    const b = paddedBox('bikeLanes', BOX);
    expect(b[0]).toBeCloseTo(-73.988, 12);
    expect(b[1]).toBeCloseTo(40.75, 12);
    expect(b[2]).toBeCloseTo(-73.979, 12);
    expect(b[3]).toBeCloseTo(40.758, 12);
    for (const id of INFRASTRUCTURE_LAYER_IDS.filter((i) => i !== 'bikeLanes')) {
      expect(paddedBox(id, BOX).map((v) => v.toFixed(9))).toEqual(p.map((v) => v.toFixed(9)));
    }
  });

  it('gives a point focus (an empty box) room to find something', () => {
    const where = whereOf(sodaQueryUrl(sodaSource('hydrants'), paddedBox('hydrants', [-73.98, 40.75, -73.98, 40.75])));
    expect(where).toBe('within_box(the_geom, 40.751, -73.981, 40.749, -73.979)');
  });

  it('coord() writes seven decimals at most, without floating-point tails', () => {
    expect(coord(40.758000000000004)).toBe('40.758');
    expect(coord(40.756 + 0.001)).toBe('40.757');
    expect(coord(-73.981 + 0.001)).toBe('-73.98');
    expect(coord(12.123456789)).toBe('12.1234568');
    expect(coord(-73.98765432)).toBe('-73.9876543');
    expect(coord(40)).toBe('40');
    expect(coord(0.00000001)).toBe('0');
    expect(coord(-0.00000004)).toBe('0');
  });

  it('isValidBox accepts ordered finite boxes on the globe only', () => {
    expect(isValidBox(BOX)).toBe(true);
    expect(isValidBox([-73.98, 40.75, -73.98, 40.75])).toBe(true);
    expect(isValidBox([-180, -90, 180, 90])).toBe(true);
    expect(isValidBox([NaN, 40.75, -73.98, 40.76])).toBe(false);
    expect(isValidBox([-73.99, 40.75, Infinity, 40.76])).toBe(false);
    expect(isValidBox([-73.99, 40.75, -73.98])).toBe(false);
    expect(isValidBox([-73.99, 40.75, -73.98, 40.76, 1])).toBe(false);
    expect(isValidBox([-73.98, 40.75, -73.99, 40.76])).toBe(false); // west > east
    expect(isValidBox([-73.99, 40.76, -73.98, 40.75])).toBe(false); // south > north
    expect(isValidBox([-181, 40.75, -73.98, 40.76])).toBe(false);
    expect(isValidBox([-73.99, 40.75, -73.98, 91])).toBe(false);
  });

  it('refuses an invalid box before any request', async () => {
    let calls = 0;
    const ctx = {
      signal: new AbortController().signal,
      appBase: 'http://localhost/',
      config: {},
      deps: {
        sleep: async () => {},
        fetch: async () => {
          calls++;
          return new Response('[]');
        },
      },
    };
    await expect(loadLayer(LAYER_CATALOGUE.hydrants, [NaN, 40.75, -73.98, 40.76], ctx)).rejects.toThrow(
      INVALID_BOUNDS_MESSAGE,
    );
    await expect(loadLayer(LAYER_CATALOGUE.hydrants, [-73.98, 40.76, -73.99, 40.75], ctx)).rejects.toThrow(
      'Invalid geometry bounds',
    );
    expect(calls).toBe(0);
  });
});
