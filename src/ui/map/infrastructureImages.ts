/**
 * The layer icons as map images: rasterised once, then added to every style the map gets (a basemap
 * change that reloads the style would otherwise lose them).
 */
import type * as maplibregl from 'maplibre-gl';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { ICON_LAYER_IDS, layerIconImageId } from '../../shared/layers/icons';
import { ICON_PIXEL_RATIO } from './styles/infrastructureLayers';
import { rasteriseLayerIcon } from './layerIcons';

/** A 96 px raster at ratio 4: icon-size 1 draws 24 CSS px. */
const PIXEL_RATIO = ICON_PIXEL_RATIO;

/** Rasterised once per page and shared by every map (the live one and the export's offscreen one). */
let rasters: Promise<Map<string, ImageData>> | null = null;

function rasteriseAll(): Promise<Map<string, ImageData>> {
  if (!rasters) {
    rasters = Promise.all(
      ICON_LAYER_IDS.map(
        async (id) => [layerIconImageId(id), await rasteriseLayerIcon(id, LAYER_CATALOGUE[id].color)] as const,
      ),
    ).then((entries) => new Map(entries));
    // A failed rasterisation is tried again by the next map rather than remembered.
    rasters.catch(() => (rasters = null));
  }
  return rasters;
}

/** The icons' RGBA pixels by layer id, for the layers worker's raster tiles. */
export async function layerIconPixels(): Promise<
  Record<string, { width: number; height: number; data: Uint8ClampedArray }>
> {
  const images = await rasteriseAll();
  return Object.fromEntries(
    ICON_LAYER_IDS.map((id) => {
      const image = images.get(layerIconImageId(id))!;
      return [id, { width: image.width, height: image.height, data: image.data }];
    }),
  );
}

/**
 * The icons on one map. They are added in the frame that first draws the layers (`addToMap` from the
 * layer batch's commit), not as soon as they are rasterised: each `addImage` asks MapLibre for a frame,
 * and on a software renderer that frame (300–500 ms of the page's thread, drawing nothing new) fell just
 * after 'All Recommended', where the user's next click waited for it.
 */
export class InfrastructureImages {
  private images: Map<string, ImageData> | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly map: maplibregl.Map) {
    map.on('styleimagemissing', (e: { id: string }) => {
      const image = this.images?.get(e.id);
      if (image && !map.hasImage(e.id)) map.addImage(e.id, image, { pixelRatio: PIXEL_RATIO });
    });
  }

  /** Resolves once every icon is rasterised and can be added without waiting. */
  rasterised(): Promise<void> {
    this.loading ??= rasteriseAll().then((images) => {
      this.images = images;
    });
    return this.loading;
  }

  /** Adds the rasterised icons the map does not have yet (a replaced style loses them); no-op before. */
  addToMap(): void {
    for (const [id, image] of this.images ?? []) {
      if (!this.map.hasImage(id)) this.map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
    }
  }
}
