/**
 * Our own SVG icons for the point infrastructure layers.
 *
 * Each icon is a filled disc in the layer colour with a thin white ring and a
 * simple white pictogram, drawn on a 24x24 grid. The module is pure and
 * DOM-free: it only builds SVG document strings. Rasterisation for MapLibre
 * lives in src/ui/map/layerIcons.ts.
 */

export type IconLayerId =
  | 'trees'
  | 'hydrants'
  | 'busStops'
  | 'benches'
  | 'bikeParking'
  | 'citibikeStations'
  | 'subwayEntrances'
  | 'pedestrianRamps'
  | 'parkingMeters'
  | 'linknycKiosks'
  | 'publicRestrooms'
  | 'drinkingFountains'
  | 'sprayShowers'
  | 'iceLadders'
  | 'parksSigns'
  | 'streetParkingSigns'
  | 'accessiblePedSignals';

/** Raster size (px) of a layer icon; registered with pixelRatio 4, i.e. 24 CSS px. */
export const LAYER_ICON_RASTER_PX = 96;

/** Colour used when the requested colour is not a plain #rgb / #rrggbb hex value. */
export const LAYER_ICON_FALLBACK_COLOR = '#475569';

const WHITE = '#fff';
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Accept only #rgb / #rrggbb so that no markup can reach the SVG attributes. */
export function sanitizeIconColor(color: string): string {
  const trimmed = typeof color === 'string' ? color.trim() : '';
  return HEX_COLOR.test(trimmed) ? trimmed : LAYER_ICON_FALLBACK_COLOR;
}

/** White stroked group (for line-drawn pictograms). */
function strokes(width: number, body: string): string {
  return `<g fill="none" stroke="${WHITE}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

/** Pictogram markup per layer; `c` is the (already sanitised) disc colour for cut-outs. */
const PICTOGRAMS: Record<IconLayerId, (c: string) => string> = {
  // Round crown on a trunk.
  trees: () =>
    `<circle cx="12" cy="9.5" r="4.5" fill="${WHITE}"/>` +
    `<rect x="11" y="13" width="2" height="5.5" rx="0.5" fill="${WHITE}"/>`,

  // Domed hydrant body with side nozzles and a base.
  hydrants: () =>
    `<path d="M9.5 9.5a2.5 2.5 0 0 1 5 0V17h-5Z" fill="${WHITE}"/>` +
    `<rect x="11.4" y="5.6" width="1.2" height="1.6" fill="${WHITE}"/>` +
    `<rect x="7.5" y="11" width="9" height="2.2" rx="0.6" fill="${WHITE}"/>` +
    `<rect x="8.5" y="16.8" width="7" height="1.6" rx="0.4" fill="${WHITE}"/>`,

  // Front of a bus: body, windscreen, wheels.
  busStops: (c) =>
    `<rect x="7" y="5.5" width="10" height="11.5" rx="1.8" fill="${WHITE}"/>` +
    `<rect x="8.4" y="7.2" width="7.2" height="4.3" rx="0.6" fill="${c}"/>` +
    `<rect x="8" y="16" width="2.2" height="2.6" rx="0.6" fill="${WHITE}"/>` +
    `<rect x="13.8" y="16" width="2.2" height="2.6" rx="0.6" fill="${WHITE}"/>`,

  // Backrest, seat and two legs.
  benches: () =>
    `<rect x="6" y="8" width="12" height="1.8" rx="0.5" fill="${WHITE}"/>` +
    `<rect x="6" y="11.6" width="12" height="1.8" rx="0.5" fill="${WHITE}"/>` +
    `<path d="M7.2 13.4h1.6V17H7.2ZM15.2 13.4h1.6V17h-1.6Z" fill="${WHITE}"/>`,

  // Bicycle: two wheels, frame, saddle and handlebar.
  bikeParking: () =>
    strokes(
      1.4,
      `<circle cx="7.8" cy="14.5" r="3"/>` +
        `<circle cx="16.2" cy="14.5" r="3"/>` +
        `<path d="M7.8 14.5 10.5 9.5h4.6l1.1 5M10.5 9.5l2 5h-4.7M9.8 8h2M14.4 8.2l.7 1.3"/>`,
    ),

  // Letters "CB" over a dock bar.
  citibikeStations: () =>
    strokes(
      1.6,
      `<path d="M11 8h-2a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2"/>` +
        `<path d="M13.2 8v7h2.4a1.75 1.75 0 0 0 0-3.5h-2.4m0 0h2a1.75 1.75 0 0 0 0-3.5h-2"/>` +
        `<path d="M6.5 18h11"/>`,
    ),

  // Stairs going down.
  subwayEntrances: () => `<path d="M5.5 17.5V15h3v-2.5h3V10h3V7.5h4v10Z" fill="${WHITE}"/>`,

  // Curb-ramp wedge rising to the kerb, on a ground line.
  pedestrianRamps: () =>
    `<path d="M5.5 16 15 11h3.5v5Z" fill="${WHITE}"/>` +
    `<rect x="5.5" y="17" width="13" height="1.4" rx="0.4" fill="${WHITE}"/>`,

  // Meter head with display window on a pole.
  parkingMeters: (c) =>
    `<rect x="8.5" y="5" width="7" height="7.5" rx="2.2" fill="${WHITE}"/>` +
    `<rect x="10" y="6.8" width="4" height="2.4" rx="0.4" fill="${c}"/>` +
    `<rect x="11.2" y="12.5" width="1.6" height="5" fill="${WHITE}"/>` +
    `<rect x="9.5" y="17.3" width="5" height="1.3" rx="0.4" fill="${WHITE}"/>`,

  // Tall kiosk slab with a screen.
  linknycKiosks: (c) =>
    `<rect x="9.3" y="4.8" width="5.4" height="14.4" rx="1" fill="${WHITE}"/>` +
    `<rect x="10.4" y="7.8" width="3.2" height="5.4" rx="0.3" fill="${c}"/>`,

  // Man | woman restroom figures.
  publicRestrooms: () =>
    `<circle cx="8.3" cy="7" r="1.4" fill="${WHITE}"/>` +
    `<rect x="6.9" y="9" width="2.8" height="8.5" rx="0.9" fill="${WHITE}"/>` +
    `<rect x="11.5" y="6" width="1" height="12" fill="${WHITE}"/>` +
    `<circle cx="15.7" cy="7" r="1.4" fill="${WHITE}"/>` +
    `<path d="M15.7 9 18.3 15h-1.6v2.5h-2V15h-1.6Z" fill="${WHITE}"/>`,

  // Bowl on a pedestal, with a jet arcing from the spout.
  drinkingFountains: () =>
    `<path d="M6 12h12a6 4 0 0 1-12 0Z" fill="${WHITE}"/>` +
    `<path d="M11 15.5h2v2.5h2v1.2H9V18h2Z" fill="${WHITE}"/>` +
    `<rect x="7.6" y="9.5" width="1.5" height="2.5" fill="${WHITE}"/>` +
    strokes(1.1, `<path d="M8.4 9.3C9.5 5.8 13.5 5.8 14.5 10.8"/>`),

  // Shower head with a fan of spray.
  sprayShowers: () =>
    `<rect x="11.3" y="4.5" width="1.4" height="2.5" fill="${WHITE}"/>` +
    `<path d="M8 9.5a4 3 0 0 1 8 0Z" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M9.5 11.5 8 16.5M12 11.5v6M14.5 11.5l1.5 5"/>`),

  // Ladder rising out of water.
  iceLadders: () =>
    `<path d="M8.5 5h1.6v12.5H8.5ZM13.9 5h1.6v12.5h-1.6Z" fill="${WHITE}"/>` +
    `<path d="M10.1 7.5h3.8v1.3h-3.8ZM10.1 10.5h3.8v1.3h-3.8ZM10.1 13.5h3.8v1.3h-3.8Z" fill="${WHITE}"/>` +
    strokes(1.2, `<path d="M5.5 18.5q1.5-1.2 3 0t3 0 3 0 3 0 3 0"/>`),

  // Information board on a post.
  parksSigns: (c) =>
    `<rect x="6" y="5.5" width="12" height="7" rx="1" fill="${WHITE}"/>` +
    `<path d="M8 7.8h8V9H8ZM8 10h5v1.2H8Z" fill="${c}"/>` +
    `<rect x="11.2" y="12.5" width="1.6" height="6" fill="${WHITE}"/>`,

  // Signboard with a struck-through "P" on a post.
  streetParkingSigns: (c) =>
    `<rect x="7.5" y="4.5" width="9" height="10" rx="1" fill="${WHITE}"/>` +
    `<path d="M10.6 13V6.5h2a2 2 0 0 1 0 4h-2M9 12.8l6-6" fill="none" stroke="${c}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="11.2" y="14.5" width="1.6" height="4" fill="${WHITE}"/>`,

  // Walking pedestrian with sound waves.
  accessiblePedSignals: () =>
    `<circle cx="9" cy="6.3" r="1.5" fill="${WHITE}"/>` +
    strokes(
      1.6,
      `<path d="M8.8 9 8.3 13.5 6.5 18M8.3 13.5l2 4.5M8.8 9.5 6.5 12M8.8 9.5l2.5 2"/>` +
        `<path d="M14 9.5a3 3 0 0 1 0 5M16.2 7.5a5.5 5.5 0 0 1 0 9"/>`,
    ),
};

/** Every icon layer id, in a stable order. */
export const ICON_LAYER_IDS: readonly IconLayerId[] = Object.freeze(Object.keys(PICTOGRAMS) as IconLayerId[]);

/** MapLibre image id under which the icon of a layer is registered. */
export function layerIconImageId(id: IconLayerId): string {
  return `layer-icon-${id}`;
}

/**
 * A standalone SVG document for a layer icon: a `color` disc with a thin white
 * ring and a white pictogram. `color` must be #rgb or #rrggbb; anything else
 * falls back to {@link LAYER_ICON_FALLBACK_COLOR}.
 */
export function layerIconSvg(id: IconLayerId, color: string, sizePx = LAYER_ICON_RASTER_PX): string {
  const c = sanitizeIconColor(color);
  const size = Number.isFinite(sizePx) && sizePx > 0 ? sizePx : LAYER_ICON_RASTER_PX;
  // Unknown ids (from untyped callers) get the plain disc.
  const pictogram = PICTOGRAMS[id] as ((c: string) => string) | undefined;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">` +
    `<circle cx="12" cy="12" r="11" fill="${c}" stroke="${WHITE}" stroke-width="1"/>` +
    (pictogram ? pictogram(c) : '') +
    `</svg>`
  );
}
