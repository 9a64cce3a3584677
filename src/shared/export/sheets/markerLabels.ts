/**
 * The parking and transit markers on a plan sheet (P for parking signs, M for meters, B for bus
 * stops): a tag in the layer's colour on its feature, moved off it on a leader (a dot left at the feature) when something
 * is in the way; markers of one layer that would touch print as one tag ('P12–P18') with a dot at each
 * feature. They are placed last, so labels placed before them keep off their features' points.
 */
import { pointRect, type Pt } from '../../geometry/convex';
import { LAYER_CATALOGUE } from '../../layers/catalogue';
import { normaliseColour } from '../colour';
import type { MapMarker } from '../mapMarkers';
import { numberRuns } from '../spotNumbers';
import type { LabelSpec, Obstacle } from './labelPlacer';
import { MAP_TEXT, textLine } from './mapText';

/** Markers of one layer closer than this on paper print as one ('P12–P18'). */
export const MARKER_CLUSTER_MM = 4.6;
/** A cluster's label lists this many runs of numbers, then counts the rest. */
const CLUSTER_RUNS = 3;

/** Markers of one layer whose tags would touch, joined (single linkage). */
export function markerClusters(markers: readonly MapMarker[], reachMm = MARKER_CLUSTER_MM): MapMarker[][] {
  const parent = markers.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < markers.length; i++)
    for (let j = i + 1; j < markers.length; j++) {
      const a = markers[i]!,
        b = markers[j]!;
      if (a.layerId === b.layerId && Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]) < reachMm)
        parent[find(j)] = find(i);
    }
  const groups = new Map<number, MapMarker[]>();
  markers.forEach((m, i) => {
    const g = groups.get(find(i));
    if (g) g.push(m);
    else groups.set(find(i), [m]);
  });
  return [...groups.values()];
}

/** 'P12–P18', 'P3, P7–P9', or 'P3, P7–P9, P12 +4' for a long list. */
export function clusterText(labels: readonly string[]): string {
  const prefix = labels[0]!.replace(/\d+$/, '');
  const runs = numberRuns(labels.map((l) => Number(l.slice(prefix.length))));
  const shown = runs.slice(0, CLUSTER_RUNS);
  const text = shown.map(([a, b]) => (a === b ? `${prefix}${a}` : `${prefix}${a}–${prefix}${b}`)).join(', ');
  const rest = runs.slice(CLUSTER_RUNS).reduce((n, [a, b]) => n + b - a + 1, 0);
  return rest > 0 ? `${text} +${rest}` : text;
}

export const markerOwner = (m: MapMarker): string => `marker:${m.label}`;

/**
 * Every marker's feature, as an obstacle: labels placed before the markers keep off the points the
 * markers will mark (a cluster's dots are drawn whatever happens to its label; a lone marker sits on
 * its own point, or moves off it with a dot there).
 */
export function markerDots(clusters: readonly MapMarker[][]): Obstacle[] {
  return clusters.flat().map((m) => {
    const rect = pointRect(m.at, 0.45);
    const shape: Pt[] = [
      [rect.x, rect.y],
      [rect.x + rect.width, rect.y],
      [rect.x + rect.width, rect.y + rect.height],
      [rect.x, rect.y + rect.height],
    ];
    return { shape, rect, owner: markerOwner(m) };
  });
}

export const markerColour = (m: MapMarker): string => normaliseColour(LAYER_CATALOGUE[m.layerId].color);

/** The markers' label specs at `priority` (after everything else on the sheet). */
export function markerSpecs(clusters: readonly MapMarker[][], priority: number): LabelSpec[] {
  return clusters.map((c): LabelSpec => {
    const fill = markerColour(c[0]!);
    if (c.length === 1) {
      const m = c[0]!;
      return {
        key: `marker:${m.label}`,
        priority,
        variants: [[textLine(m.label, MAP_TEXT.marker)]],
        anchor: pointRect(m.at),
        owner: markerOwner(m),
        look: { kind: 'tag', fill },
        centred: true,
        dot: fill,
      };
    }
    const xs = c.map((m) => m.at[0]),
      ys = c.map((m) => m.at[1]);
    const anchor = {
      x: Math.min(...xs) - 0.5,
      y: Math.min(...ys) - 0.5,
      width: Math.max(...xs) - Math.min(...xs) + 1,
      height: Math.max(...ys) - Math.min(...ys) + 1,
    };
    return {
      key: `markers:${c.map((m) => m.label).join(',')}`,
      priority,
      variants: [[textLine(clusterText(c.map((m) => m.label)), MAP_TEXT.marker)]],
      anchor,
      look: { kind: 'tag', fill },
    };
  });
}
