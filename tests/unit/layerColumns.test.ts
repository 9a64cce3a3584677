/**
 * Layers whose query depends on the dataset's published columns (src/shared/layers/schema.ts): the
 * restrooms' and fountains' disputed geometry names, the centreline's unconfirmed fire-lane and
 * disaster-route flags. Each answer the real service might give is tried: the column under one name or
 * the other, as a checkbox or as text, or not there at all; and the views metadata not answering.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createOpenDataStandIn, type DatasetStore, type Row } from '../../scripts/open-data-standin/index';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import type { InfrastructureLayerId } from '../../src/shared/layers/ids';
import { fitToColumns, MissingFieldError, needsColumns, readViewColumns } from '../../src/shared/layers/schema';
import type { SodaSource } from '../../src/shared/layers/sources';
import { asUnpublished, RECOMMENDED_LAYER_IDS, UnpublishedDataError } from '../../src/shared/layers/unpublished';
import type { FetchFn } from '../../src/workers/net/fetchAnswer';
import { forgetLocalFiles, loadLayer } from '../../src/workers/layers/loadLayer';
import { BOX } from './helpers/layersFixtures';
import { readFileSync } from 'node:fs';

const NYC = 'data.cityofnewyork.us';
const inside = (dx = 0) => ({ type: 'Point', coordinates: [-73.9835 + dx, 40.754] });
const line = (dy = 0) => ({
  type: 'MultiLineString',
  coordinates: [
    [
      [-73.986, 40.754 + dy],
      [-73.981, 40.754 + dy],
    ],
  ],
});

function engine(datasets: Record<string, { geoField: string; columns: Record<string, string>; rows: Row[] }>) {
  const store: DatasetStore = { soda: { [NYC]: datasets }, arcgis: {} };
  const standIn = createOpenDataStandIn(store);
  const urls: string[] = [];
  let viewsAnswer = true;
  const fetch: FetchFn = async (url, init) => {
    urls.push(url);
    if (url.includes('/api/views/') && !viewsAnswer) throw new TypeError('Failed to fetch');
    const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') });
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(answer.body, { status: answer.status });
  };
  const load = (id: InfrastructureLayerId) =>
    loadLayer(LAYER_CATALOGUE[id], BOX, {
      signal: new AbortController().signal,
      deps: { fetch, sleep: async () => undefined },
      config: {},
      appBase: 'http://localhost/',
    });
  return { load, urls, silenceViews: () => (viewsAnswer = false) };
}

const views = (urls: string[]) => urls.filter((u) => u.includes('/api/views/'));
const data = (urls: string[]) => urls.filter((u) => u.includes('/resource/'));

beforeEach(() => forgetLocalFiles());

describe('the published columns', () => {
  it('are read from a real views answer, without the hidden meta_data columns', () => {
    const fixture = JSON.parse(
      readFileSync(new URL('../fixtures/open-data/views/7yq2-hq9c.json', import.meta.url), 'utf8'),
    ) as { view: unknown };
    const columns = readViewColumns(fixture.view)!;
    expect(columns.get('geocoded_column')).toBe('location');
    expect(columns.get('latitude')).toBe('number');
    expect(columns.has(':id')).toBe(false);
    expect(readViewColumns({ error: true, message: 'nope' })).toBeNull();
  });

  it('are asked only by layers that depend on them', () => {
    const asking = Object.values(LAYER_CATALOGUE)
      .filter((d) => d.source.kind === 'soda' && needsColumns(d.source))
      .map((d) => d.id);
    expect(asking.sort()).toEqual(['drinkingFountains', 'fireLanes', 'publicRestrooms', 'specialDisasterRoutes']);
  });

  it('fit the query: the geometry name the dataset has, within_box for a legacy Location, a boolean for a checkbox', () => {
    const restrooms = LAYER_CATALOGUE.publicRestrooms.source as SodaSource;
    const older = fitToColumns(restrooms, new Map([['location_1', 'point']]));
    expect([older.geoField, older.spatial]).toEqual(['location_1', 'within_box']);
    const fire = LAYER_CATALOGUE.fireLanes.source as SodaSource;
    const columns = (type: string) =>
      new Map([
        ['the_geom', 'multiline'],
        ['fire_lane', type],
      ]);
    expect(fitToColumns(fire, columns('checkbox')).filter).toMatchObject({ asBoolean: true });
    expect(fitToColumns(fire, columns('text')).filter).toMatchObject({ asBoolean: false });
    expect(() => fitToColumns(fire, new Map([['the_geom', 'multiline']]))).toThrow(MissingFieldError);
    expect(fitToColumns(fire, null)).toBe(fire);
  });
});

describe('loading against each answer the service might give', () => {
  it('restrooms: the geometry is `location` (a legacy Location): placed by its own coordinates; views asked once', async () => {
    const rows: Row[] = [
      {
        facility_name: 'A',
        location: { latitude: '40.754', longitude: '-73.9835' },
        latitude: '40.754',
        longitude: '-73.9835',
      },
      { facility_name: 'B', location: { latitude: '40.7545', longitude: '-73.983' } },
    ];
    const { load, urls } = engine({
      'i7jb-7jku': { geoField: 'location', columns: { facility_name: 'text', location: 'location' }, rows },
    });
    const loaded = await load('publicRestrooms');
    expect(loaded.features.map((f) => f.geometry.coordinates)).toEqual([
      [-73.9835, 40.754],
      [-73.983, 40.7545],
    ]);
    forgetLocalFiles();
    await load('publicRestrooms');
    expect(views(urls)).toHaveLength(2);
    expect(decodeURIComponent(data(urls)[0]!)).toContain('within_box(location,');
  });

  it('restrooms: the geometry is `location_1` (a point): the older name is asked', async () => {
    const { load, urls } = engine({
      'i7jb-7jku': {
        geoField: 'location_1',
        columns: { facility_name: 'text', location_1: 'point' },
        rows: [{ facility_name: 'A', location_1: inside() }],
      },
    });
    expect((await load('publicRestrooms')).features).toHaveLength(1);
    expect(decodeURIComponent(data(urls)[0]!)).toContain('within_box(location_1,');
  });

  it('fountains: `point` today, `the_geom` in the original app: whichever the dataset has', async () => {
    for (const geo of ['point', 'the_geom']) {
      forgetLocalFiles();
      const { load } = engine({
        'qnv7-p7a2': { geoField: geo, columns: { [geo]: 'point' }, rows: [{ [geo]: inside() }] },
      });
      expect((await load('drinkingFountains')).features, geo).toHaveLength(1);
    }
  });

  it('fire lanes: a checkbox flag is compared as a boolean, a text flag as text', async () => {
    for (const [type, yes, no] of [
      ['checkbox', true, false],
      ['text', 'True', 'False'],
    ] as const) {
      forgetLocalFiles();
      const { load, urls } = engine({
        'inkn-q76z': {
          geoField: 'the_geom',
          columns: { the_geom: 'multiline', full_street_name: 'text', fire_lane: type },
          rows: [
            { the_geom: line(), full_street_name: 'WEST 42 STREET', fire_lane: yes },
            { the_geom: line(0.0005), full_street_name: 'WEST 43 STREET', fire_lane: no },
          ],
        },
      });
      const loaded = await load('fireLanes');
      expect(
        loaded.features.map((f) => f.properties.full_street_name),
        type,
      ).toEqual(['WEST 42 STREET']);
      expect(decodeURIComponent(data(urls)[0]!)).toContain(
        type === 'checkbox' ? 'fire_lane = true' : "fire_lane='True'",
      );
    }
  });

  it('special disaster routes: a dataset without the flag says the city publishes none, in its words, and its rows are never asked', async () => {
    const { load, urls } = engine({
      'inkn-q76z': { geoField: 'the_geom', columns: { the_geom: 'multiline' }, rows: [{ the_geom: line() }] },
    });
    const failure = load('specialDisasterRoutes');
    await expect(failure).rejects.toBeInstanceOf(UnpublishedDataError);
    await expect(failure).rejects.toThrow("SPECIALDISASTER is 'a reserved placeholder for future data'");
    expect(data(urls)).toEqual([]);
  });

  it('an unpublished column is only the expected one: another missing field of the same layer stays an error', () => {
    const other = new MissingFieldError('inkn-q76z', ['the_geom']);
    expect(asUnpublished('fireLanes', other)).toBe(other);
    expect(asUnpublished('fireLanes', new MissingFieldError('inkn-q76z', ['fire_lane']))).toBeInstanceOf(
      UnpublishedDataError,
    );
    const hydrants = new MissingFieldError('5bgh-vtsn', ['the_geom']);
    expect(asUnpublished('hydrants', hydrants)).toBe(hydrants);
    expect(RECOMMENDED_LAYER_IDS).toHaveLength(23);
    expect(RECOMMENDED_LAYER_IDS).not.toContain('fireLanes');
    expect(RECOMMENDED_LAYER_IDS).not.toContain('specialDisasterRoutes');
  });

  it('when the views metadata cannot be had, the query goes out as written and its answer speaks', async () => {
    const { load, urls, silenceViews } = engine({
      'qnv7-p7a2': { geoField: 'point', columns: { point: 'point' }, rows: [{ point: inside() }] },
    });
    silenceViews();
    await expect(load('drinkingFountains')).resolves.toMatchObject({ features: [expect.anything()] });
    expect(views(urls)).toHaveLength(1);
  });

  it('rows that arrive with no readable location are named, never shown as an empty layer', async () => {
    // What a legacy Location geometry looks like in GeoJSON: rows matched, none with a geometry.
    const rows = [{ type: 'Feature', geometry: null, properties: { unitid: 'H1' } }];
    const fetch: FetchFn = async () => new Response(JSON.stringify({ type: 'FeatureCollection', features: rows }));
    await expect(
      loadLayer(LAYER_CATALOGUE.hydrants, BOX, {
        signal: new AbortController().signal,
        deps: { fetch, sleep: async () => undefined },
        config: {},
        appBase: 'http://localhost/',
      }),
    ).rejects.toThrow(
      "The city's answer had 1 row, none with a usable location (read from the_geom or latitude/longitude)",
    );
  });
});
