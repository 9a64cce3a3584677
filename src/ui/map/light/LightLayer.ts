/**
 * The light layer: a 2D canvas over the map that draws what follows the user's hand — placed objects,
 * the placement preview, the selection and its handles, nudge badges, the hovered area. On a computer
 * without graphics acceleration every WebGL frame redraws the whole map in software (100–300 ms at
 * 1440 × 900); drawing these here means a click, a pointer move or a nudge answer costs a few
 * milliseconds of 2D drawing and never a map frame. It is redrawn in the map's own frame when the
 * camera moves (the 'render' event), so both stay in step, and otherwise once per animation frame
 * after a change.
 */
import type * as maplibregl from 'maplibre-gl';
import type { Theme } from '../../../shared/map/basemaps';
import { AREA_STYLE } from '../../../shared/geography/constants';
import { objectIdAt } from './objectHits';
import { ObjectImages, type IconPixels } from './objectImages';
import { paintMarks } from './paintMarks';
import { screenMarks, type LightOverlay, type Marks } from './screenMarks';

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

export class LightLayer {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D | null;
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
  private readonly onRender = () => this.draw(false);
  private readonly onResize = () => this.resize();

  constructor(
    private readonly map: maplibregl.Map,
    private theme: Theme,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'map-light-layer';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.ctx = this.canvas.getContext('2d');
    map.getCanvasContainer().appendChild(this.canvas);
    this.images = new ObjectImages({
      hasImage: (id) => this.icons.has(id),
      addImage: (id, pixels) => {
        this.icons.set(id, drawable(pixels));
        this.invalidate();
      },
    });
    map.on('render', this.onRender);
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
    this.map.off('render', this.onRender);
    this.map.off('resize', this.onResize);
    this.canvas.remove();
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
      this.marks = screenMarks(this.overlay, { zoom: map.getZoom(), bearing: map.getBearing() }, (lng, lat) =>
        map.project([lng, lat]),
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
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const fade = Math.min(1, (performance.now() - this.hoverSince) / HOVER_FADE_MS);
    paintMarks(ctx, marks, (id) => this.icons.get(id), {
      theme: this.theme,
      areaColor: AREA_STYLE.areaColor,
      hoverFillOpacity: HOVER_FILL_OPACITY,
      hoverStrength: fade,
      font: LABEL_FONT,
      pixelRatio: ratio,
    });
    // The hover highlight fades in over a few 2D frames (the map itself is not redrawn).
    if (fade < 1 && marks.hover.rings.length + marks.hover.points.length > 0) this.invalidate();
  }

  private pixelRatio(): number {
    return globalThis.devicePixelRatio || 1;
  }

  private resize(): void {
    const container = this.map.getContainer();
    const ratio = this.pixelRatio();
    const [w, h] = [container.clientWidth, container.clientHeight];
    const [width, height] = [Math.max(1, Math.round(w * ratio)), Math.max(1, Math.round(h * ratio))];
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
