/**
 * Calls back once a drawing is shown (a layer's tiles, which move between its vector source and the
 * raster layer): checked as source data arrives, when the map goes idle, and when the raster layer
 * has drawn a set whole, so each load reports when it is drawn, not when the last one is. A watch
 * stops quietly when `stillWanted` says it was superseded.
 */
import type * as maplibregl from 'maplibre-gl';

interface Watch {
  isShown: () => boolean;
  stillWanted: () => boolean;
  shown: () => void;
}

export class ShownWatch {
  private watches: Watch[] = [];
  private readonly onEvent = () => this.check();

  constructor(private readonly map: maplibregl.Map) {
    map.on('sourcedata', this.onEvent);
    map.on('idle', this.onEvent);
  }

  watch(isShown: () => boolean, stillWanted: () => boolean, shown: () => void): void {
    this.watches.push({ isShown, stillWanted, shown });
  }

  /** Looks again at every watch: the superseded ones stop, the shown ones report and stop. */
  check(): void {
    if (!this.watches.length) return;
    const done: Watch[] = [];
    for (const w of this.watches) if (!w.stillWanted() || w.isShown()) done.push(w);
    if (!done.length) return;
    this.watches = this.watches.filter((w) => !done.includes(w));
    for (const w of done) if (w.stillWanted()) w.shown();
  }

  destroy(): void {
    this.watches = [];
    this.map.off('sourcedata', this.onEvent);
    this.map.off('idle', this.onEvent);
  }
}
