// Focus and clear focus (the spec's section 4), through the map port: the fit, the fence, the restore.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FocusTarget } from '../../src/shared/geography/areaIndex';
import type { FocusCamera } from '../../src/shared/geography/focusCamera';
import { pixelsPerMercatorMetre } from '../../src/shared/geography/mercator';
import { clearFocus, focusArea, focusOnTarget } from '../../src/ui/app/focus/focusController';
import { focused, focusPanelHidden, overlap } from '../../src/ui/store/focus';
import { geographyType } from '../../src/ui/store/geography';
import { leftSidebarOpen, mapPort, topOverlayBottomPx } from '../../src/ui/store/map';
import type { Constraints } from '../../src/ui/map/port';
import { geography, resetEngines } from '../support/fakeEngines';
import { areaTarget, intersectionTarget } from '../support/focusTargets';
import { createFakePort, INITIAL_CONSTRAINTS, type FakeMapPort } from '../support/fakePort';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

let port: FakeMapPort;

/** The focus waits a frame for the banner to lay out (at most 100 ms), then moves the camera. */
const afterTheBanner = () => vi.advanceTimersByTimeAsync(100);
const cameraMoves = () => port.named('camera.moveToCamera').map(([camera]) => camera as FocusCamera);
/** The fences set on the map: the constraints that stop rotating by gesture. */
const fences = () =>
  port
    .named('camera.setConstraints')
    .map(([c]) => c as Constraints)
    .filter((c) => !c.rotateByGesture);

/** The longer side of an area's rotated rectangle, in Mercator metres. */
const longSide = (target: FocusTarget) => Math.max(target.rect!.width, target.rect!.height);

const lawn = areaTarget('Bryant Park - Lawn', 120, 80, { idx: 7, system: 'M008-1' });
const plaza = areaTarget('Bryant Park - Fountain Terrace', 40, 30, {
  idx: 8,
  system: 'M008-2',
  center: [-73.9844, 40.7531],
});

beforeEach(() => {
  vi.useFakeTimers();
  resetEngines();
  port = createFakePort();
  mapPort.value = port;
  geographyType.value = 'parks';
  leftSidebarOpen.value = true;
  topOverlayBottomPx.value = 0;
});

afterEach(() => {
  clearFocus();
  mapPort.value = null;
  vi.useRealTimers();
});

describe('focusing an area', () => {
  it('asks the geography worker for the area, then fits the camera to it clear of both sidebars and the top overlays', async () => {
    geography.focusTarget.mockResolvedValue(lawn);
    topOverlayBottomPx.value = 64;
    const done = focusArea(7, { canonical: true });
    await afterTheBanner();
    await done;

    expect(geography.focusTarget).toHaveBeenCalledWith('parks', 7, { canonical: true });
    expect(focused.value).toBe(lawn);
    expect(focusPanelHidden.value).toBe(false);
    // The right-hand designer panel is 320 px wide; the banner and search reach 64 px down the map.
    expect(port.named('camera.focusPadding')).toEqual([[true, 320, 64]]);
    const [camera] = cameraMoves();
    expect(camera!.padding).toEqual({ top: 84, right: 340, bottom: 20, left: 360 });
    expect(camera!.center[0]).toBeCloseTo(-73.9836, 6);
    expect(camera!.center[1]).toBeCloseTo(40.7536, 6);
    // What the paddings leave is 740 × 796 px, taller than wide: the 120 × 80 m lawn is turned a quarter
    // so its long side runs up the screen, and fills the height.
    expect(Math.abs(camera!.bearing)).toBeCloseTo(90, 6);
    expect(pixelsPerMercatorMetre(camera!.zoom) * longSide(lawn)).toBeCloseTo(900 - 84 - 20, 0);
  });

  it('with the left sidebar closed, the lawn fits the wider space unturned, filling its width', async () => {
    geography.focusTarget.mockResolvedValue(lawn);
    leftSidebarOpen.value = false;
    const done = focusArea(7, { canonical: true });
    await afterTheBanner();
    await done;

    expect(port.named('camera.focusPadding')).toEqual([[false, 320, 0]]);
    const [camera] = cameraMoves();
    expect(Math.abs(camera!.bearing)).toBeLessThan(1e-6);
    expect(pixelsPerMercatorMetre(camera!.zoom) * longSide(lawn)).toBeCloseTo(1440 - 20 - 340, 0);
  });

  it('once the camera is still, fences the map to the area with 25% room and a minimum zoom 2 levels out', async () => {
    geography.focusTarget.mockResolvedValue(lawn);
    const done = focusArea(7, { canonical: true });
    await afterTheBanner();
    await done;

    const zoom = cameraMoves()[0]!.zoom;
    const [w, s, e, n] = lawn.bbox;
    const dx = (e - w) / 4;
    const dy = (n - s) / 4;
    expect(port.state.constraints).toEqual({
      maxBounds: [w - dx, s - dy, e + dx, n + dy],
      minZoom: zoom - 2,
      rotateByGesture: false,
    });
  });

  it('widens the fence to hold the whole view at the minimum zoom', async () => {
    geography.focusTarget.mockResolvedValue(lawn);
    // What the map shows once fitted: at 2 levels out it shows four times the span.
    const visible: [number, number, number, number] = [-73.986, 40.752, -73.981, 40.755];
    port.answers.visibleBounds = visible;
    const done = focusArea(7, { canonical: true });
    await afterTheBanner();
    await done;

    const [w, s, e, n] = port.state.constraints.maxBounds!;
    expect(w).toBeCloseTo(-73.986 - 1.5 * 0.005, 9);
    expect(e).toBeCloseTo(-73.981 + 1.5 * 0.005, 9);
    expect(s).toBeCloseTo(40.752 - 1.5 * 0.003, 9);
    expect(n).toBeCloseTo(40.755 + 1.5 * 0.003, 9);
  });

  it('shows an intersection at zoom 18 on its point, keeping the bearing, fenced 200 px around it', async () => {
    port.state.view = { ...port.state.view, bearing: 29 };
    const node = intersectionTarget(42, 'W 42 St & 6 Av', [-73.9843, 40.7549]);
    const done = focusOnTarget(node);
    await afterTheBanner();
    await done;

    const [camera] = cameraMoves();
    expect(camera).toMatchObject({ center: [-73.9843, 40.7549], zoom: 18, bearing: 29 });
    // 200 px at zoom 18 is 200 × 360 / (512 × 2^18) degrees of longitude.
    const dLng = (200 * 360) / (512 * 2 ** 18);
    const [w, , e] = port.state.constraints.maxBounds!;
    expect(w).toBeCloseTo(-73.9843 - dLng, 9);
    expect(e).toBeCloseTo(-73.9843 + dLng, 9);
    expect(port.state.constraints.minZoom).toBe(16);
  });

  it('focusing the area already focused does nothing more', async () => {
    geography.focusTarget.mockResolvedValue(lawn);
    const first = focusArea(7, { canonical: true });
    await afterTheBanner();
    await first;
    const commandsBefore = port.commands.length;

    geography.focusTarget.mockResolvedValue({ ...lawn });
    await focusArea(7, { canonical: true });
    await afterTheBanner();
    expect(port.commands.length).toBe(commandsBefore);
    expect(focused.value).toBe(lawn);
  });

  it('an area that arrives after the geography changed is not focused', async () => {
    let answer!: (target: typeof lawn) => void;
    geography.focusTarget.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = focusArea(7, { canonical: true });
    geographyType.value = 'plazas';
    answer(lawn);
    await done;
    await afterTheBanner();

    expect(focused.value).toBeNull();
    expect(port.commands).toEqual([]);
  });

  it('closes the overlap chooser', async () => {
    overlap.value = { areas: [lawn.area, plaza.area], selected: 0 };
    const done = focusOnTarget(plaza);
    expect(overlap.value).toBeNull();
    await afterTheBanner();
    await done;
    expect(focused.value).toBe(plaza);
  });

  it('needs the map: without one nothing is focused', async () => {
    mapPort.value = null;
    await focusOnTarget(lawn);
    expect(focused.value).toBeNull();
  });
});

describe('a newer focus supersedes an older one', () => {
  it('whose camera is still moving: only the newer area is fenced', async () => {
    port.holdCameraMoves();
    const older = focusOnTarget(lawn);
    await afterTheBanner();
    expect(cameraMoves()).toHaveLength(1);

    const newer = focusOnTarget(plaza);
    expect(focused.value).toBe(plaza);
    await afterTheBanner();
    expect(cameraMoves()).toHaveLength(2);
    port.finishCameraMoves();
    await Promise.all([older, newer]);

    expect(fences()).toHaveLength(1);
    expect(fences()[0]!.minZoom).toBe(cameraMoves()[1]!.zoom - 2);
    expect(focused.value).toBe(plaza);
  });

  it('still waiting for the banner to lay out: the older one never moves the camera', async () => {
    const older = focusOnTarget(lawn);
    const newer = focusOnTarget(plaza);
    await afterTheBanner();
    await Promise.all([older, newer]);

    expect(cameraMoves()).toHaveLength(1);
    expect(cameraMoves()[0]!.center[0]).toBeCloseTo(-73.9844, 6);
  });
});

describe('clearing the focus', () => {
  it("gives the map back the constraints it had before the focus, and the area's highlight goes", async () => {
    port.state.constraints = { maxBounds: [-74.3, 40.4, -73.6, 41], minZoom: 9, rotateByGesture: true };
    const before = { ...port.state.constraints };
    geography.focusTarget.mockResolvedValue(lawn);
    const done = focusArea(7, { canonical: true });
    await afterTheBanner();
    await done;
    expect(port.state.constraints).not.toEqual(before);

    clearFocus();
    expect(focused.value).toBeNull();
    expect(port.state.constraints).toEqual(before);
  });

  it('while the camera still moves to the area leaves no fence behind', async () => {
    port.holdCameraMoves();
    const done = focusOnTarget(lawn);
    await afterTheBanner();
    clearFocus();
    port.finishCameraMoves();
    await done;

    expect(fences()).toEqual([]);
    expect(port.state.constraints).toEqual(INITIAL_CONSTRAINTS);
  });

  it('from one focus to the next keeps the first constraints to restore', async () => {
    const first = focusOnTarget(lawn);
    await afterTheBanner();
    await first;
    const second = focusOnTarget(plaza);
    await afterTheBanner();
    await second;

    clearFocus();
    expect(port.state.constraints).toEqual(INITIAL_CONSTRAINTS);
  });
});
