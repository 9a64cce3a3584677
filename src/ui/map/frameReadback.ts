/**
 * The map's frame read out through a pixel buffer, for the presenter (presentedMap.ts). Drawing the
 * WebGL canvas into the 2D canvas (`drawImage`) read the frame back in one synchronous call and then
 * copied it again when the 2D canvas was flushed: 70–100 ms of the page's thread a frame at 1440 × 900
 * on SwiftShader (a trace: `GLES2::ReadPixels` 50 ms, `CanvasRenderingContext2D::FinalizeFrame` 23 ms,
 * while layers loaded). Here the renderer copies the frame into a pixel buffer as it finishes drawing
 * it (asked right after the render, before the presenter's fence), and once the fence has signalled the
 * page takes the copy straight into an ImageData (2 ms on a quiet machine, 25 ms with both cores busy)
 * for the 2D canvas (17–25 ms).
 *
 * The rows stay as the renderer keeps them, bottom row first: the 2D canvas is flipped on screen
 * (layout.css), where turning 1,300,000 pixels over on the page took another 25 ms. The colours stay
 * premultiplied by their alpha, as ImageData would not have them, and that changes nothing: the style's
 * background layer is opaque, so every pixel of a frame drawn over it is opaque, and a frame before the
 * style has loaded is clear (alpha 0 and no colour), which both readings agree on.
 */

/** The size a frame was read at (the drawing buffer's, which changes with the resolution while moving). */
interface ReadSize {
  width: number;
  height: number;
}

export class FrameReadback {
  private buffer: WebGLBuffer | null = null;
  private bufferBytes = 0;
  private pending: ReadSize | null = null;
  private image: ImageData | null = null;

  constructor(private readonly gl: WebGL2RenderingContext) {}

  /**
   * Asks the renderer to copy the frame just rendered into the pixel buffer; call it before the frame's
   * fence. The GL state touched (the read framebuffer, the pixel-pack buffer) is put back: MapLibre
   * keeps its own record of the bindings.
   */
  request(): void {
    const gl = this.gl;
    if (gl.isContextLost()) return;
    const width = gl.drawingBufferWidth;
    const height = gl.drawingBufferHeight;
    const bytes = width * height * 4;
    this.buffer ??= gl.createBuffer();
    const readFramebuffer = gl.getParameter(gl.READ_FRAMEBUFFER_BINDING) as WebGLFramebuffer | null;
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.buffer);
    try {
      if (bytes !== this.bufferBytes) {
        gl.bufferData(gl.PIXEL_PACK_BUFFER, bytes, gl.STREAM_READ);
        this.bufferBytes = bytes;
      }
      // Into the buffer: the call returns at once, the renderer copies when it gets there.
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
      this.pending = { width, height };
    } finally {
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, readFramebuffer);
    }
  }

  /**
   * The frame last asked for, bottom row first, once the fence after it has signalled (earlier, the
   * call waits for the renderer); null when none was asked for since the last, or the context was lost.
   * The ImageData is reused by the next frame of the same size.
   */
  take(): ImageData | null {
    const gl = this.gl;
    const size = this.pending;
    this.pending = null;
    if (!size || !this.buffer || gl.isContextLost()) return null;
    if (this.image?.width !== size.width || this.image.height !== size.height)
      this.image = new ImageData(size.width, size.height);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.buffer);
    try {
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, this.image.data);
    } finally {
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    }
    return this.image;
  }

  /** The context was lost: its buffer with it (a restored context gets a new one). */
  contextLost(): void {
    this.buffer = null;
    this.bufferBytes = 0;
    this.pending = null;
  }

  destroy(): void {
    if (this.buffer && !this.gl.isContextLost()) this.gl.deleteBuffer(this.buffer);
    this.contextLost();
  }
}
