/**
 * The layers worker's side of the export feed: the export worker asks, over its own port, for the
 * visible layers' features inside a map frame, and gets them packed in transferred typed arrays. The
 * features go worker to worker; the page only joined the two ends.
 */
import * as Comlink from 'comlink';
import { packFrameLayer, worldBoxOf, type FrameLayer } from '../../shared/export/vector/frameLayers';
import type { GeoFrame } from '../../shared/export/request';
import type { LayerFeature } from '../../shared/layers/features';
import { isInfrastructureLayerId, type InfrastructureLayerId } from '../../shared/layers/ids';
import { featureIndexOf } from '../../shared/layers/raster/featureIndex';

export type LoadedLookup = (layerId: InfrastructureLayerId) => { features: readonly LayerFeature[] } | undefined;

export function exportFeedApi(lookup: LoadedLookup) {
  return {
    /** The loaded features of `layerIds` reaching into `frame`; layers not loaded are left out. */
    frameLayers(layerIds: readonly string[], frame: GeoFrame): FrameLayer[] {
      const box = worldBoxOf(frame);
      const out: FrameLayer[] = [];
      for (const id of layerIds) {
        if (!isInfrastructureLayerId(id)) continue;
        const entry = lookup(id);
        if (entry) out.push(packFrameLayer(id, featureIndexOf(id, entry.features), box, id === 'curbCuts'));
      }
      return Comlink.transfer(
        out,
        out.flatMap((l) => [l.coords.buffer as ArrayBuffer, l.entries.buffer as ArrayBuffer]),
      );
    },
  };
}

export type ExportFeedApi = ReturnType<typeof exportFeedApi>;

/** Serves the feed on the port the page handed over. */
export function serveExportFeed(port: MessagePort, lookup: LoadedLookup): void {
  Comlink.expose(exportFeedApi(lookup), port);
}
