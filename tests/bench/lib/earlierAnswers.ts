/**
 * The open-data stand-in as it answered the app's earlier builds (lib/earlierBuild.ts: the packet
 * case's 13bbb27, the dense case's 'today' 23c332f), so that a baseline is what that build really
 * printed, not what it would print against today's stand-in and bench stores. Both commits are older
 * than issue 28 ('meet the real city'), which changed what the earlier builds meet in three ways:
 *
 * - Format. Those builds send `Accept: application/json` with every layer request, the `.geojson` ones
 *   too (src/workers/layers/fetchAnswer.ts at those commits). The stand-in then chose the format by the
 *   path's extension alone; since issue 28 it negotiates as Socrata does (scripts/open-data-standin/
 *   negotiate.ts) and answers that header with JSON rows, which those builds read as 0 features: a
 *   baseline packet without one infrastructure marker. So the earlier builds are answered as if they
 *   had sent no Accept header (the extension decides), whatever Accept the request carries.
 * - Column names. The bench stores now name the geometry of public restrooms (i7jb-7jku) `location`
 *   and of drinking fountains (qnv7-p7a2) `point`, as the city does (commit 0c6b40b); the earlier
 *   builds ask for `location_1` and `the_geom`, the names the stores used at their commits, and would
 *   be refused with 400 'No such column'. Their store holds those columns under the older names.
 * - Column types. The restrooms' `location` is now declared a legacy Location (the city's type), whose
 *   GeoJSON features carry no geometry; the app reads their latitude and longitude, the earlier builds
 *   did not. The stand-in then put the geometry column's GeoJSON value in each feature, so the renamed
 *   columns are declared points.
 */
import {
  createOpenDataStandIn,
  type DatasetStore,
  type OpenDataStandIn,
  type SodaDataset,
} from '../../../scripts/open-data-standin/index';

/** A geometry column an earlier build asks for under its older name. */
interface RenamedColumn {
  host: string;
  dataset: string;
  asked: string;
  stored: string;
}

const RENAMED: readonly RenamedColumn[] = [
  { host: 'data.cityofnewyork.us', dataset: 'i7jb-7jku', asked: 'location_1', stored: 'location' },
  { host: 'data.cityofnewyork.us', dataset: 'qnv7-p7a2', asked: 'the_geom', stored: 'point' },
];

function renamed(dataset: SodaDataset, r: RenamedColumn): SodaDataset {
  const columns = Object.fromEntries(
    Object.entries(dataset.columns ?? {}).filter(([name]) => name !== r.stored && name !== r.asked),
  );
  return {
    ...dataset,
    geoField: dataset.geoField === r.stored ? r.asked : dataset.geoField,
    columns: { ...columns, [r.asked]: 'point' },
    rows: dataset.rows.map(({ [r.stored]: value, ...rest }) => ({ ...rest, [r.asked]: value })),
  };
}

/** The store with the renamed datasets as the earlier builds knew them; every other dataset shared, not copied. */
export function earlierStore(store: DatasetStore): DatasetStore {
  const soda = { ...store.soda };
  for (const r of RENAMED) {
    const dataset = soda[r.host]?.[r.dataset];
    if (dataset) soda[r.host] = { ...soda[r.host], [r.dataset]: renamed(dataset, r) };
  }
  return { ...store, soda };
}

/** A stand-in over `store` answering an earlier build as the stand-in did at its commit (see above). */
export function earlierStandIn(store: DatasetStore): OpenDataStandIn {
  const standIn = createOpenDataStandIn(earlierStore(store));
  return (url) => standIn(url, { accept: null });
}
