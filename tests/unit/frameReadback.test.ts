import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameReadback } from '../../src/ui/map/frameReadback';

/** ImageData as the page has it (Node has none): its pixels, width and height. */
class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

/**
 * A WebGL2 context as far as the readback goes: one drawing buffer whose pixels `frame` sets, pixel
 * buffers that `readPixels` fills from it, and the bindings MapLibre keeps its own record of.
 */
class FakeGl {
  readonly READ_FRAMEBUFFER = 0x8ca8;
  readonly READ_FRAMEBUFFER_BINDING = 0x8caa;
  readonly PIXEL_PACK_BUFFER = 0x88eb;
  readonly STREAM_READ = 0x88e1;
  readonly RGBA = 0x1908;
  readonly UNSIGNED_BYTE = 0x1401;
  drawingBufferWidth = 3;
  drawingBufferHeight = 2;
  lost = false;
  frame = new Uint8Array(0);
  readFramebuffer: object | null = { mapLibreOwn: true };
  packBuffer: { bytes: Uint8Array } | null = null;
  readonly created: { bytes: Uint8Array }[] = [];
  readonly calls: string[] = [];

  isContextLost = () => this.lost;
  createBuffer = () => {
    const buffer = { bytes: new Uint8Array(0) };
    this.created.push(buffer);
    return buffer;
  };
  deleteBuffer = (buffer: unknown) => this.calls.push(`delete ${this.created.indexOf(buffer as never)}`);
  getParameter = (name: number) => (name === this.READ_FRAMEBUFFER_BINDING ? this.readFramebuffer : null);
  bindFramebuffer = (_target: number, framebuffer: object | null) => {
    this.readFramebuffer = framebuffer;
  };
  bindBuffer = (_target: number, buffer: { bytes: Uint8Array } | null) => {
    this.packBuffer = buffer;
  };
  bufferData = (_target: number, bytes: number) => {
    this.calls.push(`bufferData ${bytes}`);
    this.packBuffer!.bytes = new Uint8Array(bytes);
  };
  readPixels = (x: number, y: number, width: number, height: number, _f: number, _t: number, offset: number) => {
    // Reads the default framebuffer (none bound for reading) into the bound pixel buffer.
    expect([x, y, offset, this.readFramebuffer]).toEqual([0, 0, 0, null]);
    this.calls.push(`readPixels ${width}x${height}`);
    this.packBuffer!.bytes.set(this.frame.subarray(0, width * height * 4));
  };
  getBufferSubData = (_target: number, offset: number, out: Uint8ClampedArray) => {
    this.calls.push('getBufferSubData');
    out.set(this.packBuffer!.bytes.subarray(offset, offset + out.length));
  };

  draw(first: number): void {
    this.frame = Uint8Array.from(
      { length: this.drawingBufferWidth * this.drawingBufferHeight * 4 },
      (_, i) => first + i,
    );
  }
}

describe('the map frame read through a pixel buffer (FrameReadback)', () => {
  beforeEach(() => vi.stubGlobal('ImageData', FakeImageData));
  afterEach(() => vi.unstubAllGlobals());

  it("takes the frame asked for after its render, as the renderer keeps it, and puts MapLibre's bindings back", () => {
    const gl = new FakeGl();
    const readback = new FrameReadback(gl as unknown as WebGL2RenderingContext);
    expect(readback.take()).toBeNull();
    gl.draw(10);
    readback.request();
    expect(gl.readFramebuffer).toEqual({ mapLibreOwn: true });
    expect(gl.packBuffer).toBeNull();
    // The next frame drawn before the page takes the copy does not change it.
    gl.draw(100);
    const image = readback.take()!;
    expect([image.width, image.height]).toEqual([3, 2]);
    expect([...image.data.subarray(0, 4)]).toEqual([10, 11, 12, 13]);
    expect(image.data[23]).toBe(33);
    expect(gl.packBuffer).toBeNull();
    // Taken once: nothing new until the next frame is asked for.
    expect(readback.take()).toBeNull();
    readback.request();
    expect(readback.take()).toBe(image);
    expect(image.data[0]).toBe(100);
    // One buffer, sized once for frames of the same size.
    expect(gl.created).toHaveLength(1);
    expect(gl.calls.filter((c) => c.startsWith('bufferData'))).toEqual(['bufferData 24']);
  });

  it('follows the drawing buffer to a new size (the resolution while moving) with a new image', () => {
    const gl = new FakeGl();
    const readback = new FrameReadback(gl as unknown as WebGL2RenderingContext);
    gl.draw(0);
    readback.request();
    const first = readback.take()!;
    gl.drawingBufferWidth = 2;
    gl.drawingBufferHeight = 1;
    gl.draw(50);
    readback.request();
    const second = readback.take()!;
    expect(second).not.toBe(first);
    expect([second.width, second.height, ...second.data]).toEqual([2, 1, 50, 51, 52, 53, 54, 55, 56, 57]);
    expect(gl.calls.filter((c) => c.startsWith('bufferData'))).toEqual(['bufferData 24', 'bufferData 8']);
  });

  it('asks nothing of a lost context, and makes a new buffer once it is back', () => {
    const gl = new FakeGl();
    const readback = new FrameReadback(gl as unknown as WebGL2RenderingContext);
    gl.draw(0);
    readback.request();
    gl.lost = true;
    readback.contextLost();
    expect(readback.take()).toBeNull();
    readback.request();
    expect(gl.calls).toEqual(['bufferData 24', 'readPixels 3x2']);
    gl.lost = false;
    gl.draw(7);
    readback.request();
    expect(gl.created).toHaveLength(2);
    expect(readback.take()!.data[0]).toBe(7);
    readback.destroy();
    expect(gl.calls.at(-1)).toBe('delete 1');
    expect(readback.take()).toBeNull();
  });
});
