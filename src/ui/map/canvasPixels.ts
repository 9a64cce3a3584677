/**
 * A WebGL canvas's pixels, read without holding the page: the GPU copies the drawing buffer into a
 * pixel buffer when it gets there (a fence says when), and the page copies it out a strip at a time,
 * letting input in between. `createImageBitmap(canvas)` took the same pixels in one task of about
 * 200 ms on a software renderer, and making a bitmap of them on the page another 60–90 ms: the
 * export worker makes the bitmap instead (ExportPixels).
 */
import { sleep } from '../../shared/async/sleep';
import type { ExportPixels } from '../../shared/export/request';

/** Rows copied out in one task: about 0.75 MB for the export's 150 dpi frame, 10–35 ms here. */
const STRIP_ROWS = 128;
/** How often the fence is asked (a frame's time: asking costs a round trip to the GPU process). */
const FENCE_POLL_MS = 16;

export class PixelsCancelled extends Error {
  override name = 'PixelsCancelled';
}

/** Waits for the GPU to finish what it was given, between tasks; no fence (WebGL 1) means no wait here. */
async function gpuFinished(gl: WebGL2RenderingContext, signal: AbortSignal): Promise<void> {
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!fence) return;
  gl.flush();
  try {
    while (gl.getSyncParameter(fence, gl.SYNC_STATUS) !== gl.SIGNALED) {
      if (signal.aborted) throw new PixelsCancelled('cancelled');
      await sleep(FENCE_POLL_MS);
    }
  } finally {
    gl.deleteSync(fence);
  }
}

/**
 * Copies `rows` rows of bottom-up GL pixels (starting at GL row `glRow`) into `out`, top row first,
 * with alpha no longer premultiplied (the context's drawing buffer holds premultiplied colours; the
 * map is opaque almost everywhere, so only the rare translucent pixel is touched).
 */
export function placeStrip(
  strip: Uint8Array,
  out: Uint8ClampedArray,
  width: number,
  height: number,
  glRow: number,
): void {
  const rowBytes = width * 4;
  const rows = strip.length / rowBytes;
  for (let r = 0; r < rows; r++) {
    const from = r * rowBytes;
    const to = (height - 1 - (glRow + r)) * rowBytes;
    out.set(strip.subarray(from, from + rowBytes), to);
    for (let i = to + 3; i < to + rowBytes; i += 4) {
      const alpha = out[i]!;
      if (alpha === 255 || alpha === 0) continue;
      const scale = 255 / alpha;
      out[i - 3] = out[i - 3]! * scale;
      out[i - 2] = out[i - 2]! * scale;
      out[i - 1] = out[i - 1]! * scale;
    }
  }
}

/**
 * The drawing buffer's pixels, top row first, as ImageData lays them out. The caller has drawn the
 * canvas (with preserveDrawingBuffer) and nothing draws into it meanwhile. The GL state this touches
 * (the read framebuffer and the pixel-pack buffer) is put back after each step, since MapLibre keeps
 * its own record of the bindings.
 */
export async function readCanvasPixels(gl: WebGL2RenderingContext, signal: AbortSignal): Promise<ExportPixels> {
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const rowBytes = width * 4;
  const buffer = gl.createBuffer();
  const withBuffer = <T>(step: () => T): T => {
    const readFramebuffer = gl.getParameter(gl.READ_FRAMEBUFFER_BINDING) as WebGLFramebuffer | null;
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
    try {
      return step();
    } finally {
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, readFramebuffer);
    }
  };
  try {
    withBuffer(() => {
      gl.bufferData(gl.PIXEL_PACK_BUFFER, rowBytes * height, gl.STREAM_READ);
      // Into the buffer: the call returns at once, the GPU copies when it reaches it.
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    });
    await gpuFinished(gl, signal);
    const out = new Uint8ClampedArray(rowBytes * height);
    const strip = new Uint8Array(rowBytes * STRIP_ROWS);
    for (let glRow = 0; glRow < height; glRow += STRIP_ROWS) {
      if (signal.aborted) throw new PixelsCancelled('cancelled');
      const rows = Math.min(STRIP_ROWS, height - glRow);
      const part = strip.subarray(0, rows * rowBytes);
      withBuffer(() => gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, glRow * rowBytes, part));
      placeStrip(part, out, width, height, glRow);
      // Input and frames in between the strips.
      await sleep(0);
    }
    return { width, height, data: out };
  } finally {
    gl.deleteBuffer(buffer);
  }
}

/** WebGL 1 has no pixel buffers: one read, flipped and un-premultiplied the same way. */
export function readCanvasPixelsAtOnce(gl: WebGLRenderingContext): ExportPixels {
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const raw = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, raw);
  const out = new Uint8ClampedArray(raw.length);
  placeStrip(raw, out, width, height, 0);
  return { width, height, data: out };
}
