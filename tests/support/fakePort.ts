/**
 * A map for controller and component tests: implements the one map port (src/ui/map/port.ts), records
 * every command the app sends it in order, and answers its questions as the test says. A test hands it
 * to the app as MapView does with the real adapter: `mapPort.value = createFakePort()`.
 *
 * It behaves like a small, obedient map: the camera goes where it is sent (`getView` reads it back),
 * constraints set are the constraints got, a camera move ends at once unless the test holds it
 * (`holdCameraMoves`), and the last overlay, cursor and drag-pan setting are kept for the test to read.
 */
import { vi, type Mock } from 'vitest';
import type { BBox } from '../../src/shared/geometry/bbox';
import type { FocusCamera, Padding } from '../../src/shared/geography/focusCamera';
import type {
  CameraPort,
  Constraints,
  InfraHit,
  MapPort,
  MapQueries,
  MapView,
  ModeMap,
  PopupPort,
  ScreenPoint,
  TileSetPort,
} from '../../src/ui/map/port';
import type { Capture } from '../../src/ui/map/offscreenCapture';
import type { MapOverlay } from '../../src/ui/map/overlayDiff';
import { capturedPixels } from './capturedPixels';

/** Every method a spy (its calls, and a test may change its answer); the rest as the port has it. */
type Spied<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K];
};

export interface PortCommand {
  /** 'camera.fitBounds', 'tiles.setAreas', 'popups.show', 'pointer.setCursor', 'setOverlay', … */
  name: string;
  args: unknown[];
}

/** What the fake map answers when asked; a test changes these before or during the test. */
export interface PortAnswers {
  viewport: { width: number; height: number };
  visibleBounds: BBox | null;
  /** The permit area (or intersection) drawn under a screen point: its tile properties, or null. */
  areaPropsAt: (x: number, y: number) => Record<string, unknown> | null;
  infrastructureFeatureAt: (x: number, y: number) => InfraHit | null;
  objectAt: (x: number, y: number) => string | null;
  project: (lng: number, lat: number) => ScreenPoint | null;
  /** The padding the map keeps clear for the sidebars and the overlays at its top. */
  focusPadding: (leftSidebarOpen: boolean, rightPanelPx: number, topOverlayPx: number) => Padding;
}

export interface FakeMapPort extends MapPort {
  readonly camera: Spied<CameraPort>;
  readonly tiles: Spied<TileSetPort>;
  readonly popups: Spied<PopupPort>;
  readonly queries: Spied<MapQueries>;
  readonly pointer: Spied<ModeMap>;
  readonly setBasemap: Mock<MapPort['setBasemap']>;
  readonly setOverlay: Mock<MapPort['setOverlay']>;
  /** The offscreen capture: a frame of the fitted bounds and no pixels, unless the test says otherwise. */
  readonly captureForExport: Mock<MapPort['captureForExport']>;
  readonly startDrawing: Mock<MapPort['startDrawing']>;
  /** Every command and question in the order the app sent it. */
  readonly commands: PortCommand[];
  /** The commands sent under one name, each as its arguments: `named('tiles.setAreas')`. */
  named(name: string): unknown[][];
  readonly answers: PortAnswers;
  /** What the map is now: where the camera is, its constraints, cursor and drag-pan, and the last overlay. */
  readonly state: FakeMapState;
  /** From now on a camera move ends only when `finishCameraMoves` is called (as a real one ends on 'moveend'). */
  holdCameraMoves(): void;
  /** Ends the moves held so far (the camera is then where each was sent), and stops holding. */
  finishCameraMoves(): void;
}

export interface FakeMapState {
  view: MapView;
  constraints: Constraints;
  cursor: string;
  dragPan: boolean;
  overlay: MapOverlay | null;
}

export const INITIAL_CONSTRAINTS: Constraints = { maxBounds: null, minZoom: 0, rotateByGesture: true };

/** A fake map looking at midtown Manhattan at zoom 12, 1440 × 900 px, answering every query with nothing. */
export function createFakePort(answers: Partial<PortAnswers> = {}): FakeMapPort {
  const commands: PortCommand[] = [];
  let holding = false;
  let held: { camera: FocusCamera; done: () => void }[] = [];

  const state: FakeMapState = {
    view: { center: { lng: -73.98, lat: 40.75 }, zoom: 12, bearing: 0, pitch: 0 },
    constraints: { ...INITIAL_CONSTRAINTS },
    cursor: '',
    dragPan: true,
    overlay: null,
  };

  const said: PortAnswers = {
    viewport: { width: 1440, height: 900 },
    visibleBounds: null,
    areaPropsAt: () => null,
    infrastructureFeatureAt: () => null,
    objectAt: () => null,
    project: () => null,
    focusPadding: (left, right, top) => ({ top: 20 + top, right: 20 + right, bottom: 20, left: left ? 360 : 20 }),
    ...answers,
  };

  /** A spy that records its call under `name` before doing what the fake map does. */
  function command<A extends unknown[], R>(name: string, does: (...args: A) => R): Mock<(...args: A) => R> {
    return vi.fn((...args: A) => {
      commands.push({ name, args });
      return does(...args);
    });
  }

  const moveCamera = (camera: FocusCamera) => {
    state.view = {
      center: { lng: camera.center[0], lat: camera.center[1] },
      zoom: camera.zoom,
      bearing: camera.bearing,
      pitch: 0,
    };
  };

  const camera = {
    getView: vi.fn(() => ({ ...state.view, center: { ...state.view.center } })),
    viewportSize: vi.fn(() => said.viewport),
    visibleBounds: vi.fn(() => said.visibleBounds),
    project: vi.fn((lng: number, lat: number) => said.project(lng, lat)),
    jumpTo: command('camera.jumpTo', (view: MapView) => void (state.view = view)),
    easeTo: command('camera.easeTo', (center: { lng: number; lat: number }, zoom: number, _durationMs: number) => {
      state.view = { ...state.view, center, zoom };
    }),
    panTo: command('camera.panTo', (lng: number, lat: number, _durationMs: number) => {
      state.view = { ...state.view, center: { lng, lat } };
    }),
    rotateBy: command('camera.rotateBy', (degrees: number) => {
      state.view = { ...state.view, bearing: state.view.bearing + degrees };
    }),
    resetNorth: command('camera.resetNorth', () => void (state.view = { ...state.view, bearing: 0 })),
    zoomInTo: command('camera.zoomInTo', (zoom: number, _durationMs: number) => {
      state.view = { ...state.view, zoom };
    }),
    flyToPlace: command('camera.flyToPlace', (lng: number, lat: number, _bbox: BBox | null) => {
      state.view = { ...state.view, center: { lng, lat } };
    }),
    fitBounds: command(
      'camera.fitBounds',
      (_bbox: BBox, _options: { paddingPx: number; durationMs: number; maxZoom: number }) => undefined,
    ),
    moveToCamera: command('camera.moveToCamera', (target: FocusCamera) => {
      if (!holding) {
        moveCamera(target);
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => held.push({ camera: target, done: resolve }));
    }),
    getConstraints: vi.fn(() => ({ ...state.constraints })),
    setConstraints: command('camera.setConstraints', (next: Constraints) => void (state.constraints = { ...next })),
    focusPadding: command('camera.focusPadding', (left: boolean, right: number, top?: number) =>
      said.focusPadding(left, right, top ?? 0),
    ),
  };

  const tiles = {
    setAreas: command('tiles.setAreas', () => undefined),
    refreshAreaTiles: command('tiles.refreshAreaTiles', () => undefined),
    setInfrastructureLayer: command('tiles.setInfrastructureLayer', () => undefined),
    clearInfrastructure: command('tiles.clearInfrastructure', () => undefined),
    serve: command('tiles.serve', () => undefined),
  };

  const popups = {
    show: command('popups.show', () => undefined),
    close: command('popups.close', () => undefined),
  };

  const queries = {
    areaPropsAt: vi.fn((x: number, y: number) => said.areaPropsAt(x, y)),
    infrastructureFeatureAt: vi.fn(async (x: number, y: number) => said.infrastructureFeatureAt(x, y)),
  };

  const pointer = {
    objectAt: vi.fn((x: number, y: number) => said.objectAt(x, y)),
    project: vi.fn((lng: number, lat: number) => said.project(lng, lat)),
    setDragPan: command('pointer.setDragPan', (enabled: boolean) => void (state.dragPan = enabled)),
    setCursor: command('pointer.setCursor', (cursor: string) => void (state.cursor = cursor)),
  };

  const port: FakeMapPort = {
    camera,
    tiles,
    popups,
    queries,
    pointer,
    setBasemap: command('setBasemap', async () => true),
    setOverlay: command('setOverlay', (overlay: MapOverlay) => void (state.overlay = overlay)),
    captureForExport: command('captureForExport', (request: Parameters<MapPort['captureForExport']>[0]) => {
      const [west, south, east, north] = request.fit;
      const capture: Capture = {
        map: capturedPixels(),
        frame: { west, south, east, north },
        locator: null,
        locatorFrame: null,
        basemap: 'full',
      };
      return Promise.resolve(capture);
    }),
    startDrawing: command('startDrawing', async () => null),
    commands,
    named: (name) => commands.filter((c) => c.name === name).map((c) => c.args),
    answers: said,
    state,
    holdCameraMoves() {
      holding = true;
    },
    finishCameraMoves() {
      holding = false;
      const moves = held;
      held = [];
      for (const move of moves) {
        moveCamera(move.camera);
        move.done();
      }
    },
  };
  return port;
}
