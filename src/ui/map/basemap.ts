/**
 * The basemap under the overlays: the CARTO streets style for the theme (or the local fallback when it
 * cannot be reached), satellite imagery laid over the kept streets style (baseStyleLoader.ts), and the
 * notice when either falls back. One of the adapter's parts.
 */
import type * as maplibregl from 'maplibre-gl';
import { BASEMAP_ERRORS, type BasemapChoice, type Theme } from '../../shared/map/basemaps';
import { BaseStyles } from './baseStyleLoader';
import type { MapHandle } from './mapHandle';
import type { BaseStyle } from './overlays';
import { watchSatelliteTiles } from './satelliteWatch';

export const BASEMAP_FALLBACK_NOTICE = 'Basemap unreachable — showing the offline map. Areas and tools keep working.';
export const SATELLITE_FALLBACK_NOTICE = 'Aerial imagery unreachable — areas and tools keep working.';

export class MapBasemap {
  private readonly bases = new BaseStyles();
  private stopSatelliteWatch: (() => void) | null = null;
  private fallback = false;

  constructor(
    private readonly handle: MapHandle,
    private choice: BasemapChoice,
    private theme: Theme,
    private readonly onNotice: (notice: string | null) => void,
  ) {}

  /** The style the map starts with. */
  async first(): Promise<BaseStyle> {
    const loaded = await this.bases.baseFor(this.choice, this.theme);
    this.fallback = loaded.fallback;
    return { style: loaded.style, theme: this.theme, basemap: this.choice };
  }

  /** The map has loaded its first style: say whether it fell back, and watch the imagery. */
  started(): void {
    this.notice(this.fallback, false);
    this.watchSatellite();
  }

  /** A basemap and theme as the base to compose over; null when the map went away meanwhile. */
  async switchTo(choice: BasemapChoice, theme: Theme): Promise<BaseStyle | null> {
    if (!this.handle.current) throw new Error(BASEMAP_ERRORS.noMap);
    const loaded = await this.bases.baseFor(choice, theme);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the map can go away during the await above
    if (!this.handle.current) return null;
    this.choice = choice;
    this.theme = theme;
    this.notice(loaded.fallback, false);
    this.watchSatellite();
    return { style: loaded.style, theme, basemap: choice };
  }

  destroy(): void {
    this.stopSatelliteWatch?.();
    this.stopSatelliteWatch = null;
  }

  private watchSatellite(): void {
    this.stopSatelliteWatch?.();
    this.stopSatelliteWatch = null;
    const map: maplibregl.Map | null = this.handle.current;
    if (map && this.choice.key === 'satellite')
      this.stopSatelliteWatch = watchSatelliteTiles(map, (unreachable) => this.notice(false, unreachable));
  }

  private notice(baseFallback: boolean, satelliteUnreachable: boolean): void {
    this.onNotice(baseFallback ? BASEMAP_FALLBACK_NOTICE : satelliteUnreachable ? SATELLITE_FALLBACK_NOTICE : null);
  }
}
