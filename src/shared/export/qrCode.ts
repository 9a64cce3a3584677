/**
 * The share link as a QR code on the packet (qrcode-generator builds the matrix; we draw it). Drawn
 * as vectors: one filled path whose rings are the runs of dark modules along each row, so the code
 * stays sharp at any print size and costs a few KB in the PDF. A link only becomes a code when its
 * modules stay large enough for a phone to read off paper (see QR_MAX_VERSION); longer links get none.
 */
import qrcode from 'qrcode-generator';
import { INK, WHITE, rect, type Point, type Primitive } from './primitives';

/**
 * The largest QR version printed: version 25 has 117 modules a side, 0.24 mm each in the title
 * block's 30 mm code (with its quiet zone), about the smallest a phone camera reads off a printed
 * page. It holds about 1,270 bytes at error correction L (1,000 at M).
 */
export const QR_MAX_VERSION = 25;
/** What version 25 holds at error correction L, in bytes: a longer link is not tried at all. */
export const QR_MAX_BYTES = 1273;
/** The white margin a reader needs around the code, in modules (ISO/IEC 18004). */
export const QR_QUIET_MODULES = 4;

export interface QrMatrix {
  /** Modules a side. */
  size: number;
  version: number;
  level: 'M' | 'L';
  dark(row: number, col: number): boolean;
}

/** The smallest code that holds `text` (bytes, UTF-8) at M, else at L; null when none up to QR_MAX_VERSION does. */
export function qrMatrix(text: string): QrMatrix | null {
  // Byte mode takes each UTF-16 unit as a byte (links are ASCII): the length is the size.
  if (text.length > QR_MAX_BYTES) return null;
  for (const level of ['M', 'L'] as const) {
    for (let version = 1; version <= QR_MAX_VERSION; version++) {
      const code = qrcode(version as Parameters<typeof qrcode>[0], level);
      code.addData(text, 'Byte');
      try {
        code.make();
      } catch {
        // Too much data for this version ('code length overflow'): try the next one.
        continue;
      }
      return { size: code.getModuleCount(), version, level, dark: (r, c) => code.isDark(r, c) };
    }
  }
  return null;
}

/** The code with its quiet zone filling a `side` mm square at (x, y): a white square, then the dark runs. */
export function qrPrimitives(matrix: QrMatrix, x: number, y: number, side: number): Primitive[] {
  const module = side / (matrix.size + 2 * QR_QUIET_MODULES);
  const x0 = x + QR_QUIET_MODULES * module;
  const y0 = y + QR_QUIET_MODULES * module;
  const rings: Point[][] = [];
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size;) {
      if (!matrix.dark(r, c)) {
        c++;
        continue;
      }
      let end = c;
      while (end < matrix.size && matrix.dark(r, end)) end++;
      const [left, right, top, bottom] = [x0 + c * module, x0 + end * module, y0 + r * module, y0 + (r + 1) * module];
      rings.push([
        [left, top],
        [right, top],
        [right, bottom],
        [left, bottom],
      ]);
      c = end;
    }
  }
  return [
    rect(x, y, side, side, { fill: WHITE }),
    // Runs of neighbouring rows touch edge to edge; a non-zero or even-odd fill draws them the same.
    { kind: 'mapPath', rings, closed: true, fill: INK },
  ];
}
