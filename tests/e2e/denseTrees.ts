/**
 * A dense tree layer for the browser tests: the demo store with its street trees replaced by 3,000
 * trees packed into the north half of Bryant Park (past the raster threshold) and a few isolated
 * probe trees in its south half, 35 m apart, whose drawing and hit tests can be told apart.
 */
import { loadDemoStore, type DatasetStore, type Row } from '../../scripts/open-data-standin/index';

const NYC = 'data.cityofnewyork.us';
const TREES = 'hn5i-inap';
/** Bryant Park's demo outline: a corner and its two edges (a rotated rectangle). */
const A = [-73.985078, 40.753701] as const;
const B = [-73.983252, 40.752933] as const;
const D = [-73.98429, 40.754781] as const;

export const DENSE_TREE_COUNT = 3_000;

/** A point of the park at fractions s along A→B and t along A→D. */
function at(s: number, t: number): [number, number] {
  return [A[0] + s * (B[0] - A[0]) + t * (D[0] - A[0]), A[1] + s * (B[1] - A[1]) + t * (D[1] - A[1])];
}

export interface ProbeTree {
  id: string;
  lng: number;
  lat: number;
}

export const PROBE_TREES: readonly ProbeTree[] = [0.2, 0.4, 0.6, 0.8].map((s, i) => {
  const [lng, lat] = at(s, 0.2);
  return { id: `PROBE-${i + 1}`, lng, lat };
});

function tree(id: string, lng: number, lat: number): Row {
  return {
    objectid: id,
    genusspecies: 'Platanus x acerifolia - London planetree',
    dbh: '12',
    tpstructure: 'Full',
    location: { type: 'Point', coordinates: [lng, lat] },
  };
}

/** The demo store with `count` dense trees (a multiple of `cols`) and the probe trees. */
export async function denseTreeStore(count = DENSE_TREE_COUNT, cols = 75): Promise<DatasetStore> {
  const store = await loadDemoStore();
  const existing = store.soda[NYC]?.[TREES];
  if (!existing) throw new Error('the demo store has no street trees');
  const rows = count / cols;
  const dense: Row[] = [];
  for (let i = 0; i < count; i++) {
    const [lng, lat] = at(0.05 + (0.9 * (i % cols)) / (cols - 1), 0.5 + (0.45 * Math.floor(i / cols)) / (rows - 1));
    dense.push(tree(`DENSE-${i + 1}`, lng, lat));
  }
  const probes = PROBE_TREES.map((p) => tree(p.id, p.lng, p.lat));
  store.soda[NYC]![TREES] = { geoField: existing.geoField, rows: [...probes, ...dense] };
  return store;
}
