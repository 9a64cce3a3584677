// The map's start guard and its lost-context handling, with stand-ins for the browser and MapLibre.
import { describe, expect, it } from 'vitest';
import type * as maplibregl from 'maplibre-gl';
import { watchContextLoss } from '../../src/ui/map/contextLoss';
import { MapStartError, mapStartFailure, probeWebgl } from '../../src/ui/map/webglSupport';
import { sleep } from '../../src/shared/async/sleep';

/** A canvas that gives a WebGL2 context or not, as `document.createElement` would hand it out. */
function fakeDocument(context: 'ok' | 'none' | 'throws', statusMessage = '') {
  let lostProbe = false;
  const canvas = new EventTarget() as EventTarget & { getContext: (type: string) => unknown };
  canvas.getContext = (type: string) => {
    if (type !== 'webgl2') return null;
    if (context === 'throws') throw new Error('Canvas has an existing context of a different type');
    if (context === 'none') {
      const event = Object.assign(new Event('webglcontextcreationerror'), { statusMessage });
      canvas.dispatchEvent(event);
      return null;
    }
    const RENDERER = 0x1f01;
    return {
      RENDERER,
      // No unmasking extension: the renderer is read from RENDERER.
      getExtension: (name: string) =>
        name === 'WEBGL_lose_context' ? { loseContext: () => (lostProbe = true) } : null,
      getParameter: (p: number) => (p === RENDERER ? 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))' : null),
    };
  };
  return { doc: { createElement: () => canvas } as unknown as Document, lostProbe: () => lostProbe };
}

describe('whether the map can start', () => {
  it('is yes with a WebGL2 context, whose renderer it names, and which the probe gives back at once', () => {
    const { doc, lostProbe } = fakeDocument('ok');
    expect(probeWebgl(doc)).toEqual({
      unavailable: null,
      renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))',
    });
    expect(lostProbe()).toBe(true);
  });

  it("is no without one, with the browser's reason when it gives one", () => {
    expect(probeWebgl(fakeDocument('none', 'disabled by enterprise policy').doc).unavailable).toBe(
      'disabled by enterprise policy',
    );
    expect(probeWebgl(fakeDocument('none').doc).unavailable).toBe('the browser gave no WebGL2 context');
    expect(probeWebgl(fakeDocument('throws').doc).unavailable).toMatch(/existing context/);
  });

  it("words a failed mount by its cause: MapLibre's WebGL refusal, or anything else", () => {
    const gpu = Object.assign(new Error('Failed to initialize WebGL2'), { name: 'GPUInitializationError' });
    expect(mapStartFailure(gpu)).toMatchObject({ kind: 'webgl-unavailable', detail: 'Failed to initialize WebGL2' });
    expect(mapStartFailure(new Error('WebGL2 is required to display this map.')).kind).toBe('webgl-unavailable');
    expect(mapStartFailure(new Error('Unknown basemap key x')).kind).toBe('map-failed');
    const already = new MapStartError('map-failed', 'x');
    expect(mapStartFailure(already)).toBe(already);
  });
});

/** Just enough of a MapLibre map: events, a canvas in a container, a style with layers. */
function fakeMap() {
  const listeners = new Map<string, Set<() => void>>();
  const container = new EventTarget();
  const canvas = new EventTarget();
  const layers = new Map<string, { type: string }>([
    ['background', { type: 'background' }],
    ['infra-raster-layer', { type: 'custom' }],
  ]);
  const map = {
    style: { _loaded: true } as { _loaded: boolean } | null,
    getCanvas: () => canvas,
    getCanvasContainer: () => container,
    getLayersOrder: () => [...layers.keys()],
    getLayer: (id: string) => layers.get(id),
    removeLayer: (id: string) => layers.delete(id),
    on: (type: string, fn: () => void) =>
      void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn),
    once(type: string, fn: () => void) {
      const wrapped = () => {
        this.off(type, wrapped);
        fn();
      };
      this.on(type, wrapped);
    },
    off: (type: string, fn: () => void) => void listeners.get(type)?.delete(fn),
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
  };
  /** The browser takes the context: the canvas event reaches the container's capture listener, then MapLibre's. */
  const lose = () => {
    const event = new Event('webglcontextlost');
    Object.defineProperty(event, 'target', { value: canvas });
    // EventTarget has no tree here: call the capture listener through the container, as the browser would.
    container.dispatchEvent(event);
    map.style = null;
    map.fire('webglcontextlost');
  };
  return { map, layers, lose };
}

describe('a lost WebGL context', () => {
  it('takes our custom layers out before the snapshot, sets the map aside, and gives it back once the rebuilt style loads', async () => {
    const { map, layers, lose } = fakeMap();
    const heard: string[] = [];
    const stop = watchContextLoss(map as unknown as maplibregl.Map, {
      lost: () => heard.push('lost'),
      restored: () => heard.push('restored'),
      unrestored: () => heard.push('unrestored'),
    });
    lose();
    expect([...layers.keys()]).toEqual(['background']);
    expect(heard).toEqual(['lost']);
    // MapLibre rebuilds the style asynchronously: not back until it has loaded.
    map.style = { _loaded: false };
    map.fire('webglcontextrestored');
    expect(heard).toEqual(['lost']);
    map.style._loaded = true;
    map.fire('style.load');
    expect(heard).toEqual(['lost', 'restored']);
    map.fire('style.load');
    expect(heard).toEqual(['lost', 'restored']);
    stop();
  });

  it('says so when the browser does not give the context back in time', async () => {
    const { map, lose } = fakeMap();
    const heard: string[] = [];
    watchContextLoss(
      map as unknown as maplibregl.Map,
      {
        lost: () => heard.push('lost'),
        restored: () => heard.push('restored'),
        unrestored: () => heard.push('unrestored'),
      },
      20,
    );
    lose();
    await sleep(40);
    expect(heard).toEqual(['lost', 'unrestored']);
    // A late restore still brings the map back.
    map.style = { _loaded: true };
    map.fire('webglcontextrestored');
    expect(heard).toEqual(['lost', 'unrestored', 'restored']);
  });
});
