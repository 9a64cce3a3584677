/**
 * The map's vector drawing on the PNG/JPG canvas, from the same primitives as the PDF: feature paths
 * with opacity, dashes and caps (rings even-odd), and symbols stamped from an image drawn once per
 * icon and size (`stamp`), or drawn as vectors when no stamp is at hand. DOM-free: the context is
 * described by the members used.
 */
import type { MapPathPrimitive, SymbolPrimitive } from './primitives';
import type { IconDrawing } from './vector/svgIcon';

export interface MapCanvas<I> {
  globalAlpha: number;
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'bevel' | 'miter' | 'round';
  setLineDash(segments: number[]): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  closePath(): void;
  fill(fillRule?: 'nonzero' | 'evenodd'): void;
  stroke(): void;
  save(): void;
  restore(): void;
  clip(): void;
  rect(x: number, y: number, w: number, h: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  drawImage(image: I, dx: number, dy: number, dw: number, dh: number): void;
}

/** An icon's image at a pixel size, drawn once and stamped many times; null to draw vectors. */
export type SymbolStamp<I> = (symbol: string, drawing: IconDrawing, sizePx: number) => I | null;

/** Draws an icon's vectors with its grid's origin at (0, 0), `scale` pixels per grid unit. */
export function drawIcon<I>(ctx: MapCanvas<I>, drawing: IconDrawing, scale: number): void {
  for (const part of drawing.parts) {
    ctx.beginPath();
    for (const c of part.commands) {
      if (c[0] === 'M') ctx.moveTo(c[1] * scale, c[2] * scale);
      else if (c[0] === 'L') ctx.lineTo(c[1] * scale, c[2] * scale);
      else if (c[0] === 'C')
        ctx.bezierCurveTo(c[1] * scale, c[2] * scale, c[3] * scale, c[4] * scale, c[5] * scale, c[6] * scale);
      else ctx.closePath();
    }
    if (part.fill) {
      ctx.fillStyle = part.fill;
      ctx.fill();
    }
    if (part.stroke) {
      ctx.strokeStyle = part.stroke;
      ctx.lineWidth = part.strokeWidth * scale;
      ctx.lineCap = part.cap;
      ctx.lineJoin = part.join;
      ctx.stroke();
    }
  }
}

export function drawMapPath<I>(ctx: MapCanvas<I>, p: MapPathPrimitive, k: number): void {
  ctx.globalAlpha = p.opacity ?? 1;
  ctx.beginPath();
  for (const ring of p.rings) {
    ring.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x * k, y * k) : ctx.lineTo(x * k, y * k)));
    if (p.closed) ctx.closePath();
  }
  if (p.fill) {
    ctx.fillStyle = p.fill;
    ctx.fill('evenodd');
  }
  if (p.stroke) {
    ctx.strokeStyle = p.stroke;
    ctx.lineWidth = (p.lineWidth ?? 0.2) * k;
    ctx.lineCap = p.cap ?? 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash(p.dash ? p.dash.map((d) => d * k) : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.globalAlpha = 1;
}

export function drawSymbol<I>(
  ctx: MapCanvas<I>,
  p: SymbolPrimitive,
  drawing: IconDrawing,
  k: number,
  stamp?: SymbolStamp<I>,
): void {
  const sizePx = p.size * k;
  const t = (p.rotationDeg * Math.PI) / 180;
  const mirror = p.flipped ? -1 : 1;
  const cos = Math.cos(t),
    sin = Math.sin(t);
  ctx.globalAlpha = p.opacity;
  // Canvas y is down like the page's: a clockwise turn is the plain rotation matrix.
  ctx.setTransform(cos * mirror, sin * mirror, -sin, cos, p.cx * k, p.cy * k);
  const image = stamp?.(p.symbol, drawing, Math.max(1, Math.round(sizePx)));
  if (image) ctx.drawImage(image, -sizePx / 2, -sizePx / 2, sizePx, sizePx);
  else {
    const scale = sizePx / drawing.size;
    ctx.setTransform(
      cos * mirror * scale,
      sin * mirror * scale,
      -sin * scale,
      cos * scale,
      p.cx * k - ((cos * mirror - sin) * sizePx) / 2,
      p.cy * k - ((sin * mirror + cos) * sizePx) / 2,
    );
    drawIcon(ctx, drawing, 1);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
}
