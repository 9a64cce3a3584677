/**
 * The layers worker's frame features (Web Mercator world units, packed; see export/vector/frameLayers)
 * back as lng/lat features for the handover files. Entries of one feature follow each other, so a
 * feature is a run of entries with the same id; a point layer's entries are one position each.
 */
import { latOfMercatorY, lngOfMercatorX } from '../geography/mercator';
import { LAYER_CATALOGUE } from '../layers/catalogue';
import type { FrameLayer } from '../export/vector/frameLayers';
import type { InfrastructureLayer } from './request';

export function infrastructureLayer(layer: FrameLayer): InfrastructureLayer {
  const { entries, coords } = layer;
  const count = entries.length / 3;
  const part = (i: number): [number, number][] => {
    const start = entries[i * 3 + 1]!;
    const length = entries[i * 3 + 2]!;
    const out = new Array<[number, number]>(length);
    for (let k = 0; k < length; k++)
      out[k] = [lngOfMercatorX(coords[(start + k) * 2]!), latOfMercatorY(coords[(start + k) * 2 + 1]!)];
    return out;
  };
  const features: InfrastructureLayer['features'] = [];
  const points = LAYER_CATALOGUE[layer.layerId].geometry === 'point';
  for (let from = 0; from < count;) {
    let to = from + 1;
    // A point layer's MultiPoint is one entry per point: each is its own symbol in CAD and GIS alike.
    if (!points) while (to < count && entries[to * 3] === entries[from * 3]) to++;
    const parts: [number, number][][] = [];
    for (let i = from; i < to; i++) parts.push(part(i));
    features.push({ parts });
    from = to;
  }
  return { layerId: layer.layerId, features };
}
