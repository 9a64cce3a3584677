/**
 * The MapLibre map the adapter's parts share. While the map's WebGL context is lost the map is set
 * aside (`current` is null), so no part calls into a map that has no style; it is taken back once
 * MapLibre has rebuilt it (contextLoss.ts).
 */
import type * as maplibregl from 'maplibre-gl';

export class MapHandle {
  private aside: maplibregl.Map | null = null;

  constructor(private map: maplibregl.Map | null = null) {}

  /** The map, or null while there is none or it is set aside. */
  get current(): maplibregl.Map | null {
    return this.map;
  }

  /** The map even while set aside (to remove it, or to take it back). */
  get any(): maplibregl.Map | null {
    return this.map ?? this.aside;
  }

  attach(map: maplibregl.Map): void {
    this.map = map;
    this.aside = null;
  }

  setAside(): void {
    this.aside = this.map ?? this.aside;
    this.map = null;
  }

  takeBack(): void {
    if (this.aside) this.map = this.aside;
    this.aside = null;
  }

  detach(): void {
    this.map = null;
    this.aside = null;
  }
}
