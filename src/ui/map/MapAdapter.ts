/**
 * The one MapLibre adapter, built of parts: the camera (camera.ts), the overlays and tile sets
 * (overlays.ts), the pointer (pointer.ts), popups (popups.ts) and the basemap (basemap.ts), over one
 * shared map (mapHandle.ts). The app sees it only as a MapPort (port.ts): camera commands, tile sets,
 * popups, a few questions about what is drawn, and the overlay state handed over by one effect. What
 * stays here is the map's life: mount, a lost graphics context, destroy.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { BasemapChoice, Theme } from '../../shared/map/basemaps';
import { MapBasemap } from './basemap';
import { MapCamera } from './camera';
import { watchContextLoss, type ContextLossHooks } from './contextLoss';
import { joinFrames } from './frameGate';
import { MapHandle } from './mapHandle';
import { MapOverlays, type OverlayEvents } from './overlays';
import { MapPointer, type PointerEvents } from './pointer';
import { MovingResolution } from './movingResolution';
import { shownFrames, type ShownFrames } from './presentedMap';
import { isSoftwareRenderer } from '../../shared/map/renderer';
import { wheelInSteps } from './wheelSteps';
import { MapPopups } from './popups';
import { registerTileSources } from './tileProtocol';
import type { MapPort, MapView } from './port';

maplibregl.setWorkerUrl(workerUrl);

export interface MapEvents extends OverlayEvents, PointerEvents {
  onReady: () => void;
  onView: (view: MapView) => void;
  /** The camera started a move (MapLibre's 'movestart'). */
  onCameraMove: () => void;
  /** The map is idle after a move (drawn, its tiles loaded); the final view was reported just before. */
  onCameraIdle: () => void;
  onBasemapNotice: (notice: string | null) => void;
  /** The map's WebGL context was lost, is back (the map redrawn as it was), or has not come back in time. */
  onContext?: (state: 'lost' | 'restored' | 'unrestored') => void;
  /** The map drew a frame: how many it has drawn since it started (tests and benchmarks count them). */
  onRender?: (renders: number) => void;
  /** A frame reached the screen: which render it was (on a software renderer a frame is shown once drawn). */
  onShown?: (frame: number) => void;
}

export interface MapDrawingOptions {
  /** Today's drawing for comparison (`?draw=vector`): every layer as vectors, MapLibre's symbol fade. */
  vectorOnly: boolean;
  /**
   * The WebGL canvas shown itself even on a software renderer (`?present=direct`), as before frames were
   * presented through a 2D canvas: the benchmark's same-run comparison, and a way back should a browser
   * copy frames badly.
   */
  presentDirect?: boolean;
}

export class MapAdapter {
  private readonly handle = new MapHandle();
  private readonly camera = new MapCamera(this.handle);
  private readonly overlays: MapOverlays;
  private readonly pointer: MapPointer;
  private readonly popups = new MapPopups(this.handle);
  private readonly basemap: MapBasemap;
  private viewFrame = 0;
  /** Between a camera move's start and the map's next 'idle'. */
  private cameraMoving = true;
  private stopContextWatch: (() => void) | null = null;
  private stopFrameGate: (() => void) | null = null;
  private stopWheelSteps: (() => void) | null = null;
  /** Fewer pixels while the camera moves, on a software renderer (null on a GPU). */
  private resolution: MovingResolution | null = null;
  /** The map's frames as they reach the screen (through a 2D canvas on a software renderer). */
  private frames: ShownFrames | null = null;
  private destroyed = false;

  /** The map as the app sees it. */
  readonly port: MapPort;

  constructor(
    theme: Theme,
    basemap: BasemapChoice,
    private readonly events: MapEvents,
    private readonly drawing: MapDrawingOptions = { vectorOnly: false },
  ) {
    this.overlays = new MapOverlays(this.handle, events, drawing);
    this.pointer = new MapPointer(this.handle, this.overlays, events);
    this.basemap = new MapBasemap(this.handle, basemap, theme, events.onBasemapNotice);
    const overlays = this.overlays;
    this.port = {
      camera: this.camera,
      tiles: {
        setAreas: (areas) => {
          this.pointer.clearHover();
          overlays.setAreas(areas);
        },
        refreshAreaTiles: () => overlays.refreshAreaTiles(),
        setInfrastructureLayer: (id, tiles, visible) => overlays.setInfrastructureLayer(id, tiles, visible),
        clearInfrastructure: () => {
          this.popups.close();
          overlays.clearInfrastructure();
        },
        serve: registerTileSources,
      },
      popups: this.popups,
      queries: {
        areaPropsAt: (x, y) => overlays.areaPropsAt(x, y),
        infrastructureFeatureAt: (x, y) => overlays.infrastructureFeatureAt(x, y),
      },
      pointer: this.pointer,
      setBasemap: async (choice, next) => {
        const base = await this.basemap.switchTo(choice, next);
        if (!base || this.destroyed) return false;
        overlays.setBase(base);
        return true;
      },
      setOverlay: (overlay) => overlays.apply(overlay),
      captureForExport: (request) => {
        const style = overlays.exportStyle();
        // The offscreen map's code is loaded with the first export.
        return (
          style && import('./offscreenCapture').then(({ captureForExport }) => captureForExport({ style, ...request }))
        );
      },
      // terra-draw is a chunk of its own (about 160 KB), loaded as drawing first starts. Null while the
      // style is mid-update; rejects when terra-draw cannot be loaded or started (the UI offers Retry).
      startDrawing: async (callbacks) => {
        const { DrawControl } = await import('./drawControl');
        const map = this.handle.current;
        return map && !this.destroyed && map.isStyleLoaded() ? new DrawControl(map, callbacks) : null;
      },
    };
  }

  /** `renderer` is the WebGL renderer's name from the page's probe (webglSupport.ts), null when unnamed. */
  async mount(container: HTMLElement, view: MapView, renderer: string | null): Promise<void> {
    const base = await this.basemap.first();
    if (this.destroyed) return;
    const software = isSoftwareRenderer(renderer);
    const presented = software && !this.drawing.presentDirect;
    const map = new maplibregl.Map({
      container,
      style: this.overlays.initialStyle(base),
      center: [view.center.lng, view.center.lat],
      zoom: view.zoom,
      bearing: view.bearing,
      pitch: view.pitch,
      attributionControl: { compact: true },
      // MapLibre's 300 ms symbol fade restarts on every frame slower than itself: on a software
      // renderer the map would then repaint for ever while idle. Symbols appear at once instead.
      fadeDuration: this.drawing.vectorOnly ? 300 : 0,
      // On a software renderer each frame is copied to the screen once drawn (presenter.ts): the frame
      // must still be in the canvas then.
      canvasContextAttributes: { preserveDrawingBuffer: presented },
    });
    this.handle.attach(map);
    // One frame per input: a frame asked for while a frame applies the input is not drawn twice.
    this.stopFrameGate = joinFrames(map);
    // After the gate: a frame it lets through is still held back while the last one is being drawn.
    const frames = shownFrames(map, presented);
    this.frames = frames;
    frames.onShown((frame) => this.events.onShown?.(frame));
    this.resolution = MovingResolution.forMap(map);
    // On a software renderer a wheel notch is one frame, not a 200 ms ease of two to six.
    const resolution = this.resolution;
    if (resolution) this.stopWheelSteps = wheelInSteps(map.scrollZoom, () => resolution.rest());
    container.dataset.mapResolution = this.resolution ? 'moving-lower' : 'full';
    this.stopContextWatch = watchContextLoss(map, this.contextHooks());
    this.overlays.attach(map, frames);
    this.pointer.attach(map);
    // Shift-click places objects in batch mode; MapLibre's shift-drag box zoom would swallow it.
    map.boxZoom.disable();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-right');
    map.on('load', () => {
      this.basemap.started();
      this.events.onReady();
      this.emitView();
    });
    let renders = 0;
    map.on('render', () => this.events.onRender?.(++renders));
    map.on('move', () => this.scheduleView());
    map.on('movestart', () => {
      this.cameraMoving = true;
      this.events.onCameraMove();
    });
    map.on('idle', () => {
      if (!this.cameraMoving) return;
      this.cameraMoving = false;
      // The view is reported now, not a frame later, so 'idle' never comes with the view before it.
      cancelAnimationFrame(this.viewFrame);
      this.viewFrame = 0;
      this.emitView();
      this.events.onCameraIdle();
    });
    // Tile and network failures surface as the basemap notice; without a listener MapLibre would log each one.
    map.on('error', () => {});
  }

  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.viewFrame);
    this.basemap.destroy();
    this.overlays.destroy();
    this.pointer.destroy();
    this.resolution?.destroy();
    // Before the gate: each puts back the render loop it found.
    this.frames?.destroy();
    this.stopFrameGate?.();
    this.stopWheelSteps?.();
    this.stopContextWatch?.();
    this.handle.any?.remove();
    this.handle.detach();
  }

  /** While the context is lost every call is a no-op; once MapLibre has rebuilt its style, the overlays go back on. */
  private contextHooks(): ContextLossHooks {
    return {
      lost: () => {
        this.handle.setAside();
        this.events.onContext?.('lost');
      },
      restored: () => {
        if (this.destroyed) return;
        this.handle.takeBack();
        // What changed while the map was set aside, and our own WebGL layer (DenseLayers), go back on.
        this.overlays.restyle();
        this.events.onContext?.('restored');
      },
      unrestored: () => this.events.onContext?.('unrestored'),
    };
  }

  private scheduleView(): void {
    if (this.viewFrame) return;
    this.viewFrame = requestAnimationFrame(() => {
      this.viewFrame = 0;
      this.emitView();
    });
  }

  private emitView(): void {
    const view = this.camera.getView();
    if (view) this.events.onView(view);
  }
}
