import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollZoomHandler } from 'maplibre-gl';
import { joinFrames, MAX_DEFER_MS, type FrameGateStats, type RenderLoop } from '../../src/ui/map/frameGate';
import { MovingResolution, type ResolutionMap } from '../../src/ui/map/movingResolution';
import { isSoftwareRenderer, MOVING_RESOLUTION } from '../../src/shared/map/renderer';
import { wheelInSteps } from '../../src/ui/map/wheelSteps';

/**
 * A stand-in for MapLibre's render loop (maplibre-gl 6.17's shape): `triggerRepaint` asks for one
 * frame, `_render` runs the task queue first (where a gesture's step applies its camera and calls
 * `_update`, which asks again), then clears the dirty flags and draws.
 */
class FakeLoop implements RenderLoop {
  _frameRequest: AbortController | null = null;
  _sourcesDirty = false;
  _styleDirty = false;
  _placementDirty = false;
  _repaint = false;
  moving = false;
  _renderTaskQueue = { _queue: [] as Array<() => void> };
  frames: Array<() => void> = [];
  draws = 0;

  _handlers = { isMoving: () => this.moving };
  triggerRepaint = () => {
    if (this._frameRequest) return;
    const request = new AbortController();
    this._frameRequest = request;
    this.frames.push(() => {
      if (request.signal.aborted) return;
      this._frameRequest = null;
      this._render(0);
    });
  };
  _update = () => {
    this._sourcesDirty = true;
    this.triggerRepaint();
    return this;
  };
  _render = (_at: number) => {
    const tasks = this._renderTaskQueue._queue;
    this._renderTaskQueue._queue = [];
    for (const task of tasks) task();
    this._sourcesDirty = false;
    this.draws++;
    return this;
  };
  /** A gesture's step, as MapLibre's handlers queue it: applied in the next frame, which it asks for. */
  input(step: () => void = () => this._update()) {
    this._renderTaskQueue._queue.push(step);
    this.triggerRepaint();
  }
  /** Runs the animation frames asked for, until none is left (at most `limit`). */
  runFrames(limit = 20) {
    for (let i = 0; i < limit && this.frames.length; i++) this.frames.shift()!();
  }
}

type Task = (() => void) & { id: number; cancelled: boolean };

/**
 * The wheel as MapLibre's handlers (6.17) drive it in frames: a notch asks for the handlers' frame (one
 * task, `_frameId`); that frame takes the notch's step (wheelSteps: the whole notch at once), applies it
 * and, as the step is a change, asks for the handlers' frame again, which would find nothing to do. The
 * frame that ends the zoom (the wheel no longer active) asks for one more in the same way.
 */
class WheelLoop extends FakeLoop {
  wheel = {
    _needsRerender: false,
    finishing: true,
    isActive: () => this.wheel._needsRerender || this.wheel.finishing,
  };
  scrollZoom = this.wheel;
  override _handlers: {
    isMoving: () => boolean;
    _frameId?: number;
    _changes: unknown[];
    _previousActiveHandlers: Record<string, { isActive(): boolean }>;
    _requestFrame: () => number;
  } = {
    isMoving: () => this.moving,
    _changes: [],
    _previousActiveHandlers: {},
    _requestFrame: () => this.handlersFrame(),
  };
  override _renderTaskQueue = {
    _queue: [] as Task[],
    remove: (id: number) => {
      for (const t of this._renderTaskQueue._queue) if (t.id === id) t.cancelled = true;
    },
  };
  private ids = 0;
  handlerFrames = 0;

  override _render = (_at: number) => {
    const tasks = this._renderTaskQueue._queue;
    this._renderTaskQueue._queue = [];
    for (const task of tasks) if (!task.cancelled) task();
    this._sourcesDirty = false;
    this.draws++;
    return this;
  };

  notch() {
    this.wheel._needsRerender = true;
    this.askHandlerFrame();
  }

  /** The handlers' `_triggerRenderFrame`: one frame of theirs at a time. */
  askHandlerFrame() {
    if (this._handlers._frameId === undefined) this._handlers._frameId = this._handlers._requestFrame();
  }

  private handlersFrame(): number {
    this.triggerRepaint();
    const task = Object.assign(
      () => {
        delete this._handlers._frameId;
        this.handlerFrames++;
        const stepped = this.wheel._needsRerender;
        this.wheel._needsRerender = false;
        const ended = 'wheel' in this._handlers._previousActiveHandlers && !this.wheel.isActive();
        this._handlers._previousActiveHandlers = this.wheel.isActive() ? { wheel: this.wheel } : {};
        // A step or an end is a change: MapLibre asks for its frame again, and applies it now.
        if (stepped || ended) this.askHandlerFrame();
        if (stepped) this._update();
      },
      { id: ++this.ids, cancelled: false },
    );
    this._renderTaskQueue._queue.push(task);
    return task.id;
  }
}

describe('one map frame per input (frameGate)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("drops the frame a gesture's step asks for while its own frame draws it", () => {
    const loop = new FakeLoop();
    const stats: FrameGateStats = { dropped: 0, deferred: 0 };
    joinFrames(loop, stats);
    for (let i = 0; i < 5; i++) {
      loop.input();
      loop.runFrames();
    }
    expect(loop.draws).toBe(5);
    expect(stats.dropped).toBe(5);
  });

  it('without the gate the same steps cost two frames each (what it fixes)', () => {
    const loop = new FakeLoop();
    for (let i = 0; i < 5; i++) {
      loop.input();
      loop.runFrames();
    }
    expect(loop.draws).toBe(10);
  });

  it('keeps the next frame when work is left for it, or something else asked during the frame', () => {
    const loop = new FakeLoop();
    joinFrames(loop);
    // A step that leaves placement to finish: the next frame is MapLibre's own.
    loop.input(() => {
      loop._update();
      loop._placementDirty = true;
    });
    loop.frames.shift()!();
    loop._placementDirty = false;
    expect(loop.frames).toHaveLength(1);
    loop.runFrames();
    expect(loop.draws).toBe(2);
    // A layer asking for a frame while one draws (a custom layer's own repaint) gets it.
    loop.input(() => {
      loop._update();
      loop.triggerRepaint();
    });
    loop.frames.shift()!();
    expect(loop.frames).toHaveLength(1);
    // The next step of an animation queued during the frame keeps its frame too.
    loop.runFrames();
    loop.input(() => {
      loop._update();
      loop._renderTaskQueue._queue.push(() => undefined);
    });
    loop.frames.shift()!();
    expect(loop.frames).toHaveLength(1);
  });

  it('while the camera moves, a frame with no step of the gesture waits for the next step', () => {
    const loop = new FakeLoop();
    const stats: FrameGateStats = { dropped: 0, deferred: 0 };
    joinFrames(loop, stats);
    vi.useFakeTimers();
    loop.moving = true;
    loop.input(); // the drag's first move
    loop.runFrames();
    loop._update(); // a tile arrived mid-drag
    loop.runFrames();
    expect(loop.draws).toBe(1);
    expect(stats.deferred).toBe(1);
    expect(loop._sourcesDirty).toBe(true);
    loop.input(); // the next move draws the tile with it
    loop.runFrames();
    expect(loop.draws).toBe(2);
    expect(loop._sourcesDirty).toBe(false);
    loop.moving = false;
    loop._update(); // at rest, a tile gets its own frame
    loop.runFrames();
    expect(loop.draws).toBe(3);
  });

  it('a frame held back for a gesture is drawn anyway once it has waited MAX_DEFER_MS (a pointer held still)', () => {
    vi.useFakeTimers();
    const loop = new FakeLoop();
    const stats: FrameGateStats = { dropped: 0, deferred: 0 };
    joinFrames(loop, stats);
    loop.moving = true;
    loop.input();
    loop.runFrames();
    expect(loop.draws).toBe(1);
    loop._update(); // a tile arrives; the pointer then rests
    loop.runFrames();
    expect(loop.draws).toBe(1);
    vi.advanceTimersByTime(MAX_DEFER_MS);
    loop.runFrames();
    expect(loop.draws).toBe(2);
    expect(loop._sourcesDirty).toBe(false);
  });

  it("drops the wheel handlers' frame that would apply nothing, and draws once after a held frame, not twice", () => {
    vi.useFakeTimers();
    const loop = new WheelLoop();
    const stats: FrameGateStats = { dropped: 0, deferred: 0 };
    joinFrames(loop, stats);
    loop.moving = true;
    for (let notch = 1; notch <= 4; notch++) {
      loop.notch();
      loop.runFrames();
      // Each notch drew once; its handlers' follow-up frame was cancelled, and asked again by the next notch.
      expect(loop.draws).toBe(notch);
      expect(loop.handlerFrames).toBe(notch);
    }
    expect(stats.dropped).toBe(4);
    // The zoom's end (MapLibre's finish, 200 ms after the last notch) gets its frame: it fires 'moveend'.
    // The frame the handlers ask for after it is dropped as well.
    loop.wheel.finishing = false;
    loop.askHandlerFrame();
    loop.runFrames();
    expect(loop.draws).toBe(5);
    expect(loop.handlerFrames).toBe(5);
    expect(loop.frames).toHaveLength(0);
    // No catch-up frame of a held one follows the frame that drew it.
    vi.advanceTimersByTime(MAX_DEFER_MS);
    loop.runFrames();
    expect(loop.draws).toBe(5);
  });

  it("keeps the handlers' frame while it has a step to take or a change to apply", () => {
    const loop = new WheelLoop();
    joinFrames(loop);
    loop.moving = true;
    loop.notch();
    loop.runFrames();
    expect(loop.draws).toBe(1);
    // A notch came before the follow-up frame ran: that frame takes its step.
    loop.notch();
    loop.runFrames();
    expect(loop.draws).toBe(2);
    expect(loop.handlerFrames).toBe(2);
  });

  it('leaves a map without the render loop it knows alone, and its undo puts the loop back', () => {
    expect(() => joinFrames({})()).not.toThrow();
    const loop = new FakeLoop();
    const render = loop._render;
    joinFrames(loop)();
    expect(loop._render).toBe(render);
  });
});

class FakeResolutionMap implements ResolutionMap {
  ratio: number | null = null;
  readonly screen = 1;
  readonly set: Array<number | null> = [];
  private listeners = new Map<string, Set<() => void>>();
  getPixelRatio() {
    return this.ratio ?? this.screen;
  }
  setPixelRatio(ratio: number | null) {
    this.ratio = ratio;
    this.set.push(ratio);
  }
  on(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  off(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: 'move' | 'moveend' | 'idle') {
    for (const l of this.listeners.get(type) ?? []) l();
  }
}

describe('fewer pixels while moving (movingResolution)', () => {
  it('draws at a lower pixel ratio from the first move and at full resolution again at moveend', () => {
    const map = new FakeResolutionMap();
    const policy = new MovingResolution(map);
    const low = MOVING_RESOLUTION;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(0.5);
    map.fire('move');
    expect(map.getPixelRatio()).toBe(low);
    expect(policy.low).toBe(true);
    // Later moves change nothing: one resize per gesture.
    map.fire('move');
    map.fire('move');
    expect(map.set).toEqual([low]);
    map.fire('moveend');
    // Null: MapLibre follows the screen's density again.
    expect(map.set).toEqual([low, null]);
    expect(map.getPixelRatio()).toBe(1);
    // A moveend with nothing lowered resizes nothing.
    map.fire('moveend');
    expect(map.set).toEqual([low, null]);
    // A move whose moveend never came: the map's idle brings full resolution back.
    map.fire('move');
    map.fire('idle');
    expect(map.set).toEqual([low, null, low, null]);
    // Told the camera rests ahead of its moveend (the wheel's zoom ended): full now, and once only.
    map.fire('move');
    policy.rest();
    map.fire('moveend');
    expect(map.set).toEqual([low, null, low, null, low, null]);
    policy.destroy();
    map.fire('move');
    expect(map.set).toEqual([low, null, low, null, low, null]);
  });

  it('knows software renderers by their names, and a GPU is not one', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Microsoft Basic Render Driver',
      'Apple Software Renderer',
      'softpipe',
    ])
      expect(isSoftwareRenderer(name), name).toBe(true);
    for (const name of [
      'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M2',
      'Mali-G78',
      'WebKit WebGL',
      '',
      null,
    ])
      expect(isSoftwareRenderer(name), String(name)).toBe(false);
  });
});

/** MapLibre's wheel handler as far as the ease goes: a frame eases from the last notch's time over 200 ms. */
class FakeWheel {
  _type: 'wheel' | 'trackpad' | null = 'wheel';
  _lastWheelEventTime = 0;
  clock = 0;
  wheel() {}
  renderFrame() {
    const t = Math.min((this.clock - this._lastWheelEventTime + 5) / 200, 1);
    return { eased: t, needsRenderFrame: t < 1 };
  }
}

describe('a wheel notch in one frame on a software renderer (wheelSteps)', () => {
  it("takes the ease's end in the notch's first frame, and leaves the notch's time as it was", () => {
    const wheel = new FakeWheel();
    wheel._lastWheelEventTime = 1000;
    wheel.clock = 1016;
    expect(wheel.renderFrame().needsRenderFrame).toBe(true);
    const undo = wheelInSteps(wheel);
    expect(wheel.renderFrame()).toEqual({ eased: 1, needsRenderFrame: false });
    expect(wheel._lastWheelEventTime).toBe(1000);
    // A trackpad is not eased by MapLibre and is left alone.
    wheel._type = 'trackpad';
    expect(wheel.renderFrame().needsRenderFrame).toBe(true);
    wheel._type = 'wheel';
    undo();
    expect(wheel.renderFrame().needsRenderFrame).toBe(true);
    expect(() => wheelInSteps({})()).not.toThrow();
  });

  it("takes MapLibre's own wheel handler as the map makes it, before any notch has set its fields", () => {
    const handler = new ScrollZoomHandler({} as never, () => undefined, {} as never);
    expect(Object.hasOwn(handler, 'renderFrame')).toBe(false);
    const ends: number[] = [];
    const asked: boolean[] = [];
    const own = handler as unknown as { _zooming: boolean; _triggerRenderFrame: () => void };
    const trigger = own._triggerRenderFrame;
    own._triggerRenderFrame = () => asked.push(own._zooming);
    const undo = wheelInSteps(handler, () => ends.push(asked.length));
    // Its frame is the stepped one now, on the handler itself (MapLibre's stays on the prototype).
    expect(Object.hasOwn(handler, 'renderFrame')).toBe(true);
    // A notch asks for its frame with the zoom holding: no end. The finish timer clears the zoom and asks
    // for the zoom's last frame: the end is told first, then the frame is still asked for.
    own._zooming = true;
    own._triggerRenderFrame();
    expect(ends).toEqual([]);
    own._zooming = false;
    own._triggerRenderFrame();
    expect(ends).toEqual([1]);
    expect(asked).toEqual([true, false]);
    undo();
    own._triggerRenderFrame();
    expect(ends).toEqual([1]);
    expect(typeof trigger).toBe('function');
  });

  /** A mouse wheel's notch in pixels (MapLibre's `wheelZoomDelta`): MapLibre tells a wheel from a trackpad by it. */
  const NOTCH_PX = 4.000244140625;

  /** MapLibre's own wheel handler on as much of a map as a notch reads; `ends` holds each asked-for end frame's time. */
  function wheelHandler() {
    const ends: number[] = [];
    const canvas = {
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 1440, height: 900 }),
      offsetWidth: 1440,
      offsetHeight: 900,
      clientLeft: 0,
      clientTop: 0,
    };
    const map = { getCanvas: () => canvas, cooperativeGestures: { isEnabled: () => false }, getZoomSnap: () => 0 };
    // The handler reads the map's transform through its provider (`_tr.transform`).
    const transform = {
      zoom: 14,
      scale: 2 ** 14,
      getCameraLngLat: () => ({ lng: -73.98, lat: 40.75 }),
      applyConstrain: (_centre: unknown, zoom: number) => ({ zoom }),
    };
    const handler = new ScrollZoomHandler(
      map as never,
      () => {
        // A notch asks for its frame with the zoom holding; the finish timer asks with it over.
        if (!handler.isZooming()) ends.push(performance.now());
      },
      { transform } as never,
    );
    handler.enable();
    /** A notch the browser took at `takenAt` (its event's timeStamp), handled now. */
    const notch = (takenAt: number) =>
      handler.wheel({
        deltaMode: 0,
        deltaY: -NOTCH_PX,
        shiftKey: false,
        ctrlKey: false,
        clientX: 720,
        clientY: 450,
        timeStamp: takenAt,
        preventDefault: () => undefined,
      } as unknown as WheelEvent);
    return { handler, ends, notch };
  }

  it('ends the zoom 200 ms after the notch as the browser took it, not 200 ms after its frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('WheelEvent', { DOM_DELTA_LINE: 1 });
    const { handler, ends, notch } = wheelHandler();
    wheelInSteps(handler);
    // A page open a while (an event's timeStamp is after the page's time origin).
    vi.advanceTimersByTime(5000);
    const handled = performance.now();
    // Taken 40 ms before its handler ran (the page busy), its frame 90 ms after (waiting for one being drawn).
    notch(handled - 40);
    vi.advanceTimersByTime(90);
    expect(handler.renderFrame()).toMatchObject({ needsRenderFrame: false });
    vi.advanceTimersByTime(69);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(1);
    // Ended at 160 (200 after the notch was taken), MapLibre's timer cleared as MapLibre leaves it.
    expect(ends).toEqual([handled + 160]);
    expect(handler.isActive()).toBe(false);
    expect(handler.isZooming()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(ends).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a notch before the end holds it: the zoom ends once, 200 ms after the last notch', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('WheelEvent', { DOM_DELTA_LINE: 1 });
    const { handler, ends, notch } = wheelHandler();
    const undo = wheelInSteps(handler);
    const first = performance.now();
    notch(first);
    vi.advanceTimersByTime(100);
    handler.renderFrame();
    vi.advanceTimersByTime(50);
    const second = performance.now();
    notch(second);
    vi.advanceTimersByTime(100);
    handler.renderFrame();
    // A frame that sets no timer leaves the one in place.
    handler.renderFrame();
    vi.advanceTimersByTime(99);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ends).toEqual([second + 200]);
    // Undone, MapLibre's own timing is back: the end 200 ms after the frame that finished the ease.
    undo();
    const third = performance.now();
    notch(third);
    vi.advanceTimersByTime(250);
    handler.renderFrame();
    vi.advanceTimersByTime(199);
    expect(ends).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ends).toEqual([second + 200, third + 450]);
    vi.useRealTimers();
  });
});
