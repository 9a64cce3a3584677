/**
 * The review comments on the map (issue 42): each open comment's pin where the reviewer pointed and
 * the shape the markup drew, the one shown from the panel larger; resolved ones only when shown.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../src/shared/review/comments';
import { reviewFeatures } from '../../src/ui/app/review/reviewOverlay';
import { screenMarks, type LightOverlay } from '../../src/ui/map/light/screenMarks';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const project = (lng: number, lat: number) => ({ x: (lng + 73.98) * 100_000 + 500, y: (40.75 - lat) * 100_000 + 400 });
const base: ReviewComment = {
  id: 'a',
  key: 'a',
  kind: 'Square',
  author: 'Parks',
  date: '',
  text: 'x',
  page: 1,
  sheet: 'Site plan',
  packetRevision: '',
  anchor: [-73.98, 40.75],
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-73.9801, 40.7499],
        [-73.9799, 40.7499],
        [-73.9799, 40.7501],
        [-73.9801, 40.7499],
      ],
    ],
  },
  replies: [],
  resolvedIn: null,
};

describe('review comments on the map', () => {
  it('draw an open comment’s pin on its point and its shape’s outline; a resolved one not at all', () => {
    const resolved = { ...base, id: 'b', key: 'b', resolvedIn: 'C' };
    const general = { ...base, id: 'c', key: 'c', anchor: null, geometry: null };
    const features = reviewFeatures([base, resolved, general], null);
    expect(features.map((f) => f.geometry.type)).toEqual(['LineString', 'Point']);
    const overlay: LightOverlay = {
      objects: EMPTY,
      preview: EMPTY,
      selection: EMPTY,
      hover: EMPTY,
      badges: { type: 'FeatureCollection', features },
    };
    const marks = screenMarks(overlay, { zoom: 18, bearing: 0 }, project);
    // On the point itself (no badge offset), in the review colour.
    expect(marks.badges).toEqual([{ x: 500, y: 400, radius: 7, color: '#9333ea' }]);
    expect(marks.lines).toHaveLength(1);
    expect(marks.lines[0]!.points).toHaveLength(4);
  });

  it('draw the comment shown from the panel larger, even when resolved', () => {
    const resolved = { ...base, resolvedIn: 'C' };
    const features = reviewFeatures([resolved], 'a');
    const marks = screenMarks(
      {
        objects: EMPTY,
        preview: EMPTY,
        selection: EMPTY,
        hover: EMPTY,
        badges: { type: 'FeatureCollection', features },
      },
      { zoom: 18, bearing: 0 },
      project,
    );
    expect(marks.badges[0]!.radius).toBe(11);
    expect(marks.lines[0]!.width).toBe(4);
  });
});
