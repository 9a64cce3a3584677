/**
 * The map shown through a 2D canvas, on a software renderer only. There the browser's compositor reads
 * a shown WebGL canvas back at each commit, and that read waits for the renderer to finish the frame:
 * the page's thread was blocked 100–500 ms a map frame (a trace names it: `GLES2::ReadPixels` under
 * `LayerTreeHost::DoUpdateLayers`, waiting in `CommandBufferProxyImpl::WaitForGetOffset`), while
 * layers loaded, a file was imported, or the camera moved. So the WebGL canvas is kept transparent
 * (opacity 0: it still takes the pointer, and MapLibre's and terra-draw's listeners on it still hear
 * it), and each frame is copied into a 2D canvas beneath it once a fence says the renderer has drawn
 * it (through a pixel buffer the renderer fills as it finishes: frameReadback.ts): the copy then waits
 * for nothing and the page's thread stays free while the frame is drawn. Measured in a bare page with SwiftShader: a heavy frame held the page 449–960 ms
 * with its canvas shown, and not at all presented this way (docs/benchmarks.md).
 *
 * The map renders at the renderer's pace: a frame asked for while the last one is still being drawn
 * waits for it (what the frame would draw stays marked, and a pointer's moves meanwhile are applied
 * together by it), so frames never queue up behind one another unseen. Whatever must move with the
 * map's picture (the light layer's objects) is drawn when a frame is shown (`onShown`), not when it
 * was rendered. The map's canvas is made with preserveDrawingBuffer, so the frame is still there when
 * the fence signals. A GPU that keeps up is never presented this way.
 */

/** The parts of a WebGL2 context the presenter uses (a fake in tests). */
export interface FenceContext {
  readonly SYNC_GPU_COMMANDS_COMPLETE: number;
  readonly SYNC_STATUS: number;
  readonly SIGNALED: number;
  fenceSync(condition: number, flags: number): WebGLSync | null;
  getSyncParameter(sync: WebGLSync, name: number): unknown;
  deleteSync(sync: WebGLSync | null): void;
  flush(): void;
  isContextLost(): boolean;
}

/** The parts of MapLibre's render loop the presenter holds back (maplibre-gl 6.17: `_render`, `triggerRepaint`). */
export interface PresentedLoop {
  _render: (paintStartTimeStamp: number) => unknown;
  triggerRepaint: () => void;
}

function isPresentedLoop(map: object): map is PresentedLoop {
  const loop = map as Partial<PresentedLoop>;
  return typeof loop._render === 'function' && typeof loop.triggerRepaint === 'function';
}

/** How often a frame's fence is looked at while the renderer draws it. */
export const FENCE_POLL_MS = 4;
/**
 * The longest a frame waits for its fence before it is shown anyway (the copy then waits for the
 * renderer, as the compositor would have): a fence the browser never signals must not freeze the map.
 */
export const FENCE_GIVE_UP_MS = 3000;

/** A rendered frame whose drawing the renderer has not finished. */
interface Drawing {
  fence: WebGLSync;
  frame: number;
  since: number;
}

/**
 * The timing: a fence after each rendered frame, the frame shown once it signals, renders held back
 * while one is being drawn. DOM-free; the copy is the caller's (`show`).
 */
export class FramePacer {
  private rendered = 0;
  private drawing: Drawing | null = null;
  /** A render was asked for while the last frame was being drawn: it runs once that one is shown. */
  private held = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private restore: (() => void) | null = null;
  /** Asks the map for the frame that was held back. */
  private resume: () => void = () => undefined;

  constructor(
    private readonly gl: FenceContext,
    /** Copies the map's canvas to the screen; `frame` counts renders since the pacer started. */
    private readonly show: (frame: number) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Holds the map's renders back while a frame is being drawn; false against a map without that loop. */
  hold(map: object): boolean {
    if (!isPresentedLoop(map)) return false;
    const loop = map;
    const render = loop._render;
    loop._render = (paintStartTimeStamp) => {
      if (this.drawing) {
        this.held = true;
        return loop;
      }
      return render.call(loop, paintStartTimeStamp);
    };
    this.restore = () => {
      loop._render = render;
      this.restore = null;
    };
    this.resume = () => loop.triggerRepaint();
    return true;
  }

  /** The map rendered a frame (its 'render' event): fenced, and shown once the renderer has drawn it. */
  frameRendered(): void {
    this.rendered++;
    const gl = this.gl;
    if (gl.isContextLost()) return;
    // A frame rendered while another was drawn (a synchronous redraw): only the latest can be shown.
    if (this.drawing) gl.deleteSync(this.drawing.fence);
    const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    // Sent to the renderer now, not at the end of the task: the fence can only signal once it has it.
    gl.flush();
    if (!fence) {
      this.drawing = null;
      this.show(this.rendered);
      return;
    }
    this.drawing = { fence, frame: this.rendered, since: this.now() };
    this.poll();
  }

  /** The context was lost: the frame being drawn will never be (the screen keeps the last one shown). */
  contextLost(): void {
    this.drawing = null;
    this.stopPolling();
    this.resumeHeld();
  }

  /** Whether a frame is being drawn, not yet shown. */
  get busy(): boolean {
    return this.drawing !== null;
  }

  destroy(): void {
    this.stopPolling();
    if (this.drawing && !this.gl.isContextLost()) this.gl.deleteSync(this.drawing.fence);
    this.drawing = null;
    this.restore?.();
  }

  private poll(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.check();
    }, FENCE_POLL_MS);
  }

  private stopPolling(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private check(): void {
    const drawing = this.drawing;
    if (!drawing) return;
    const gl = this.gl;
    if (gl.isContextLost()) {
      this.contextLost();
      return;
    }
    const signalled = gl.getSyncParameter(drawing.fence, gl.SYNC_STATUS) === gl.SIGNALED;
    if (!signalled && this.now() - drawing.since < FENCE_GIVE_UP_MS) {
      this.poll();
      return;
    }
    gl.deleteSync(drawing.fence);
    this.drawing = null;
    try {
      this.show(drawing.frame);
    } finally {
      // A copy that failed still lets the held frame run: the map never stops drawing.
      this.resumeHeld();
    }
  }

  private resumeHeld(): void {
    if (!this.held) return;
    this.held = false;
    this.resume();
  }
}
