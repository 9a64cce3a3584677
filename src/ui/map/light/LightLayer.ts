/**
 * The light layer: a 2D canvas over the map that draws what follows the user's hand — placed objects,
 * the placement preview, the selection and its handles, nudge badges, the hovered area. On a computer
 * without graphics acceleration every WebGL frame redraws the whole map in software (100–300 ms at
 * 1440 × 900); drawing these here means a click, a pointer move or a nudge answer costs a few
 * milliseconds of 2D drawing and never a map frame. It is redrawn with the map's own frame when the
 * camera moves, as that frame reaches the screen (presentedMap.ts), so both stay in step, and otherwise
 * once per animation frame after a change. A gesture's or an ease's camera reaches the transform only
 * inside MapLibre's render (its task queue), which waits while a frame is being drawn: when a frame is
 * shown, the transform is still the one it was drawn with.
 */
import type * as maplibregl from 'maplibre-gl';
import type { Theme } from '../../../shared/map/basemaps';
import type { ShownFrames } from '../presentedMap';
import { AREA_STYLE } from '../../../shared/geography/constants';
import { objectIdAt } from './objectHits';
import { ObjectImages, type IconPixels } from './objectImages';
import { appendedMarks } from './markAppend';
import { paintAddedObjects, paintOver, paintUnder, type PaintStyle } from './paintMarks';
import {
  newMarkCache,
  screenMarks,
  type LightOverlay,
  type MarkCache,
  type Marks,
  type ObjectMark,
} from './screenMarks';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
export const EMPTY_LIGHT_OVERLAY: LightOverlay = {
  objects: EMPTY,
  preview: EMPTY,
  selection: EMPTY,
  badges: EMPTY,
  hover: EMPTY,
};

const LABEL_FONT = "12px 'Noto Sans', system-ui, sans-serif";
/** The hovered area's highlight fades in over the spec's hover animation. */
const HOVER_FADE_MS = AREA_STYLE.hoverMs;
const HOVER_FILL_OPACITY = 0.15;

/** Pixels as something a 2D canvas can draw. */
function drawable(pixels: IconPixels): CanvasImageSource {
  const canvas = document.createElement('canvas');
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const image = pixels instanceof ImageData ? pixels : new ImageData(new Uint8ClampedArray(pixels.data), pixels.width);
  canvas.getContext('2d')?.putImageData(image, 0, 0);
  return canvas;
}

/** A canvas of the layer: both lie over the map, the objects' one under the other. */
function layerCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'map-light-layer';
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}

/** What the objects' canvas was painted from: the same again needs no painting. */
interface UnderFrom {
  objects: readonly ObjectMark[];
  hover: GeoJSON.FeatureCollection;
  fade: number;
  icons: number;
  theme: Theme;
}

function sameUnder(a: UnderFrom | null, b: UnderFrom): boolean {
  return (
    a !== null &&
    a.objects === b.objects &&
    a.hover === b.hover &&
    a.fade === b.fade &&
    a.icons === b.icons &&
    a.theme === b.theme
  );
}

/** Clears a canvas and sets its transform to CSS pixels. */
function clear(ctx: CanvasRenderingContext2D, ratio: number): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
}

export class LightLayer {
  /** The preview, badges, labels and the selection, over `under`. */
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D | null;
  /**
   * The hovered area and the placed objects, on their own canvas: painted again only when they or the
   * camera changed, so the preview following the pointer or a badge arriving does not paint a plan of
   * 1,300 objects again (the browser composes the two canvases; copying one into the other costs more
   * than painting, on a computer without graphics acceleration).
   */
  private readonly under: HTMLCanvasElement;
  private readonly underCtx: CanvasRenderingContext2D | null;
  private underFrom: UnderFrom | null = null;
  /** Counts the icons that arrived: a new one paints the objects again. */
  private iconsArrived = 0;
  /** Screen positions and object marks made at `drawnFor`'s camera, reused while it holds. */
  private markCache: MarkCache = newMarkCache();
  private overlay: LightOverlay = EMPTY_LIGHT_OVERLAY;
  private readonly icons = new Map<string, CanvasImageSource>();
  private readonly images: ObjectImages;
  private marks: Marks | null = null;
  /** The camera and size the marks were computed for; a different one needs new marks. */
  private drawnFor = '';
  private dirty = true;
  private frame = 0;
  private hoverSince = 0;
  private destroyed = false;
  private readonly stopFrames: () => void;
  private readonly onResize = () => this.resize();

  constructor(
    private readonly map: maplibregl.Map,
    frames: ShownFrames,
    private theme: Theme,
  ) {
    this.under = layerCanvas();
    this.underCtx = this.under.getContext('2d');
    this.canvas = layerCanvas();
    this.ctx = this.canvas.getContext('2d');
    map.getCanvasContainer().append(this.under, this.canvas);
    this.images = new ObjectImages({
      hasImage: (id) => this.icons.has(id),
      addImage: (id, pixels) => {
        this.icons.set(id, drawable(pixels));
        this.iconsArrived++;
        this.invalidate();
      },
    });
    // With the map's picture: a camera change is drawn when the frame that shows it reaches the screen.
    this.stopFrames = frames.onShown(() => this.draw(false));
    map.on('resize', this.onResize);
    this.resize();
  }

  set(overlay: LightOverlay, typeIds: readonly string[]): void {
    if (overlay.hover !== this.overlay.hover) this.hoverSince = performance.now();
    this.overlay = overlay;
    void this.images.ensure(typeIds);
    this.invalidate();
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.invalidate();
  }

  /** The placed object under a screen point (CSS px in the map), as drawn now. */
  objectAt(x: number, y: number): string | null {
    if (this.overlay.objects.features.length === 0) return null;
    return objectIdAt(this.currentMarks().objects, x, y);
  }

  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    this.stopFrames();
    this.map.off('resize', this.onResize);
    this.canvas.remove();
    this.under.remove();
  }

  private invalidate(): void {
    this.dirty = true;
    if (this.frame || this.destroyed) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw(true);
    });
  }

  private cameraKey(): string {
    const m = this.map;
    const c = m.getCenter();
    return `${c.lng},${c.lat},${m.getZoom()},${m.getBearing()},${m.getPitch()},${this.canvas.width},${this.canvas.height}`;
  }

  private currentMarks(): Marks {
    const key = this.cameraKey();
    if (!this.marks || this.dirty || key !== this.drawnFor) {
      const map = this.map;
      if (key !== this.drawnFor) this.markCache = newMarkCache();
      this.marks = screenMarks(
        this.overlay,
        { zoom: map.getZoom(), bearing: map.getBearing() },
        (lng, lat) => map.project([lng, lat]),
        this.markCache,
      );
      this.drawnFor = key;
    }
    return this.marks;
  }

  /** Draws when something changed: the overlay (`force` from our own frame) or the camera (the map's frame). */
  private draw(force: boolean): void {
    const ctx = this.ctx;
    if (!ctx || this.destroyed) return;
    const key = this.cameraKey();
    if (!force && !this.dirty && key === this.drawnFor) return;
    const marks = this.currentMarks();
    this.dirty = false;
    const ratio = this.pixelRatio();
    const fade = Math.min(1, (performance.now() - this.hoverSince) / HOVER_FADE_MS);
    const icons = (id: string) => this.icons.get(id);
    const style: PaintStyle = {
      theme: this.theme,
      areaColor: AREA_STYLE.areaColor,
      hoverFillOpacity: HOVER_FILL_OPACITY,
      hoverStrength: fade,
      font: LABEL_FONT,
      pixelRatio: ratio,
    };
    const hovering = marks.hover.rings.length + marks.hover.points.length > 0;
    const under: UnderFrom = {
      objects: marks.objects,
      hover: this.overlay.hover,
      // The fade matters only while something is hovered.
      fade: hovering ? fade : 1,
      icons: this.iconsArrived,
      theme: this.theme,
    };
    // The object marks are new for a new camera or new objects (MarkCache), so this says when to paint.
    const was = this.underFrom;
    if (this.underCtx && !sameUnder(was, under)) {
      // A click that placed objects and changed nothing else paints those objects only.
      const added =
        was && sameUnder(was, { ...under, objects: was.objects }) ? appendedMarks(was.objects, under.objects) : null;
      if (added) {
        this.underCtx.setTransform(ratio, 0, 0, ratio, 0, 0);
        paintAddedObjects(this.underCtx, added, icons, style);
      } else {
        clear(this.underCtx, ratio);
        paintUnder(this.underCtx, marks, icons, style);
      }
      this.underFrom = under;
    }
    clear(ctx, ratio);
    paintOver(ctx, marks, icons, style);
    // The hover highlight fades in over a few 2D frames (the map itself is not redrawn).
    if (fade < 1 && hovering) this.invalidate();
  }

  private pixelRatio(): number {
    return globalThis.devicePixelRatio || 1;
  }

  private resize(): void {
    const container = this.map.getContainer();
    const ratio = this.pixelRatio();
    const [w, h] = [container.clientWidth, container.clientHeight];
    const [width, height] = [Math.max(1, Math.round(w * ratio)), Math.max(1, Math.round(h * ratio))];
    // Setting a canvas's size clears it: the objects are painted again at the next draw.
    if (width !== this.under.width || height !== this.under.height) {
      this.under.width = width;
      this.under.height = height;
      this.underFrom = null;
    }
    this.under.style.width = `${w}px`;
    this.under.style.height = `${h}px`;
    // The map resizes its own canvas while it moves on a software renderer (movingResolution.ts):
    // this layer keeps its size, and setting a canvas's size would clear it.
    if (
      width === this.canvas.width &&
      height === this.canvas.height &&
      this.canvas.style.width === `${w}px` &&
      this.canvas.style.height === `${h}px`
    )
      return;
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = width;
    this.canvas.height = height;
    this.invalidate();
  }
}
