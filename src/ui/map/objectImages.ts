/**
 * Object icons as map images (192 px rasters, plain and mirrored for flipped objects), added to every
 * style the map gets. Rasterised on first use per type; unknown imported types get the generic tile.
 * An icon that fails to draw gets the fallback glyph under its own image id, so the object still shows.
 */
import type * as maplibregl from 'maplibre-gl';
import { objectType } from '../../shared/objects/catalogue';
import { fallbackGlyph, type GlyphPixels } from '../../shared/objects/fallbackGlyph';
import { OBJECT_ICON_RASTER_PX, objectIconSvg } from '../../shared/objects/icons';
import { flippedImageId, ICON_UNIT_PX } from './objectFeatures';
import { rasteriseSvg } from './rasteriseSvg';

const PIXEL_RATIO = OBJECT_ICON_RASTER_PX / ICON_UNIT_PX;
const colorOf = (typeId: string) => objectType(typeId)?.color ?? '#475569';

type IconPixels = ImageData | GlyphPixels;
export type Rasterise = (typeId: string, mirrored: boolean) => Promise<IconPixels>;

function rasterise(typeId: string, mirrored: boolean): Promise<ImageData> {
  const size = OBJECT_ICON_RASTER_PX;
  return rasteriseSvg(objectIconSvg(typeId, colorOf(typeId), size), size, mirrored);
}

/** The type's icon, or its fallback glyph when the icon cannot be drawn (the glyph is symmetric: no mirror). */
function iconOrGlyph(draw: Rasterise, typeId: string, mirrored: boolean): Promise<IconPixels> {
  return draw(typeId, mirrored).catch(() => fallbackGlyph(OBJECT_ICON_RASTER_PX, colorOf(typeId)));
}

/** Rasters shared by every map on the page (the live one and the export's offscreen one). */
const rasters = new Map<string, IconPixels>();

/** The map calls the images need (a test hands in its own). */
export type ImageMap = Pick<maplibregl.Map, 'on' | 'hasImage' | 'addImage'>;

export class ObjectImages {
  private readonly images = rasters;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly map: ImageMap,
    private readonly draw: Rasterise = rasterise,
  ) {
    map.on('styleimagemissing', (e: { id: string }) => {
      const image = this.images.get(e.id);
      if (image && !map.hasImage(e.id)) map.addImage(e.id, image, { pixelRatio: PIXEL_RATIO });
    });
  }

  /** Resolves once both images of every given type are on the map. */
  ensure(typeIds: Iterable<string>): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const typeId of new Set(typeIds)) {
      for (const mirrored of [false, true]) {
        const id = flippedImageId(typeId, mirrored);
        if (this.images.has(id)) {
          if (!this.map.hasImage(id)) this.map.addImage(id, this.images.get(id)!, { pixelRatio: PIXEL_RATIO });
          continue;
        }
        let wait = this.pending.get(id);
        if (!wait) {
          wait = iconOrGlyph(this.draw, typeId, mirrored).then((image) => {
            this.images.set(id, image);
            if (!this.map.hasImage(id)) this.map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
          });
          this.pending.set(id, wait);
          wait.catch(() => this.pending.delete(id));
        }
        waits.push(wait);
      }
    }
    return Promise.all(waits).then(() => undefined);
  }
}
