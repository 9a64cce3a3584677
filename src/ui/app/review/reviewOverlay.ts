/**
 * The review comments' part of the one overlay state: each open comment's pin at the ground it points
 * at and the shape its markup drew (outlines and strokes, as lines), the one the panel last showed
 * marked larger. Resolved comments are not drawn unless shown from the panel. Drawn by the light layer
 * beside the nudge badges (map/light/screenMarks.ts reads `review: true`).
 */
import { computed } from '@preact/signals-react';
import type { ReviewComment } from '../../../shared/review/comments';
import { focusedComment, reviewComments } from '../../store/review';

type Position = GeoJSON.Position;

/** The lines a comment's shape is drawn with: a polygon's rings and every stroke. */
function linesOf(c: ReviewComment): Position[][] {
  const g = c.geometry;
  if (!g) return [];
  switch (g.type) {
    case 'Point':
      return [];
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates;
  }
}

export function reviewFeatures(comments: readonly ReviewComment[], focused: string | null): GeoJSON.Feature[] {
  const features: GeoJSON.Feature[] = [];
  for (const c of comments) {
    if (!c.anchor || (c.resolvedIn !== null && c.id !== focused)) continue;
    const properties = { review: true, id: `review:${c.id}`, highlighted: c.id === focused };
    for (const line of linesOf(c)) {
      if (line.length >= 2)
        features.push({ type: 'Feature', properties, geometry: { type: 'LineString', coordinates: line } });
    }
    features.push({ type: 'Feature', properties, geometry: { type: 'Point', coordinates: c.anchor } });
  }
  return features;
}

export const reviewOverlay = computed((): GeoJSON.Feature[] =>
  reviewFeatures(reviewComments.value, focusedComment.value),
);
