/**
 * Checks the dense data as the app will see it, before any browser starts: every layer loaded by the
 * app's own loader (src/workers/layers/loadLayer.ts: the catalogue's queries, paging, normalisation,
 * the garages' footprints by BIN, the local files clipped to the box) over the stand-in and the
 * in-memory app files, for the park's focus box. Returns each layer's count and requests; throws when
 * a layer does not yield the features the dense store put in the park.
 */
import type { BBox } from '../../../src/shared/geometry/bbox';
import { LAYER_CATALOGUE } from '../../../src/shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS } from '../../../src/shared/layers/ids';
import { forgetLocalFiles, loadLayer, type LoadContext } from '../../../src/workers/layers/loadLayer';
import type { OpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { sleep } from '../lib/probe';
import type { DenseLayer } from './store';

const APP_BASE = 'http://bench.invalid/';

export interface LayerCount {
  layer: string;
  name: string;
  count: number;
  expected: number;
  requests: number;
}

function respond(url: string, standIn: OpenDataStandIn, staticFiles: Readonly<Record<string, Buffer>>): Response {
  if (url.startsWith(APP_BASE)) {
    const file = staticFiles[new URL(url).pathname];
    return file ? new Response(new Uint8Array(file), { status: 200 }) : new Response('not found', { status: 404 });
  }
  const answer = standIn(url);
  return answer
    ? new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } })
    : new Response('offline', { status: 503 });
}

export async function verifyDenseCounts(
  standIn: OpenDataStandIn,
  staticFiles: Readonly<Record<string, Buffer>>,
  focusBox: BBox,
  layers: readonly DenseLayer[],
): Promise<LayerCount[]> {
  const ctx: LoadContext = {
    signal: new AbortController().signal,
    deps: { fetch: (url) => Promise.resolve(respond(url, standIn, staticFiles)), sleep },
    config: {},
    appBase: APP_BASE,
  };
  // The loader keeps the app's files once read; another park's files are other files at the same path.
  forgetLocalFiles();
  const out: LayerCount[] = [];
  for (const id of INFRASTRUCTURE_LAYER_IDS) {
    const loaded = await loadLayer(LAYER_CATALOGUE[id], focusBox, ctx);
    out.push({
      layer: id,
      name: LAYER_CATALOGUE[id].name,
      count: loaded.features.length,
      expected: layers.find((d) => d.layer === id)?.count ?? 0,
      requests: loaded.requests,
    });
  }
  const wrong = out.filter((c) => c.count !== c.expected);
  if (wrong.length)
    throw new Error(
      `the dense data does not load as intended: ${wrong.map((c) => `${c.layer} ${c.count} (want ${c.expected})`).join(', ')}`,
    );
  return out;
}
