/**
 * Object icons as pixels (192 px rasters, plain and mirrored for flipped objects), handed to the light
 * layer that draws them. Rasterised on first use per type; unknown imported types get the generic
 * tile. An icon that fails to draw gets the fallback glyph under its own image id, so the object
 * still shows.
 */
import { objectType } from '../../../shared/objects/catalogue';
import { fallbackGlyph, type GlyphPixels } from '../../../shared/objects/fallbackGlyph';
import { OBJECT_ICON_RASTER_PX, objectIconSvg } from '../../../shared/objects/icons';
import { flippedImageId } from '../objectFeatures';
import { rasteriseSvg } from '../rasteriseSvg';

const colorOf = (typeId: string) => objectType(typeId)?.color ?? '#475569';

export type IconPixels = ImageData | GlyphPixels;
export type Rasterise = (typeId: string, mirrored: boolean) => Promise<IconPixels>;

function rasterise(typeId: string, mirrored: boolean): Promise<ImageData> {
  const size = OBJECT_ICON_RASTER_PX;
  return rasteriseSvg(objectIconSvg(typeId, colorOf(typeId), size), size, mirrored);
}

/** The type's icon, or its fallback glyph when the icon cannot be drawn (the glyph is symmetric: no mirror). */
function iconOrGlyph(draw: Rasterise, typeId: string, mirrored: boolean): Promise<IconPixels> {
  return draw(typeId, mirrored).catch(() => fallbackGlyph(OBJECT_ICON_RASTER_PX, colorOf(typeId)));
}

/** Rasters shared by every layer on the page (a remounted map does not draw them again). */
const rasters = new Map<string, IconPixels>();

/** Where the icons go: the light layer keeps them as images it can draw. */
export interface ImageSink {
  hasImage(id: string): boolean;
  addImage(id: string, pixels: IconPixels): void;
}

export class ObjectImages {
  private readonly images = rasters;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly sink: ImageSink,
    private readonly draw: Rasterise = rasterise,
  ) {}

  /** Resolves once both images of every given type are in the sink. */
  ensure(typeIds: Iterable<string>): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const typeId of new Set(typeIds)) {
      for (const mirrored of [false, true]) {
        const id = flippedImageId(typeId, mirrored);
        if (this.images.has(id)) {
          if (!this.sink.hasImage(id)) this.sink.addImage(id, this.images.get(id)!);
          continue;
        }
        let wait = this.pending.get(id);
        if (!wait) {
          wait = iconOrGlyph(this.draw, typeId, mirrored).then((image) => {
            this.images.set(id, image);
            if (!this.sink.hasImage(id)) this.sink.addImage(id, image);
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
