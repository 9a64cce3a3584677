/**
 * The packet case's baseline: today's export, i.e. the app as it was before the export worker drew the
 * map (commit BASELINE_COMMIT: every feature drawn by the offscreen MapLibre map, A4 only), built and
 * served beside the app (lib/earlierBuild.ts).
 */
import { earlierBuild } from '../lib/earlierBuild';

/** The last commit whose export rasterised every layer with WebGL. */
export const BASELINE_COMMIT = '13bbb27';
export const BASELINE = earlierBuild(BASELINE_COMMIT, 'baseline', Number(process.env.BENCH_BASELINE_PORT ?? 4179));
export const BASELINE_BASE = BASELINE.base;
