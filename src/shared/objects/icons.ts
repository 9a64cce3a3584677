/**
 * Our own SVG icons for the placeable object types.
 *
 * Each icon is a rounded-square tile in the type's colour with a thin white edge and a simple white
 * pictogram, on a 24x24 grid: a tile, not the layer icons' disc, so objects the organizer placed
 * never read as city infrastructure. Pure and DOM-free: it only builds SVG strings; rasterising is
 * the UI's job, as for the layer icons.
 */
import { sanitizeIconColor } from '../layers/icons';
import { isObjectTypeId, type ObjectTypeId } from './catalogue';

/** The spec's raster size (px) for object icons. */
export const OBJECT_ICON_RASTER_PX = 192;

const WHITE = '#fff';

/** White stroked group (for line-drawn parts). */
function strokes(width: number, body: string): string {
  return `<g fill="none" stroke="${WHITE}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

/** Pictogram per catalogue type id; `c` is the (already sanitised) tile colour for cut-outs. */
const PICTOGRAMS: Record<ObjectTypeId, (c: string) => string> = {
  // Kettle grill: domed lid over the bowl, handle on top, three legs.
  grill: () =>
    `<rect x="11" y="4.2" width="2" height="1.3" rx="0.4" fill="${WHITE}"/>` +
    `<path d="M7 9a5 3.6 0 0 1 10 0Z" fill="${WHITE}"/>` +
    `<path d="M6.5 10h11a5.5 4.5 0 0 1-11 0Z" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M9 14.2 7.2 19M15 14.2l1.8 4.8M12 14.5V19"/>`),

  // Full bag with a tied neck and two ears.
  'trash-bag': () =>
    `<path d="M9.2 9.5h5.6c2.6 2.4 3.2 8.6-.6 9.7H9.8C6 18.1 6.6 11.9 9.2 9.5Z" fill="${WHITE}"/>` +
    `<rect x="10.8" y="7.4" width="2.4" height="2.4" rx="0.5" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M12 7.8 9.6 5.2M12 7.8l2.4-2.6"/>`),

  // A lidded street can with ribs: solid waste at a street event (Admin Code § 16-327).
  'trash-can': (c) =>
    `<rect x="6.5" y="6" width="11" height="2" rx="0.6" fill="${WHITE}"/>` +
    `<path d="M7.6 9h8.8l-0.9 10H8.5Z" fill="${WHITE}"/>` +
    `<path d="M10.4 11v6M13.6 11v6" stroke="${c}" stroke-width="1" stroke-linecap="round"/>`,

  // A bin with the three chasing arrows cut out, for recyclable materials.
  'recycling-bin': (c) =>
    `<path d="M7 6h10l-1.2 13H8.2Z" fill="${WHITE}"/>` +
    `<g fill="none" stroke="${c}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M10.2 11.2 12 8.6l1.8 2.6M14.6 12.6l.9 2.6h-3M9.4 12.6l-.9 2.6h3"/></g>`,

  // Side view of a chair: reclined backrest, thick seat, splayed legs.
  chair: () =>
    strokes(1.8, `<path d="M7.6 4.8 8.6 12.2M8.6 13.4 7.6 19M16 13.4l1 5.6"/>`) +
    `<rect x="7.7" y="11.4" width="9.3" height="2.2" rx="0.7" fill="${WHITE}"/>`,

  // Folding plastic table seen at an angle: slanted top, four legs.
  'plastic-table': () =>
    `<path d="M6.5 7.5h11l2.5 3.5H4Z" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M5 11v7.5M19 11v7.5M8.5 11v5.5M15.5 11v5.5"/>`),

  // Loudspeaker cone with sound waves.
  speaker: () =>
    `<path d="M4.5 9.5h3.2L12 6v12l-4.3-3.5H4.5Z" fill="${WHITE}"/>` +
    strokes(1.4, `<path d="M14.5 9.5a3.5 3.5 0 0 1 0 5M16.8 7.2a6.8 6.8 0 0 1 0 9.6"/>`),

  // Two balloons whose strings meet below.
  balloons: () =>
    `<ellipse cx="9" cy="8.5" rx="2.8" ry="3.5" fill="${WHITE}"/>` +
    `<ellipse cx="15" cy="7.5" rx="2.8" ry="3.5" fill="${WHITE}"/>` +
    strokes(0.9, `<path d="M9 12q-.4 3.5 3 7M15 11q.4 4-3 8"/>`),

  // Box with a carrying handle and a lightning bolt.
  generator: (c) =>
    strokes(1.3, `<path d="M8.5 7.5V5.5h7v2"/>`) +
    `<rect x="5" y="7.5" width="14" height="11" rx="1.5" fill="${WHITE}"/>` +
    `<path d="M13.2 8.8 9.5 13.6h2.6l-1.1 3.9 3.8-4.9h-2.7Z" fill="${c}"/>`,

  // Pop-up canopy: peaked roof, valance, two legs.
  tent: () =>
    `<path d="M4 10 12 5l8 5Z" fill="${WHITE}"/>` +
    `<rect x="4" y="10.6" width="16" height="1.8" rx="0.4" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M5 12.4V19M19 12.4V19"/>`),

  // Raised platform on legs with a microphone on its stand.
  stage: () =>
    `<circle cx="12" cy="5.8" r="1.6" fill="${WHITE}"/>` +
    strokes(1.1, `<path d="M12 7.4V12M10.5 12h3"/>`) +
    `<rect x="3.5" y="12.6" width="17" height="3" rx="0.5" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M5.5 15.6V19M12 15.6V19M18.5 15.6V19"/>`),

  // Striped board on two legs with feet.
  barricade: (c) =>
    `<rect x="4" y="7" width="16" height="5" rx="0.8" fill="${WHITE}"/>` +
    `<path d="M7.5 7h2.2l-3 5H4.5ZM12.5 7h2.2l-3 5H9.5ZM17.5 7h2.2l-3 5h-2.2Z" fill="${c}"/>` +
    strokes(1.3, `<path d="M7 12v6.2M17 12v6.2M5 18.2h4M15 18.2h4"/>`),

  // Booth with a roof cap and an outlined door with its handle.
  'portable-toilet': (c) =>
    `<rect x="6.5" y="4.5" width="11" height="2.2" rx="1" fill="${WHITE}"/>` +
    `<rect x="7.5" y="7.2" width="9" height="12.3" rx="0.6" fill="${WHITE}"/>` +
    `<rect x="9.4" y="9" width="5.2" height="9" rx="0.3" fill="none" stroke="${c}" stroke-width="0.9"/>` +
    `<circle cx="13.4" cy="13.6" r="0.6" fill="${c}"/>`,

  // Chest with a lid (the gap reads as the seam) and a handle.
  cooler: () =>
    strokes(1.3, `<path d="M9 9V7h6v2"/>`) +
    `<rect x="4.5" y="9" width="15" height="3" rx="1" fill="${WHITE}"/>` +
    `<rect x="5" y="12.8" width="14" height="6.2" rx="1" fill="${WHITE}"/>`,

  // Long folding table from the side: thin top, end legs, leg braces.
  table: () =>
    `<rect x="3" y="9.5" width="18" height="1.8" rx="0.5" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M5 11.3V18M19 11.3V18M5 14.5l3-3.2M19 14.5l-3-3.2"/>`),

  // The first-aid cross.
  'first-aid': () => `<path d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5Z" fill="${WHITE}"/>`,

  // A park bench from the front-side: backrest slat over the seat, two legs.
  bench: () =>
    `<rect x="4" y="7.6" width="16" height="1.8" rx="0.5" fill="${WHITE}"/>` +
    `<rect x="3.5" y="11.8" width="17" height="2" rx="0.5" fill="${WHITE}"/>` +
    strokes(1.3, `<path d="M6 9.4v2.4M18 9.4v2.4M6 13.8v4.7M18 13.8v4.7"/>`),

  // Three rows of stepped seating, each row's edge cut out.
  bleachers: (c) =>
    `<path d="M3.5 19V14.6h5.5V10.3h5.5V6h6V19Z" fill="${WHITE}"/>` +
    `<path d="M3.5 14.6h5.5M9 10.3h5.5M14.5 6h6" stroke="${c}" stroke-width="1" stroke-linecap="round"/>`,

  // An open doorway with a figure walking out through it, an arrow beside.
  exit: (c) =>
    `<path d="M4 19V5h9v14Z" fill="${WHITE}"/>` +
    `<circle cx="9.6" cy="7.6" r="1.3" fill="${c}"/>` +
    `<path d="M9.3 9.4 7.4 13l2 1.4-1.2 3.6M9.3 9.4l1.5 3.3 1.7.6M8.8 13.6 6.6 15" fill="none" stroke="${c}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>` +
    strokes(1.5, `<path d="M15 12h5.5M18 9.5l2.5 2.5-2.5 2.5"/>`),

  // A run of fence: posts joined by two rails, pickets between.
  fence: () =>
    strokes(1.4, `<path d="M5 6v13M12 6v13M19 6v13M5 9h14M5 15.5h14"/>`) +
    strokes(0.9, `<path d="M8.5 9v6.5M15.5 9v6.5"/>`),
};

/** Types imported from other files that we do not know get a question mark, but are still shown. */
const UNKNOWN_PICTOGRAM = (): string =>
  strokes(2, `<path d="M9.2 9.2a2.8 2.8 0 1 1 4 2.5c-.8.4-1.2 1-1.2 1.9v.9"/>`) +
  `<circle cx="12" cy="17.6" r="1.2" fill="${WHITE}"/>`;

/** Every type id that has its own pictogram, in catalogue order. */
export const OBJECT_ICON_TYPE_IDS: readonly string[] = Object.freeze(Object.keys(PICTOGRAMS));

/** MapLibre image id under which the icon of a type is registered. */
export function objectIconImageId(typeId: string): string {
  return `object-icon-${typeId}`;
}

/**
 * A standalone SVG document for an object icon: a `color` rounded tile with a thin white edge and a
 * white pictogram. `color` must be #rgb or #rrggbb (anything else falls back, so no markup can reach
 * the attributes); unknown type ids get the '?' pictogram.
 */
export function objectIconSvg(typeId: string, color: string, sizePx = OBJECT_ICON_RASTER_PX): string {
  const c = sanitizeIconColor(color);
  const size = Number.isFinite(sizePx) && sizePx > 0 ? sizePx : OBJECT_ICON_RASTER_PX;
  // Catalogue ids only: ids like 'constructor' from a file must not reach Object.prototype.
  const pictogram = isObjectTypeId(typeId) ? PICTOGRAMS[typeId] : UNKNOWN_PICTOGRAM;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">` +
    `<rect x="1" y="1" width="22" height="22" rx="5" fill="${c}" stroke="${WHITE}" stroke-width="1"/>` +
    pictogram(c) +
    `</svg>`
  );
}
