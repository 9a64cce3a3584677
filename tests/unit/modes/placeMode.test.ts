// The place mode through the test adapter: its crosshair, a click per object (Shift: batch), a stage by
// two corners square to a turned screen; and its exit, which ends placement so no preview is left.
import '../../support/nodeWindow';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeMode } from '../../../src/ui/app/modes/placeMode';
import { replacePlan } from '../../../src/ui/app/plan/planController';
import { choosePlacementType } from '../../../src/ui/app/edit/placement';
import { mapView } from '../../../src/ui/store/map';
import { placement, plan } from '../../../src/ui/store/plan';
import { placementCorner } from '../../../src/ui/store/edit';
import { FEET_TO_METRES } from '../../../src/shared/geometry/units';
import { METRES_PER_DEGREE_LAT } from '../../../src/shared/geometry/metres';
import { createModeAdapter, toScreen, type ModeAdapter } from '../../support/modeAdapter';

let map: ModeAdapter;
beforeEach(() => {
  replacePlan({ objects: [], shapes: [] });
  map = createModeAdapter();
});

describe('place mode', () => {
  it('entered, shows the crosshair, and keeps it over what the map would point at', () => {
    choosePlacementType('grill');
    map.enter(placeMode);
    expect(map.port.state.cursor).toBe('crosshair');
    map.port.pointer.setCursor('pointer');
    map.move(300, 300);
    expect(map.port.state.cursor).toBe('crosshair');
  });

  it('places one object per click and uses the click; a single placement then ends', () => {
    choosePlacementType('grill');
    map.enter(placeMode);
    expect(map.click(600, 600)).toBe(true);
    expect(plan.value.objects).toHaveLength(1);
    expect(plan.value.objects[0]!.type).toBe('grill');
    expect(placement.value).toBeNull();
  });

  it('a Shift-click places and stays, in batch', () => {
    choosePlacementType('chair');
    map.enter(placeMode);
    map.click(100, 100, { shiftKey: true });
    map.click(200, 100);
    expect(plan.value.objects).toHaveLength(2);
    expect(placement.value).toMatchObject({ typeId: 'chair', batch: true });
  });

  it('a stage drawn by two corners on a map turned to 29° is square to the screen, its rotation the bearing', () => {
    mapView.value = { ...mapView.peek(), bearing: 29 };
    try {
      // Two corners of a 40 × 40 m square as seen on that screen: right is 119° on the compass, up 29°.
      const t = (29 * Math.PI) / 180;
      const corner = (r: number, u: number) => {
        const [east, north] = [r * Math.cos(t) + u * Math.sin(t), -r * Math.sin(t) + u * Math.cos(t)];
        const lat = 40.8 + north / METRES_PER_DEGREE_LAT;
        const lng = -74 + east / (METRES_PER_DEGREE_LAT * Math.cos((40.8 * Math.PI) / 180));
        return toScreen(lng, lat);
      };
      choosePlacementType('stage');
      map.enter(placeMode);
      const a = corner(-20, 20);
      const b = corner(20, -20);
      map.click(a.x, a.y);
      map.click(b.x, b.y);
      const stage = plan.value.objects.at(-1)!;
      expect(stage.type).toBe('stage');
      expect(stage.properties.rotationDeg).toBeCloseTo(29, 6);
      expect(stage.properties.widthFt).toBeCloseTo(40 / FEET_TO_METRES, 0);
      expect(stage.properties.depthFt).toBeCloseTo(40 / FEET_TO_METRES, 0);
    } finally {
      mapView.value = { ...mapView.peek(), bearing: 0 };
    }
  });

  it('Escape ends placement', () => {
    choosePlacementType('grill');
    map.enter(placeMode);
    expect(map.manager.cancel()).toBe(true);
    expect(placement.value).toBeNull();
  });

  it('left with a stage half drawn: placement and its first corner end, the cursor is reset', () => {
    choosePlacementType('stage');
    map.enter(placeMode);
    map.click(100, 100);
    expect(placementCorner.value).not.toBeNull();
    map.leave();
    expect(placement.value).toBeNull();
    expect(placementCorner.value).toBeNull();
    expect(map.port.state.cursor).toBe('');
    expect(map.port.state.dragPan).toBe(true);
    expect(plan.value.objects).toEqual([]);
  });

  it('a new map (the page remounted): the mode keeps placing there, with its crosshair', () => {
    choosePlacementType('chair');
    map.enter(placeMode);
    const other = createModeAdapter();
    map.manager.attach(other.port.pointer);
    expect(placement.value).toMatchObject({ typeId: 'chair' });
    expect(other.port.state.cursor).toBe('crosshair');
  });
});
