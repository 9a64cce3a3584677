/**
 * Paints the light layer's marks on a 2D canvas, in the order the map style drew them: the hovered
 * area, then placed objects (footprints, outlines, icons, labels), the placement preview, nudge
 * badges and the selection's outlines and handles on top. The first two are painted on one canvas
 * (`paintUnder`), the rest on another above it (`paintOver`).
 */
import type { Theme } from '../../../shared/map/basemaps';
import type { BadgeMark, HandleMark, LineMark, Marks, ObjectMark, ScreenPoint } from './screenMarks';
import { EXIT_COLOR, SELECTED_COLOR } from './screenMarks';

/** What an image id draws with (missing while its icon is still being rasterised). */
export type IconLookup = (imageId: string) => CanvasImageSource | undefined;

export interface PaintStyle {
  theme: Theme;
  /** The permit areas' colour and the fill opacity a hovered area gains (the style's hover). */
  areaColor: string;
  hoverFillOpacity: number;
  /** 0..1 of the hover highlight's fade-in. */
  hoverStrength: number;
  font: string;
  /** Device pixels per CSS pixel of the canvas. */
  pixelRatio: number;
}

function path(ctx: CanvasRenderingContext2D, points: readonly ScreenPoint[], close: boolean): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  if (close) ctx.closePath();
}

function paintHover(ctx: CanvasRenderingContext2D, marks: Marks, style: PaintStyle): void {
  const { rings, points } = marks.hover;
  if (style.hoverStrength <= 0 || (rings.length === 0 && points.length === 0)) return;
  ctx.save();
  ctx.globalAlpha = style.hoverStrength;
  if (rings.length) {
    ctx.beginPath();
    for (const ring of rings) ring.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.fillStyle = style.areaColor;
    ctx.globalAlpha = style.hoverStrength * style.hoverFillOpacity;
    ctx.fill('evenodd');
  }
  // An intersection under the pointer gets the style's thicker ring.
  ctx.globalAlpha = style.hoverStrength;
  ctx.strokeStyle = style.theme === 'dark' ? '#0f172a' : '#ffffff';
  ctx.lineWidth = 3;
  for (const [x, y] of points) {
    ctx.beginPath();
    ctx.arc(x, y, 6.5, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

function paintObjects(
  ctx: CanvasRenderingContext2D,
  objects: readonly ObjectMark[],
  icons: IconLookup,
  pixelRatio: number,
): void {
  for (const o of objects) {
    if (o.ring.length < 3) continue;
    path(ctx, o.ring, true);
    ctx.globalAlpha = o.fillOpacity;
    ctx.fillStyle = o.color;
    ctx.fill();
  }
  for (const o of objects) {
    if (o.ring.length < 3) continue;
    path(ctx, o.ring, true);
    ctx.globalAlpha = o.opacity;
    ctx.strokeStyle = o.selected ? SELECTED_COLOR : o.color;
    ctx.lineWidth = o.selected ? 3 : 1.2;
    ctx.stroke();
  }
  for (const o of objects) {
    const icon = o.icon;
    const image = icon ? icons(icon.imageId) : undefined;
    if (!icon || !image) continue;
    ctx.globalAlpha = o.opacity;
    // One transform per icon (turned about its centre), instead of a save and restore each.
    const a = (icon.angleDeg * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a) * pixelRatio, Math.sin(a) * pixelRatio];
    ctx.setTransform(cos, sin, -sin, cos, icon.x * pixelRatio, icon.y * pixelRatio);
    ctx.drawImage(image, -icon.sizePx / 2, -icon.sizePx / 2, icon.sizePx, icon.sizePx);
  }
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.globalAlpha = 1;
}

function paintLabels(ctx: CanvasRenderingContext2D, objects: readonly ObjectMark[], style: PaintStyle): void {
  const labelled = objects.filter((o) => o.label && o.icon);
  if (!labelled.length) return;
  ctx.font = style.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 2.8;
  ctx.strokeStyle = style.theme === 'dark' ? '#0f172a' : '#ffffff';
  ctx.fillStyle = style.theme === 'dark' ? '#f8fafc' : '#7c2d12';
  for (const o of labelled) {
    // Below the icon, as the style's 1.4 em offset put it.
    const y = o.icon!.y + 16.8;
    ctx.strokeText(o.label, o.icon!.x, y);
    ctx.fillText(o.label, o.icon!.x, y);
  }
}

/** The labels beside badges that carry one (an exit's 'E1 6 ft'), right of the dot, haloed. */
function paintBadgeLabels(ctx: CanvasRenderingContext2D, badges: readonly BadgeMark[], style: PaintStyle): void {
  const labelled = badges.filter((b) => b.label);
  if (!labelled.length) return;
  ctx.font = `bold ${style.font}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = style.theme === 'dark' ? '#0f172a' : '#ffffff';
  ctx.fillStyle = style.theme === 'dark' ? '#6ee7b7' : EXIT_COLOR;
  for (const b of labelled) {
    ctx.strokeText(b.label!, b.x + b.radius + 4, b.y);
    ctx.fillText(b.label!, b.x + b.radius + 4, b.y);
  }
}

function paintLines(ctx: CanvasRenderingContext2D, lines: readonly LineMark[]): void {
  for (const l of lines) {
    path(ctx, l.points, false);
    ctx.setLineDash(l.dash);
    ctx.strokeStyle = l.color;
    ctx.lineWidth = l.width;
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

function paintDots(ctx: CanvasRenderingContext2D, dots: readonly (BadgeMark | HandleMark)[], stroke: string): void {
  for (const d of dots) {
    ctx.beginPath();
    ctx.arc(d.x, d.y, d.radius, 0, Math.PI * 2);
    ctx.fillStyle = 'color' in d ? d.color : d.fill;
    ctx.fill();
    ctx.strokeStyle = stroke;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/**
 * What lies under everything else: the hovered area and the placed objects. The light layer paints
 * it on a canvas of its own, again only when the objects, the hover or the camera changed, so a draw
 * for the preview, a badge or the selection does not paint 1,300 objects again.
 */
export function paintUnder(ctx: CanvasRenderingContext2D, marks: Marks, icons: IconLookup, style: PaintStyle): void {
  paintHover(ctx, marks, style);
  paintObjects(ctx, marks.objects, icons, style.pixelRatio);
}

/**
 * Objects placed since `paintUnder` last painted, painted over it: each new object lies wholly over
 * the earlier ones (a full paint puts every footprint under every icon) until the next full paint.
 */
export function paintAddedObjects(
  ctx: CanvasRenderingContext2D,
  added: readonly ObjectMark[],
  icons: IconLookup,
  style: PaintStyle,
): void {
  paintObjects(ctx, added, icons, style.pixelRatio);
}

/** What lies over the objects: the preview, badges, the objects' labels, the selection and its handles. */
export function paintOver(ctx: CanvasRenderingContext2D, marks: Marks, icons: IconLookup, style: PaintStyle): void {
  paintObjects(ctx, marks.preview, icons, style.pixelRatio);
  paintLines(ctx, marks.lines);
  paintDots(ctx, marks.badges, '#ffffff');
  paintLabels(ctx, marks.objects, style);
  paintBadgeLabels(ctx, marks.badges, style);
  paintLines(ctx, marks.selectionLines);
  paintDots(ctx, marks.handles, SELECTED_COLOR);
}
