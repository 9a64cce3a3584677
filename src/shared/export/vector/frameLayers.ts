/**
 * The infrastructure an export draws, as the layers worker hands it to the export worker (through
 * their own port, never the page): per visible layer, the entries of its feature index that reach
 * into the map frame, in Web Mercator world units, packed in typed arrays that are transferred.
 */
import type { InfrastructureLayerId } from '../../layers/ids';
import type { FeatureIndex } from '../../layers/raster/featureIndex';
import { mercatorX, mercatorY } from '../../geography/mercator';
import type { GeoFrame } from '../request';

export interface FrameLayer {
  layerId: InfrastructureLayerId;
  /** x0, y0, x1, y1, … world units; entries follow each other. */
  coords: Float64Array;
  /** Per entry: its feature id, its first pair in `coords`, its number of pairs. */
  entries: Uint32Array;
  /** Per entry, its feature's style value (the curb-cut type) or ''; empty when the layer has none. */
  styleKeys: string[];
}

/** The frame as a world-unit box, grown by `margin` of its width on each side (icons reaching in). */
export function worldBoxOf(frame: GeoFrame, margin = 0.02): [number, number, number, number] {
  const x0 = mercatorX(frame.west),
    x1 = mercatorX(frame.east);
  const y0 = mercatorY(frame.north),
    y1 = mercatorY(frame.south);
  const m = (x1 - x0) * margin;
  return [x0 - m, y0 - m, x1 + m, y1 + m];
}

/** The entries of `index` inside `box`, in draw order (the features' own order). */
export function packFrameLayer(
  layerId: InfrastructureLayerId,
  index: FeatureIndex,
  box: readonly [number, number, number, number],
  withStyleKeys: boolean,
): FrameLayer {
  const found = index.search(...box).sort((a, b) => a.feature - b.feature || a.start - b.start);
  const pairs = found.reduce((n, e) => n + e.length, 0);
  const coords = new Float64Array(pairs * 2);
  const entries = new Uint32Array(found.length * 3);
  const styleKeys: string[] = [];
  let at = 0;
  found.forEach((e, i) => {
    coords.set(index.coords.subarray(e.start * 2, (e.start + e.length) * 2), at * 2);
    entries[i * 3] = e.feature;
    entries[i * 3 + 1] = at;
    entries[i * 3 + 2] = e.length;
    at += e.length;
    if (withStyleKeys) styleKeys.push(index.styleKey(e.feature) ?? '');
  });
  return { layerId, coords, entries, styleKeys };
}
