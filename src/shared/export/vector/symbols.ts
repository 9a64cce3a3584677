/**
 * The document's symbol table: the icons the pages place, each read once from the same SVG the live
 * map rasterises, keyed by the symbol ids the primitives name. The PDF defines each as a form placed
 * many times; the canvas draws each once per size and stamps it.
 */
import { LAYER_CATALOGUE } from '../../layers/catalogue';
import { ICON_LAYER_IDS, layerIconSvg, type IconLayerId } from '../../layers/icons';
import { isInfrastructureLayerId } from '../../layers/ids';
import { objectIconSvg } from '../../objects/icons';
import type { Primitive } from '../primitives';
import { parseIconSvg, type IconDrawing } from './svgIcon';

const LAYER_PREFIX = 'layer:';
const OBJECT_PREFIX = 'object:';

export const layerSymbolId = (layerId: string): string => `${LAYER_PREFIX}${layerId}`;
/** An object icon depends on its type and its colour (an imported object keeps its own colour). */
export const objectSymbolId = (typeId: string, colour: string): string => `${OBJECT_PREFIX}${colour}:${typeId}`;

const isIconLayer = (id: string): id is IconLayerId => (ICON_LAYER_IDS as readonly string[]).includes(id);

const cache = new Map<string, IconDrawing | null>();

/** The drawing of a symbol id, or null for an id no icon answers to. */
export function symbolDrawing(id: string): IconDrawing | null {
  if (cache.has(id)) return cache.get(id)!;
  let drawing: IconDrawing | null = null;
  if (id.startsWith(LAYER_PREFIX)) {
    const layerId = id.slice(LAYER_PREFIX.length);
    if (isInfrastructureLayerId(layerId) && isIconLayer(layerId))
      drawing = parseIconSvg(layerIconSvg(layerId, LAYER_CATALOGUE[layerId].color));
  } else if (id.startsWith(OBJECT_PREFIX)) {
    const rest = id.slice(OBJECT_PREFIX.length);
    const colon = rest.indexOf(':');
    if (colon > 0) drawing = parseIconSvg(objectIconSvg(rest.slice(colon + 1), rest.slice(0, colon)));
  }
  cache.set(id, drawing);
  return drawing;
}

function collect(primitives: readonly Primitive[], into: Set<string>): void {
  for (const p of primitives) {
    if (p.kind === 'symbol') into.add(p.symbol);
    else if (p.kind === 'clip') collect(p.children, into);
  }
}

/** The symbols the pages place, each with its drawing; ids nothing answers to are left out. */
export function symbolTable(pages: readonly (readonly Primitive[])[]): Record<string, IconDrawing> {
  const ids = new Set<string>();
  for (const page of pages) collect(page, ids);
  const table: Record<string, IconDrawing> = {};
  for (const id of ids) {
    const drawing = symbolDrawing(id);
    if (drawing) table[id] = drawing;
  }
  return table;
}
