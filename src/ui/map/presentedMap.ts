/**
 * The map's frames as the screen shows them. On a software renderer (presenter.ts) each frame is
 * copied from the transparent WebGL canvas into a 2D canvas beneath it once the renderer has drawn it;
 * elsewhere a frame is shown as it renders. Whatever must move with the map's picture listens here,
 * not to MapLibre's 'render'.
 */
import type * as maplibregl from 'maplibre-gl';
import { FrameReadback } from './frameReadback';
import { FramePacer } from './presenter';

/** Frames as they reach the screen: `frame` counts the map's renders, so the latest shown is known. */
export interface ShownFrames {
  onShown(listener: (frame: number) => void): () => void;
  destroy(): void;
}

/** Listeners called in turn; one that throws does not keep the others from the frame. */
class Listeners {
  private readonly all = new Set<(frame: number) => void>();

  add(listener: (frame: number) => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  call(frame: number): void {
    for (const listener of this.all)
      try {
        listener(frame);
      } catch (error) {
        // Reported as uncaught, after the frame: the map's next frames must not wait on a broken listener.
        queueMicrotask(() => {
          throw error;
        });
      }
  }

  clear(): void {
    this.all.clear();
  }
}

/** A frame is shown as it renders (a GPU, or a map the presenter cannot serve). */
class RenderedFrames implements ShownFrames {
  private frames = 0;
  private readonly listeners = new Listeners();
  private readonly onRender = () => this.listeners.call(++this.frames);

  constructor(private readonly map: maplibregl.Map) {
    map.on('render', this.onRender);
  }

  onShown(listener: (frame: number) => void): () => void {
    return this.listeners.add(listener);
  }

  destroy(): void {
    this.map.off('render', this.onRender);
    this.listeners.clear();
  }
}

/** A frame is copied to a 2D canvas once the software renderer has drawn it. */
class PresentedFrames implements ShownFrames {
  private readonly screen: HTMLCanvasElement;
  private readonly listeners = new Listeners();
  private readonly pacer: FramePacer;
  private readonly readback: FrameReadback;
  private readonly onRender = () => {
    // The copy asked for before the fence, so the fence signals once the copy is made too.
    this.readback.request();
    this.pacer.frameRendered();
  };
  private readonly onLost = () => {
    this.readback.contextLost();
    this.pacer.contextLost();
  };

  constructor(
    private readonly map: maplibregl.Map,
    gl: WebGL2RenderingContext,
    private readonly ctx: CanvasRenderingContext2D,
  ) {
    this.screen = ctx.canvas;
    const canvas = map.getCanvas();
    this.screen.className = 'map-presented';
    this.screen.setAttribute('aria-hidden', 'true');
    // Beneath the WebGL canvas, which stays on top (transparent) to take the pointer.
    canvas.before(this.screen);
    canvas.classList.add('map-canvas-unshown');
    this.readback = new FrameReadback(gl);
    this.pacer = new FramePacer(gl, (frame) => this.show(frame));
    this.pacer.hold(map);
    map.on('render', this.onRender);
    map.on('webglcontextlost', this.onLost);
  }

  onShown(listener: (frame: number) => void): () => void {
    return this.listeners.add(listener);
  }

  destroy(): void {
    this.pacer.destroy();
    this.readback.destroy();
    this.map.off('render', this.onRender);
    this.map.off('webglcontextlost', this.onLost);
    this.map.getCanvas().classList.remove('map-canvas-unshown');
    this.screen.remove();
    this.listeners.clear();
  }

  private show(frame: number): void {
    const source = this.map.getCanvas();
    const image = this.readback.take();
    // The frame's size as read: the map's canvas changes its size with the window and with the
    // resolution while moving.
    this.fit(image?.width ?? source.width, image?.height ?? source.height);
    if (image) this.ctx.putImageData(image, 0, 0);
    else {
      // No copy was made (the context lost and back): the canvas itself, upside down as the copy
      // comes (the screen is flipped). 'copy' replaces what was shown, transparent parts included.
      this.ctx.globalCompositeOperation = 'copy';
      this.ctx.setTransform(1, 0, 0, -1, 0, this.screen.height);
      this.ctx.drawImage(source, 0, 0);
      this.ctx.setTransform(1, 0, 0, 1, 0, 0);
    }
    this.listeners.call(frame);
  }

  private fit(width: number, height: number): void {
    const source = this.map.getCanvas();
    const screen = this.screen;
    if (screen.width !== width || screen.height !== height) {
      screen.width = width;
      screen.height = height;
    }
    if (screen.style.width !== source.style.width) screen.style.width = source.style.width;
    if (screen.style.height !== source.style.height) screen.style.height = source.style.height;
  }
}

/**
 * The map's frames as shown: presented through a 2D canvas when asked (a software renderer) and the
 * map's canvas keeps its drawing buffer (MapAdapter asks for both together), else as rendered.
 */
export function shownFrames(map: maplibregl.Map, present: boolean): ShownFrames {
  if (!present) return new RenderedFrames(map);
  const gl = map.getCanvas().getContext('webgl2');
  const ctx = document.createElement('canvas').getContext('2d');
  if (!gl || !ctx || gl.getContextAttributes()?.preserveDrawingBuffer !== true) return new RenderedFrames(map);
  return new PresentedFrames(map, gl, ctx);
}
