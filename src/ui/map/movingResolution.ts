/**
 * Fewer pixels while the camera moves, on a software renderer only: MapLibre draws at a lower pixel
 * ratio from a move's first frame (MOVING_RESOLUTION: about a seventh of the pixels, 30–50 ms a frame
 * instead of 110 ms at 1440 × 900 on SwiftShader), and at full resolution again as soon as the camera
 * rests: at its 'moveend' (a drag released, an ease arrived), in that frame, or for the wheel when its
 * zoom ends, just before that frame (wheelSteps.ts). A pointer held still in the middle of a drag keeps
 * the lower resolution until it is released: a full-resolution frame there would hold the main thread
 * for the whole frame just as the drag goes on (on a loaded machine a driver's or a hand's moves come
 * 200–1000 ms apart), and the next move would wait for it. A GPU that keeps up is never lowered.
 * Changing the pixel ratio resizes the canvas (as MapLibre's setPixelRatio does, without the
 * gesture-stopping resize: asResolutionMap below).
 */
import type * as maplibregl from 'maplibre-gl';
import { isSoftwareRenderer, MOVING_RESOLUTION } from '../../shared/map/renderer';
import { contextRendererName } from './webglSupport';

/** What the policy needs of the map (MapLibre's Map; a fake in tests). */
export interface ResolutionMap {
  getPixelRatio(): number;
  /** Null follows the screen's devicePixelRatio again (MapLibre's own reading of it). */
  setPixelRatio(ratio: number | null): void;
  on(type: 'move' | 'moveend' | 'idle', listener: () => void): unknown;
  off(type: 'move' | 'moveend' | 'idle', listener: () => void): unknown;
}

/** The renderer the map's own context draws with; null when it cannot be read. */
export function rendererName(canvas: HTMLCanvasElement): string | null {
  // The map's own context (asking for the type it was made with returns it, not a new one).
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  return gl && contextRendererName(gl);
}

export class MovingResolution {
  private lowered = false;
  private readonly onMove = () => this.lower();
  private readonly onMoveEnd = () => this.rest();

  constructor(private readonly map: ResolutionMap) {
    map.on('move', this.onMove);
    map.on('moveend', this.onMoveEnd);
    // The map idle (not moving, everything drawn) with the lower resolution left over (a 'move' whose
    // 'moveend' never came): sharp again.
    map.on('idle', this.onMoveEnd);
  }

  /** The policy on a MapLibre map, when it draws in software; null on a GPU (nothing to do). */
  static forMap(map: maplibregl.Map): MovingResolution | null {
    const target = asResolutionMap(map);
    return target && isSoftwareRenderer(rendererName(map.getCanvas())) ? new MovingResolution(target) : null;
  }

  /**
   * Full resolution now: at 'moveend' or the map's idle, or told ahead of 'moveend' (the wheel's zoom
   * ended at its timer), then drawn by the frame that fires it. Once per lowering.
   */
  rest(): void {
    if (!this.lowered) return;
    this.lowered = false;
    this.set(null);
  }

  /** Whether the map draws at the lower resolution now. */
  get low(): boolean {
    return this.lowered;
  }

  destroy(): void {
    this.map.off('move', this.onMove);
    this.map.off('moveend', this.onMoveEnd);
    this.map.off('idle', this.onMoveEnd);
  }

  private lower(): void {
    if (this.lowered) return;
    const full = this.map.getPixelRatio();
    this.lowered = true;
    this.set(full * MOVING_RESOLUTION);
  }

  private set(ratio: number | null): void {
    this.map.setPixelRatio(ratio);
  }
}

/** The parts of MapLibre's Map (6.17) the policy drives: its pixel ratio, its canvas's size, its next frame. */
interface PixelRatioInternals {
  _overridePixelRatio: number | null | undefined;
  _resizeInternal: () => void;
  _update: () => unknown;
}

function hasPixelRatioInternals(map: object): map is PixelRatioInternals {
  const m = map as Partial<PixelRatioInternals>;
  return '_overridePixelRatio' in m && typeof m._resizeInternal === 'function' && typeof m._update === 'function';
}

/**
 * The map's pixel ratio changed the way setPixelRatio does, without its resize(): that stops every
 * gesture when no camera animation runs (a drag would end at its first move) and fires movement events
 * of its own. The canvas and the painter take the new size at once, so a change made while a frame
 * applies a move is drawn by that frame; `_update` asks for one otherwise. Null against a MapLibre
 * without these parts: the map then keeps its full resolution.
 */
function asResolutionMap(map: maplibregl.Map): ResolutionMap | null {
  if (!hasPixelRatioInternals(map)) return null;
  const internals = map;
  return {
    getPixelRatio: () => map.getPixelRatio(),
    setPixelRatio: (ratio) => {
      internals._overridePixelRatio = ratio;
      internals._resizeInternal();
      internals._update();
    },
    on: (type, listener) => map.on(type, listener),
    off: (type, listener) => map.off(type, listener),
  };
}
