/**
 * The demo store on disk: `demo/open-data/{host}/{dataset}.json`. A Socrata dataset file holds
 * `{"geoField": ..., "columns": {name: dataTypeName} (optional), "view": {"name", "rowsUpdatedAt"}
 * (optional), "rows": [...]}`; an ArcGIS layer file holds `{"queryUrl": ..., "features": [...]}`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArcGisLayer, DatasetStore, SodaDataset } from './types.ts';

/** Where the committed demo files live, relative to the project root. */
export const DEFAULT_DEMO_DIR = 'demo/open-data';

export interface ArcGisLayerFile extends ArcGisLayer {
  queryUrl: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readColumns(value: unknown, path: string): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !Object.values(value).every((t) => typeof t === 'string'))
    throw new Error(`${path}: "columns" must be {"fieldName": "dataTypeName", ...}`);
  return value as Record<string, string>;
}

function readSoda(value: Record<string, unknown>, path: string): SodaDataset {
  const { geoField, rows, view } = value;
  if (!(geoField === null || typeof geoField === 'string') || !Array.isArray(rows) || !rows.every(isRecord)) {
    throw new Error(`${path}: not a stand-in dataset ({"geoField": string|null, "rows": [objects]})`);
  }
  const columns = readColumns(value.columns, path);
  const dataset: SodaDataset = { geoField, rows, ...(columns ? { columns } : {}) };
  if (view === undefined) return dataset;
  if (!isRecord(view) || typeof view.name !== 'string' || typeof view.rowsUpdatedAt !== 'number')
    throw new Error(`${path}: "view" must be {"name": string, "rowsUpdatedAt": unix seconds}`);
  return { ...dataset, view: { name: view.name, rowsUpdatedAt: view.rowsUpdatedAt } };
}

function readLayer(value: Record<string, unknown>, path: string): ArcGisLayerFile {
  const { queryUrl, features, maxRecordCount } = value;
  const ok =
    typeof queryUrl === 'string' &&
    Array.isArray(features) &&
    features.every((f) => isRecord(f) && f.type === 'Feature' && isRecord(f.properties)) &&
    (maxRecordCount === undefined || typeof maxRecordCount === 'number');
  if (!ok)
    throw new Error(`${path}: not a stand-in ArcGIS layer ({"queryUrl": string, "features": [GeoJSON features]})`);
  return {
    queryUrl,
    features: features as ArcGisLayer['features'],
    ...(maxRecordCount === undefined ? {} : { maxRecordCount }),
  };
}

/** Reads every `{host}/{name}.json` under dir. Throws on a malformed file rather than serving half a store. */
export async function loadDemoStore(dir: string = DEFAULT_DEMO_DIR): Promise<DatasetStore> {
  const store: DatasetStore = { soda: {}, arcgis: {} };
  const hosts = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const host of hosts) {
    const files = (await readdir(join(dir, host))).filter((f) => f.endsWith('.json')).sort();
    for (const file of files) {
      const path = join(dir, host, file);
      const value: unknown = JSON.parse(await readFile(path, 'utf8'));
      if (!isRecord(value)) throw new Error(`${path}: not a JSON object`);
      if ('queryUrl' in value) {
        const layer = readLayer(value, path);
        const url = new URL(layer.queryUrl);
        if (url.host !== host) throw new Error(`${path}: queryUrl ${layer.queryUrl} is not on ${host}`);
        store.arcgis[`${url.origin}${url.pathname}`] = layer;
      } else {
        (store.soda[host] ??= {})[file.slice(0, -'.json'.length)] = readSoda(value, path);
      }
    }
  }
  return store;
}
