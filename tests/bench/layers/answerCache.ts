/**
 * The stand-in's answers, computed once per URL and before the runs: answering a 30,000-tree dataset
 * takes the stand-in (Node, synchronous) tens of milliseconds per page, which would otherwise land
 * inside the measured load, unevenly across runs. The URLs are the ones the app builds for the park
 * (src/shared/layers/query.ts), pages followed as the layers worker follows them.
 */
import type { BBox } from '../../../src/shared/geometry/bbox';
import { LAYER_CATALOGUE } from '../../../src/shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS } from '../../../src/shared/layers/ids';
import {
  curbCutsUrl,
  garageBusinessUrl,
  LAYER_QUERY,
  paddedBox,
  sodaQueryUrl,
  statePlaneQueryUrl,
} from '../../../src/shared/layers/query';
import type { OpenDataStandIn, StandInResponse } from '../../../scripts/open-data-standin/index';
import { answerKey, type PreparedStandIn } from '../lib/openDataHost';

function itemsAndMore(answer: StandInResponse, arcgis: boolean): { n: number; more: boolean } {
  const v = JSON.parse(answer.body) as unknown;
  if (Array.isArray(v)) return { n: v.length, more: v.length >= LAYER_QUERY.rowLimit };
  const fc = v as { features?: unknown[]; properties?: { exceededTransferLimit?: boolean } };
  const n = fc.features?.length ?? 0;
  return { n, more: arcgis ? fc.properties?.exceededTransferLimit === true : n >= LAYER_QUERY.rowLimit };
}

/**
 * A memoising stand-in, warmed with every page the app will ask for the focused box. Its warmed answers
 * go to the open-data host's own thread, which answers them there (lib/openDataHost.ts); BENCH_LOG_MISSES=1
 * prints every answer computed later.
 */
export function cachedStandIn(standIn: OpenDataStandIn, focusBox: BBox): { standIn: PreparedStandIn; warmed: number } {
  const cache = new Map<string, StandInResponse | null>();
  const answer: PreparedStandIn = Object.assign(
    (url: string) => {
      const key = answerKey(url);
      if (!cache.has(key)) {
        if (process.env.BENCH_LOG_MISSES) console.log('answer computed:', key);
        cache.set(key, standIn(url));
      }
      return cache.get(key)!;
    },
    { prepared: cache },
  );
  for (const id of INFRASTRUCTURE_LAYER_IDS) {
    const s = LAYER_CATALOGUE[id].source;
    const box = paddedBox(id, focusBox);
    const urlFor =
      s.kind === 'soda'
        ? (o: number) => sodaQueryUrl(s, box, o)
        : s.kind === 'statePlane'
          ? (o: number) => statePlaneQueryUrl(s, box, o)
          : s.kind === 'arcgis'
            ? (o: number) => curbCutsUrl(box, o)
            : s.kind === 'garages'
              ? () => garageBusinessUrl(s, box)
              : null;
    for (let offset = 0, page = 0; urlFor && page < LAYER_QUERY.maxPages; page++) {
      const a = answer(urlFor(offset));
      if (!a || a.status !== 200 || s.kind === 'garages') break;
      const { n, more } = itemsAndMore(a, s.kind === 'arcgis');
      if (!more || n === 0) break;
      offset += n;
    }
  }
  return { standIn: answer, warmed: cache.size };
}
