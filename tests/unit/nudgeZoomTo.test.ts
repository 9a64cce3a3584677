import { describe, expect, it } from 'vitest';
import { NUDGE_SUBJECT_ZOOM, NUDGE_ZOOM_PADDING_PX, nudgeCamera } from '../../src/shared/nudges/zoomCamera';
import { pixelsPerMercatorMetre, project } from '../../src/shared/geography/mercator';
import { NUDGE_BUTTON_LABELS, nudgeButtons } from '../../src/ui/components/nudgeButtons';
import type { NudgeAction } from '../../src/shared/nudges/rules';

const viewport = { width: 1000, height: 700 };
const grill = { lng: -73.98335, lat: 40.75375 };

/** Screen distance between two points at a zoom. */
function pxApart(a: { lng: number; lat: number }, b: { lng: number; lat: number }, zoom: number): number {
  const [ax, ay] = project(a.lng, a.lat);
  const [bx, by] = project(b.lng, b.lat);
  return Math.hypot(bx - ax, by - ay) * pixelsPerMercatorMetre(zoom);
}

describe("A nudge's 'Zoom to' eases to the subject at a zoom that shows it, and 'Highlight' has its button", () => {
  it('zooms in to the subject from a view too far out to read it, centred on it', () => {
    const camera = nudgeCamera({ subject: grill, target: null, currentZoom: 16, viewport });
    expect(camera.center).toEqual(grill);
    expect(camera.zoom).toBe(NUDGE_SUBJECT_ZOOM);
  });

  it('never zooms out from a view that already shows the subject closer', () => {
    expect(nudgeCamera({ subject: grill, target: null, currentZoom: 20.5, viewport }).zoom).toBe(20.5);
  });

  it('shows the subject with the feature it is measured against, both inside the view', () => {
    const tree = { lng: grill.lng + 0.0006, lat: grill.lat + 0.0004 }; // about 65 m away
    const camera = nudgeCamera({ subject: grill, target: tree, currentZoom: 20, viewport });
    expect(camera.zoom).toBeLessThan(20);
    // Both within the view's shorter side less the padding on either side, whatever the bearing.
    const room = Math.min(viewport.width, viewport.height) - 2 * NUDGE_ZOOM_PADDING_PX;
    expect(pxApart(grill, tree, camera.zoom)).toBeCloseTo(room, 0);
    expect(pxApart(grill, camera.center, camera.zoom)).toBeCloseTo(room / 2, 0);
    // A tree 4 ft away is shown at the subject's zoom, not zoomed in to fill the screen.
    const near = { lng: grill.lng + 0.000015, lat: grill.lat };
    expect(nudgeCamera({ subject: grill, target: near, currentZoom: 15, viewport }).zoom).toBe(NUDGE_SUBJECT_ZOOM);
  });

  it("offers 'Zoom to' and 'Highlight' for a subject with a place, none without one", () => {
    const actions: NudgeAction[] = ['zoomToSubject', 'highlight', 'editText'];
    const placed = { actions, subject: { kind: 'object' as const, id: 'o1', name: 'Grill', position: grill } };
    expect(nudgeButtons(placed).map((a) => NUDGE_BUTTON_LABELS[a])).toEqual(['Zoom to', 'Highlight']);
    expect(nudgeButtons({ ...placed, subject: { ...placed.subject, position: null } })).toEqual([]);
    expect(nudgeButtons({ ...placed, actions: [] })).toEqual([]);
  });
});
