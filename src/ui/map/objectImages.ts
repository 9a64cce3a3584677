/**
 * Object icons as map images (192 px rasters, plain and mirrored for flipped objects), added to every
 * style the map gets. Rasterised on first use per type; unknown imported types get the generic tile.
 */
import type * as maplibregl from 'maplibre-gl';
import { objectType } from '../../shared/objects/catalogue';
import { OBJECT_ICON_RASTER_PX, objectIconSvg } from '../../shared/objects/icons';
import { flippedImageId, ICON_UNIT_PX } from './objectFeatures';
import { rasteriseSvg } from './rasteriseSvg';

const PIXEL_RATIO = OBJECT_ICON_RASTER_PX / ICON_UNIT_PX;

function rasterise(typeId: string, mirrored: boolean): Promise<ImageData> {
  const size = OBJECT_ICON_RASTER_PX;
  return rasteriseSvg(objectIconSvg(typeId, objectType(typeId)?.color ?? '#475569', size), size, mirrored);
}

/** Rasters shared by every map on the page (the live one and the export's offscreen one). */
const rasters = new Map<string, ImageData>();

export class ObjectImages {
  private readonly images = rasters;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly map: maplibregl.Map) {
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
          wait = rasterise(typeId, mirrored).then((image) => {
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
