/**
 * The streets basemap's style (CARTO light or dark), falling back to the local style when it cannot
 * be reached, and the base the map keeps under every basemap choice.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_REACH_TIMEOUT_MS, STYLE_RELOAD_FALLBACK_MS } from '../../shared/map/constants';
import {
  BASEMAP_ERRORS,
  CARTO_STYLE_URLS,
  isBasemapKey,
  type BasemapChoice,
  type Theme,
} from '../../shared/map/basemaps';
import { localBaseStyle } from './styles/baseStyles';

export interface LoadedBase {
  style: StyleSpecification;
  /** True when the chosen basemap could not be reached and the local style stands in. */
  fallback: boolean;
}

const cartoCache = new Map<Theme, StyleSpecification>();

function isStyle(value: unknown): value is StyleSpecification {
  const v = value as { version?: unknown; sources?: unknown; layers?: unknown } | null;
  return !!v && v.version === 8 && typeof v.sources === 'object' && Array.isArray(v.layers);
}

async function fetchCarto(theme: Theme, timeoutMs: number): Promise<StyleSpecification> {
  const cached = cartoCache.get(theme);
  if (cached) return cached;
  const res = await fetch(CARTO_STYLE_URLS[theme], { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const style: unknown = await res.json();
  if (!isStyle(style)) throw new Error('Not a map style');
  cartoCache.set(theme, style);
  return style;
}

export async function loadStreetsStyle(theme: Theme, timeoutMs: number): Promise<LoadedBase> {
  try {
    return { style: await fetchCarto(theme, timeoutMs), fallback: false };
  } catch {
    return { style: localBaseStyle(theme), fallback: true };
  }
}

interface KeptBase extends LoadedBase {
  theme: Theme;
  /** The local style put under the imagery when the map opened on satellite: never fetched. */
  standIn: boolean;
}

/**
 * The base style under the basemap. Satellite keeps the base already there (the imagery is drawn over
 * it), so switching back to the streets is instant; the streets style is fetched again only when the
 * kept one is for the other theme, a stand-in or a fallback: the first time within the reach timeout,
 * on a later switch within the spec's 2.5 s style-reload fallback, after which the local style shows.
 */
export class BaseStyles {
  private kept: KeptBase | null = null;

  constructor(
    private readonly loadStreets: (theme: Theme, timeoutMs: number) => Promise<LoadedBase> = loadStreetsStyle,
  ) {}

  async baseFor(choice: BasemapChoice, theme: Theme): Promise<LoadedBase> {
    if (!isBasemapKey(choice.key)) throw new Error(BASEMAP_ERRORS.unknownKey(String(choice.key)));
    const kept = this.kept;
    if (choice.key === 'satellite') {
      this.kept = kept ?? { style: localBaseStyle(theme), fallback: false, theme, standIn: true };
      return { style: this.kept.style, fallback: false };
    }
    if (kept && kept.theme === theme && !kept.standIn && !kept.fallback) return kept;
    const loaded = await this.loadStreets(theme, kept ? STYLE_RELOAD_FALLBACK_MS : BASEMAP_REACH_TIMEOUT_MS);
    this.kept = { ...loaded, theme, standIn: false };
    return loaded;
  }
}
