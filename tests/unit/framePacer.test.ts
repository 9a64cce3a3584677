import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FENCE_GIVE_UP_MS, FENCE_POLL_MS, FramePacer, type FenceContext } from '../../src/ui/map/presenter';

/** A WebGL2 context's fences as a software renderer keeps them: each signals when the test says it is drawn. */
class FakeFences implements FenceContext {
  readonly SYNC_GPU_COMMANDS_COMPLETE = 0x9117;
  readonly SYNC_STATUS = 0x9114;
  readonly SIGNALED = 0x9119;
  readonly UNSIGNALED = 0x9118;
  lost = false;
  flushes = 0;
  /** Fences made and not deleted, in order; `true` once the renderer has drawn up to it. */
  readonly live = new Map<WebGLSync, boolean>();
  deleted = 0;
  refuse = false;

  fenceSync(): WebGLSync | null {
    if (this.refuse) return null;
    const fence = {} as WebGLSync;
    this.live.set(fence, false);
    return fence;
  }
  getSyncParameter(sync: WebGLSync, name: number): unknown {
    expect(name).toBe(this.SYNC_STATUS);
    return this.live.get(sync) ? this.SIGNALED : this.UNSIGNALED;
  }
  deleteSync(sync: WebGLSync | null): void {
    if (sync && this.live.delete(sync)) this.deleted++;
  }
  flush(): void {
    this.flushes++;
  }
  isContextLost(): boolean {
    return this.lost;
  }
  /** The renderer finished every frame sent so far. */
  drawAll(): void {
    for (const fence of this.live.keys()) this.live.set(fence, true);
  }
}

/** MapLibre's render loop as far as the pacer holds it: a frame asked for runs `_render` when the test lets it. */
class FakeLoop {
  renders = 0;
  repaintsAsked = 0;
  readonly ownRender = (): this => {
    this.renders++;
    return this;
  };
  _render: (paintStartTimeStamp: number) => unknown = this.ownRender;
  triggerRepaint = () => {
    this.repaintsAsked++;
  };
}

describe('the frame pacer (a software renderer: each frame shown once drawn)', () => {
  let gl: FakeFences;
  let loop: FakeLoop;
  let shown: number[];
  let pacer: FramePacer;
  let clock: number;

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    gl = new FakeFences();
    loop = new FakeLoop();
    shown = [];
    pacer = new FramePacer(
      gl,
      (frame) => shown.push(frame),
      () => clock,
    );
    expect(pacer.hold(loop)).toBe(true);
  });
  afterEach(() => {
    pacer.destroy();
    vi.useRealTimers();
  });

  /** The map renders (its loop's `_render`) and, when it did draw, tells the pacer (its 'render' event). */
  function render(): boolean {
    const before = loop.renders;
    loop._render(0);
    const drew = loop.renders > before;
    if (drew) pacer.frameRendered();
    return drew;
  }
  function advance(ms: number): void {
    clock += ms;
    vi.advanceTimersByTime(ms);
  }

  it('fences a rendered frame, sends it to the renderer at once, and shows it only once the fence signals', () => {
    expect(render()).toBe(true);
    expect(gl.flushes).toBe(1);
    expect(pacer.busy).toBe(true);
    advance(FENCE_POLL_MS * 10);
    expect(shown).toEqual([]);
    gl.drawAll();
    advance(FENCE_POLL_MS);
    expect(shown).toEqual([1]);
    expect(pacer.busy).toBe(false);
    // The fence is given back once looked at.
    expect(gl.live.size).toBe(0);
  });

  it('holds a render asked for while a frame is being drawn, and asks for it again once that frame is shown', () => {
    render();
    expect(render()).toBe(false);
    expect(render()).toBe(false);
    expect(loop.renders).toBe(1);
    expect(loop.repaintsAsked).toBe(0);
    gl.drawAll();
    advance(FENCE_POLL_MS);
    expect(shown).toEqual([1]);
    // One frame asked for, however many were held: the next frame draws whatever they would have.
    expect(loop.repaintsAsked).toBe(1);
    expect(render()).toBe(true);
    gl.drawAll();
    advance(FENCE_POLL_MS);
    expect(shown).toEqual([1, 2]);
    expect(loop.repaintsAsked).toBe(1);
  });

  it('lets a held render run even when the copy to the screen throws', () => {
    const broken = new FramePacer(
      gl,
      () => {
        throw new Error('copy failed');
      },
      () => clock,
    );
    const other = new FakeLoop();
    broken.hold(other);
    other._render(0);
    broken.frameRendered();
    other._render(0);
    expect(other.renders).toBe(1);
    gl.drawAll();
    expect(() => advance(FENCE_POLL_MS)).toThrow('copy failed');
    expect(other.repaintsAsked).toBe(1);
    expect(broken.busy).toBe(false);
    broken.destroy();
  });

  it('asks for nothing after a frame when no render was held back', () => {
    render();
    gl.drawAll();
    advance(FENCE_POLL_MS);
    expect(loop.repaintsAsked).toBe(0);
  });

  it('shows only the latest of frames rendered back to back (a synchronous redraw), and deletes the older fence', () => {
    pacer.frameRendered();
    pacer.frameRendered();
    expect(gl.deleted).toBe(1);
    gl.drawAll();
    advance(FENCE_POLL_MS);
    expect(shown).toEqual([2]);
  });

  it('shows a frame anyway when its fence never signals, after the give-up time, and not before', () => {
    render();
    render();
    advance(FENCE_GIVE_UP_MS - FENCE_POLL_MS);
    expect(shown).toEqual([]);
    advance(2 * FENCE_POLL_MS);
    expect(shown).toEqual([1]);
    expect(loop.repaintsAsked).toBe(1);
    expect(gl.live.size).toBe(0);
  });

  it('shows a frame at once when the context gives no fence', () => {
    gl.refuse = true;
    render();
    expect(shown).toEqual([1]);
    expect(pacer.busy).toBe(false);
  });

  it('on a lost context stops waiting (the last frame stays on screen) and lets held renders run', () => {
    render();
    render();
    gl.lost = true;
    pacer.contextLost();
    expect(pacer.busy).toBe(false);
    expect(loop.repaintsAsked).toBe(1);
    advance(FENCE_GIVE_UP_MS * 2);
    expect(shown).toEqual([]);
    // Rendered while lost: nothing to fence, nothing shown.
    pacer.frameRendered();
    expect(shown).toEqual([]);
    expect(pacer.busy).toBe(false);
  });

  it('notices a context lost while it polls, without the event', () => {
    render();
    gl.lost = true;
    advance(FENCE_POLL_MS);
    expect(pacer.busy).toBe(false);
    expect(shown).toEqual([]);
  });

  it('on destroy stops polling, deletes its fence and puts back the loop it found', () => {
    render();
    pacer.destroy();
    expect(loop._render).toBe(loop.ownRender);
    expect(gl.live.size).toBe(0);
    gl.drawAll();
    advance(FENCE_GIVE_UP_MS * 2);
    expect(shown).toEqual([]);
  });

  it('does not hold a map without that render loop', () => {
    expect(new FramePacer(gl, () => undefined).hold({})).toBe(false);
  });
});
