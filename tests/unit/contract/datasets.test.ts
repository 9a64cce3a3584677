/**
 * Contract tests over the recorded real answers (tests/fixtures/open-data), one block per dataset the
 * app reads, each naming its source. Each block holds the dataset to every field the app reads
 * (src/shared/layers/fieldsRead.ts, derived from the reading code): the field is in the recorded
 * columns with a type the app can use, or the recording says why it is unconfirmed. Then the app's real
 * parsing code reads rows in those columns (the recorded rows where a source recorded some, else rows
 * placed in the recorded columns only), through the open-data stand-in with the app's own requests: the
 * layer's normaliser, the permit-area parser, the centreline's node derivation and search, the zone
 * creator's width. A field the app reads that is absent or empty fails here.
 */
import { describe, expect, it } from 'vitest';
import { createOpenDataStandIn, type DatasetStore, type Row } from '../../../scripts/open-data-standin/index';
import { cityParksCollection, pageFeatures } from '../../../src/shared/cityData/cityParks';
import { parksPageUrl, rowsUpdatedDate } from '../../../src/shared/cityData/parksQuery';
import { parseAreaCollection } from '../../../src/shared/geography/parseAreas';
import { bboxOf, padBBox, type BBox } from '../../../src/shared/geometry/bbox';
import { cellSegmentsUrl, CENTRELINE_NAME, nameHasWord } from '../../../src/shared/intersections/centrelineQuery';
import { IntersectionCollector, CENTERLINE_NAME_FALLBACKS } from '../../../src/shared/intersections/deriveNodes';
import { LAYER_CATALOGUE, type GeometryClass, type LayerDef } from '../../../src/shared/layers/catalogue';
import { datasetsRead, type DatasetRead, type FieldRead } from '../../../src/shared/layers/fieldsRead';
import { readAnswer } from '../../../src/shared/layers/normalise/answer';
import { CURB_CUT_FIELD } from '../../../src/shared/layers/normalise/properties';
import { popupRows } from '../../../src/shared/layers/popup';
import { sodaQueryUrl } from '../../../src/shared/layers/query';
import { readViewColumns } from '../../../src/shared/layers/schema';
import { UNPUBLISHED_COLUMNS } from '../../../src/shared/layers/unpublished';
import { CURB_CUTS_URL, OPEN_DATA_HOSTS } from '../../../src/shared/layers/sources';
import { statePlaneToLngLat } from '../../../src/shared/layers/statePlane';
import { acceptFor } from '../../../src/shared/net/openDataRequest';
import { CENTRELINE_SOURCE, readCentreLines } from '../../../src/shared/zoneCreator/streetWidths';
import type { FetchFn } from '../../../src/workers/net/fetchAnswer';
import { forgetLocalFiles, loadLayer } from '../../../src/workers/layers/loadLayer';
import {
  recordedCurbCuts,
  recordedDatasets,
  recordedView,
  shapedRow,
  sourceLabel,
  standInDataset,
  type Recorded,
} from './recorded';

const RECORDED = recordedDatasets();
const READS = datasetsRead();
const HOST_NAME = { nyc: new URL(OPEN_DATA_HOSTS.nyc).host, nys: new URL(OPEN_DATA_HOSTS.nys).host } as const;
const BOX: BBox = [-73.986, 40.752, -73.981, 40.756];

const keyOf = (read: DatasetRead) => (read.host === 'arcgis' ? 'arcgis' : `${HOST_NAME[read.host]}/${read.dataset}`);

/** Which of a field's names the recording has, with its type; null when none. */
function found(recorded: Recorded, field: FieldRead): { name: string; type: string | null } | null {
  for (const name of field.names) {
    const c = recorded.columns.find((col) => col.fieldName === name);
    if (c) return { name, type: c.dataTypeName };
  }
  if (field.names.length === 0 && field.types) {
    const c = recorded.columns.find((col) => col.dataTypeName !== null && field.types!.includes(col.dataTypeName));
    if (c) return { name: c.fieldName, type: c.dataTypeName };
  }
  return null;
}

/** The layers of the catalogue that read a dataset. */
function layersReading(read: DatasetRead): LayerDef[] {
  return Object.values(LAYER_CATALOGUE).filter((def) => {
    const s = def.source;
    if (read.host === 'arcgis') return s.kind === 'arcgis';
    return (s.kind === 'soda' || s.kind === 'statePlane') && s.host === read.host && s.dataset === read.dataset;
  });
}

function loader(store: DatasetStore) {
  const standIn = createOpenDataStandIn(store);
  const fetch: FetchFn = async (url, init) => {
    const answer = standIn(url, { accept: new Headers(init.headers).get('Accept') });
    if (!answer) throw new TypeError(`not served: ${url}`);
    return new Response(answer.body, { status: answer.status });
  };
  return (def: LayerDef, box: BBox = BOX) => {
    forgetLocalFiles();
    return loadLayer(def, box, {
      signal: new AbortController().signal,
      deps: { fetch, sleep: async () => undefined },
      config: {},
      appBase: 'http://localhost/',
    });
  };
}

/** The names the layer reads as its geometry, and its class: what a shaped row puts there. */
function geometryRead(def: LayerDef): { columns: string[]; cls: GeometryClass } {
  const s = def.source;
  return { columns: s.kind === 'soda' ? [s.geoField, ...(s.geoFieldAlternatives ?? [])] : [], cls: def.geometry };
}

/** Every point of a row the layer could be placed by, for the box the test asks. */
function rowPoint(row: Row, def: LayerDef): [number, number] | null {
  const s = def.source;
  if (s.kind === 'statePlane') return statePlaneToLngLat(Number(row[s.xField]), Number(row[s.yField]));
  if (s.kind !== 'soda') return null;
  const g = row[s.geoField] as { type?: string; coordinates?: number[] } | undefined;
  if (g?.type === 'Point' && g.coordinates) return [g.coordinates[0]!, g.coordinates[1]!];
  if (s.latField && s.lngField && row[s.latField] !== undefined)
    return [Number(row[s.lngField]), Number(row[s.latField])];
  return null;
}

/** The rows a layer is read over: the recorded ones, else two placed in the recorded columns. */
function rowsFor(recorded: Recorded, def: LayerDef): { rows: Row[]; box: BBox; recordedRows: boolean } {
  if (recorded.rows?.length) {
    const rows = recorded.rows.map((r) => ({ ...r }));
    // LinkNYC's location is a legacy Location (its CSV writes it '(lat, lon)'); its JSON form, as
    // Socrata documents the type, is made from the row's own latitude and longitude.
    if (recorded.dataset === 's4kf-3yrf')
      for (const r of rows) r.location = { latitude: r.latitude, longitude: r.longitude, human_address: '{}' };
    const points = rows.map((r) => rowPoint(r, def)).filter((p): p is [number, number] => p !== null);
    return { rows, box: padBBox(bboxOf(points), 0.0005), recordedRows: true };
  }
  const geometry = geometryRead(def);
  return { rows: [0, 1].map((i) => shapedRow(recorded, {}, i, geometry)), box: BOX, recordedRows: false };
}

describe.each(READS.filter((r) => r.host !== 'arcgis').map((r) => [keyOf(r), r] as const))('%s', (key, read) => {
  const recorded = RECORDED.get(key);

  it(`is recorded: ${recorded ? `${recorded.title} — ${sourceLabel(recorded.sources)}` : 'MISSING'}`, () => {
    expect(recorded, `no recorded answer for ${key} in tests/fixtures/open-data`).toBeDefined();
  });
  if (!recorded) return;

  it(`publishes every field ${read.readers.join(', ')} read${read.readers.length > 1 ? '' : 's'}, or says why not`, () => {
    for (const field of read.fields) {
      const hit = found(recorded, field);
      const label = `${field.names.join(' / ') || field.types!.join('|')} (${field.use})`;
      if (hit) {
        if (hit.type && field.types) expect(field.types, `${label}: recorded as ${hit.type}`).toContain(hit.type);
        continue;
      }
      // Not in the recording: only acceptable when it says why, for every name the app tries.
      const said = field.names.filter((n) => recorded.unconfirmed?.[n]);
      expect(said.length > 0 || !recorded.complete, `${label} is in no recorded column and unexplained`).toBe(true);
      if (recorded.complete) continue;
      expect(said, `${label}: absent from a partial recording, and the recording does not say so`).not.toEqual([]);
    }
  });

  for (const def of layersReading(read)) {
    const s = def.source;
    const filter = s.kind === 'soda' ? s.filter : undefined;
    const missingFilter = filter && !recorded.columns.some((c) => c.fieldName === filter.field);
    it(
      missingFilter
        ? `${def.name}: the layer names ${filter.field}, which the recording lacks, instead of failing or showing 0`
        : `${def.name}: the normaliser places every row and reads each field it shows`,
      async () => {
        const { rows, box, recordedRows } = rowsFor(recorded, def);
        const store: DatasetStore = {
          soda: {
            [HOST_NAME[s.kind === 'soda' || s.kind === 'statePlane' ? s.host : 'nyc']]: {
              [read.dataset]: standInDataset(recorded, rows, geometryRead(def)),
            },
          },
          arcgis: {},
        };
        const load = loader(store);
        if (missingFilter) {
          // A column the city is known not to publish is said in its words; any other is named as missing.
          const unpublished = UNPUBLISHED_COLUMNS[def.id];
          await expect(load(def, box)).rejects.toThrow(
            unpublished?.field === filter.field ? unpublished.text : `has no field ${filter.field}`,
          );
          return;
        }
        const loaded = await load(def, box);
        expect(loaded.features, recordedRows ? 'the recorded rows' : 'the shaped rows').toHaveLength(rows.length);
        expect(loaded.dropped).toBe(0);
        // Every popup row the dataset can fill is filled.
        const row = rows[0]!;
        for (const p of def.popup ?? []) {
          if (!p.keys.some((k) => row[k] !== undefined && row[k] !== null && row[k] !== '')) continue;
          expect(
            popupRows(def, loaded.features[0]!.properties).map((r) => r.label),
            p.label,
          ).toContain(p.label);
        }
        // And the normalised fields the spec names come out non-empty from the real columns.
        const normalised: Record<string, string[]> = {
          parkingMeters: [
            'on_street',
            'meter_number',
            'status',
            'meter_hours',
            'side_of_street',
            'from_street',
            'to_street',
          ],
          linknycKiosks: ['kiosk_id', 'kiosk_type', 'status', 'address', 'cross_streets', 'borough', 'neighborhood'],
          streetParkingSigns: [
            'order_number',
            'on_street',
            'from_street',
            'to_street',
            'side_of_street',
            'sign_description',
          ],
        };
        for (const name of normalised[def.id] ?? [])
          expect(loaded.features[0]!.properties[name], `${def.id}: ${name}`).toMatch(/\S/);
      },
    );
  }

  if (read.dataset === 'c5vm-g2dk')
    it("Permit areas: the city's page parses into named areas with their permit codes", () => {
      const rows = [0, 1].map((i) =>
        shapedRow(recorded, { system: `M00${i + 1}-A`, name: `Area ${i + 1}`, borough: 'M' }, i, {
          columns: ['multipolygon'],
          cls: 'polygon',
        }),
      );
      const store: DatasetStore = {
        soda: { [HOST_NAME.nyc]: { [read.dataset]: standInDataset(recorded, rows) } },
        arcgis: {},
      };
      const url = parksPageUrl(0);
      const answer = createOpenDataStandIn(store)(url, { accept: acceptFor(url) })!;
      expect(answer.status, answer.body).toBe(200);
      const parsed = parseAreaCollection(cityParksCollection(pageFeatures(JSON.parse(answer.body))), 'parks');
      expect(parsed.records.map((r) => [r.system, r.name])).toEqual([
        ['M001-A', 'Area 1'],
        ['M002-A', 'Area 2'],
      ]);
      expect(parsed.records[0]!.props).toMatchObject({ propertyname: 'propertyname 1', gispropnum: 'gispropnum 1' });
    });

  if (read.dataset === 'inkn-q76z') {
    // Two blocks of 7 AVENUE and one of WEST 42 STREET meeting at one node, in the recorded columns.
    const node: [number, number] = [-73.9835, 40.754];
    const seg = (a: [number, number], b: [number, number]) => ({ type: 'MultiLineString', coordinates: [[a, b]] });
    const rows = [
      shapedRow(
        recorded,
        {
          the_geom: seg([-73.984, 40.7535], node),
          full_street_name: '7 AVENUE',
          streetwidth: '60',
          number_total_lanes: '5',
        },
        0,
      ),
      shapedRow(
        recorded,
        {
          the_geom: seg(node, [-73.983, 40.7545]),
          full_street_name: '7 AVENUE',
          streetwidth: '60',
          number_total_lanes: '5',
        },
        1,
      ),
      shapedRow(
        recorded,
        {
          the_geom: seg(node, [-73.9845, 40.7545]),
          full_street_name: 'WEST 42 STREET',
          streetwidth: '34',
          number_total_lanes: '3',
        },
        2,
      ),
    ];
    const store: DatasetStore = {
      soda: { [HOST_NAME.nyc]: { [read.dataset]: standInDataset(recorded, rows) } },
      arcgis: {},
    };
    const ask = (url: string) => {
      const answer = createOpenDataStandIn(store)(url, { accept: acceptFor(url) })!;
      expect(answer.status, answer.body).toBe(200);
      return JSON.parse(answer.body) as unknown;
    };

    it('Intersections: a cell of segments derives the node where the two streets meet, named by both', () => {
      const cell = { key: 'c', box: [-73.99, 40.75, -73.98, 40.76] as BBox };
      const collector = new IntersectionCollector([CENTRELINE_NAME, ...CENTERLINE_NAME_FALLBACKS]);
      collector.add(pageFeatures(ask(cellSegmentsUrl(cell))));
      const nodes = collector.toCollection().features;
      expect(nodes.map((f) => [f.properties?.FSN_1, f.properties?.FSN_2])).toEqual([['7 AVENUE', 'WEST 42 STREET']]);
    });

    it('Intersections: the street search finds 7 AVENUE by its number as a word', () => {
      const url = `https://data.cityofnewyork.us/resource/inkn-q76z.geojson?$where=${encodeURIComponent(nameHasWord('7'))}`;
      expect(pageFeatures(ask(url)).map((f) => f.properties[CENTRELINE_NAME])).toEqual(['7 AVENUE', '7 AVENUE']);
    });

    it("Zone creator: reads each block's curb-to-curb width (streetwidth) and lanes", () => {
      const lines = readCentreLines(readAnswer(ask(sodaQueryUrl(CENTRELINE_SOURCE, BOX))).features);
      expect(lines.map((l) => [l.widthFt, l.lanes])).toEqual([
        [60, 5],
        [60, 5],
        [34, 3],
      ]);
    });
  }
});

describe(`Curb cuts (ArcGIS Curb_Cut_2022 layer 5) — ${sourceLabel(recordedCurbCuts().sources)}`, () => {
  const recorded = recordedCurbCuts();
  const read = READS.find((r) => r.host === 'arcgis')!;

  it('publishes every field the Curb Cuts layer reads, or says why not', () => {
    for (const field of read.fields) {
      const hit = field.names.some((n) => recorded.fields.some((f) => f.name === n));
      expect(hit || field.names.some((n) => recorded.unconfirmed?.[n]), field.names.join('/')).toBe(true);
    }
  });

  it('the normaliser reads the kind as the original app numbers it and as the city names it', async () => {
    const line = (x: number) => ({
      type: 'LineString',
      coordinates: [
        [x, 40.754],
        [x + 1e-4, 40.754],
      ],
    });
    const kinds = [222600, 222700, 'MIDBLOCK_CURBCUT', 'CORNER_CURBCUT'];
    const features = kinds.map((kind, i) => ({
      type: 'Feature' as const,
      geometry: line(-73.985 + i * 1e-3),
      properties: { OBJECTID: i + 1, [CURB_CUT_FIELD]: kind, STATUS: 'Unchanged' },
    }));
    const loaded = await loader({ soda: {}, arcgis: { [CURB_CUTS_URL]: { features } } })(LAYER_CATALOGUE.curbCuts);
    expect(loaded.features.map((f) => f.properties.curbcut_type)).toEqual(['midblock', 'corner', 'midblock', 'corner']);
  });
});

describe(`Views metadata (/api/views/{id}.json) — ${sourceLabel(recordedView().sources)}`, () => {
  const { view } = recordedView();

  it("gives when the rows last changed, and each column's API name and type", () => {
    expect(rowsUpdatedDate(view)).toBe('2021-02-15');
    const columns = readViewColumns(view)!;
    expect(columns.get('geocoded_column')).toBe('location');
    expect(columns.get('bin')).toBe('number');
    // Socrata's hidden meta_data columns (:id, :sid …) are not the dataset's.
    expect([...columns.keys()].some((k) => k === ':id' || k === ':sid')).toBe(false);
  });
});
