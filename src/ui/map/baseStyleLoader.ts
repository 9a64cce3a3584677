/** Fetches a basemap's style, falling back to the local style when the basemap cannot be reached. */
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_REACH_TIMEOUT_MS } from '../../shared/app/constants';
import { CARTO_STYLE_URLS, type BasemapChoice, type Theme } from '../../shared/map/basemaps';
import { localBaseStyle, satelliteBaseStyle } from './styles/baseStyles';

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

async function fetchCarto(theme: Theme): Promise<StyleSpecification> {
  const cached = cartoCache.get(theme);
  if (cached) return cached;
  const res = await fetch(CARTO_STYLE_URLS[theme], { signal: AbortSignal.timeout(BASEMAP_REACH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const style: unknown = await res.json();
  if (!isStyle(style)) throw new Error('Not a map style');
  cartoCache.set(theme, style);
  return style;
}

export async function loadBaseStyle(choice: BasemapChoice, theme: Theme): Promise<LoadedBase> {
  if (choice.key === 'satellite') return { style: satelliteBaseStyle(choice.year, theme), fallback: false };
  try {
    return { style: await fetchCarto(theme), fallback: false };
  } catch {
    return { style: localBaseStyle(theme), fallback: true };
  }
}
