/**
 * Reads the placed objects and drawn shapes of a file. Bad items are dropped with a warning rather
 * than failing the import; unknown object types are kept (drawn as generic objects) and reported.
 */
import { objectType, typeIdOf, type IconSizePx } from '../objects/catalogue';
import {
  normaliseRotation,
  withSettledSize,
  type PlacedObject,
  type PlacedObjectProperties,
  type Shape,
  type SizeFt,
} from '../objects/placed';
import { bool, field, isRecord, num, readId, readJsonRecord, readLngLat, readShapeGeometry, str } from './read';

/** What an object of an unknown type is drawn as when the file carries nothing usable. */
const GENERIC = {
  category: 'Other',
  size: { width: 32, height: 32 },
  color: '#6b7280',
  footprintFt: { width: 2, depth: 2 },
};
// Colours reach styles and canvas; only plain hex is accepted so file text can never inject CSS.
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface ItemsResult<T> {
  items: T[];
  warnings: string[];
}

const positive = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n > 0 ? n : null;
};

function readSize(v: unknown): SizeFt | null {
  if (!isRecord(v)) return null;
  const width = positive(field(v, 'width'));
  const depth = positive(field(v, 'depth'));
  return width !== null && depth !== null ? { width, depth } : null;
}

/**
 * The spec's `size {width, height}` in px; plans saved before it carried one number for a square icon,
 * and they still read.
 */
function readIconSize(v: unknown): IconSizePx | null {
  const side = positive(v);
  if (side !== null) return { width: side, height: side };
  if (!isRecord(v)) return null;
  const width = positive(field(v, 'width'));
  const height = positive(field(v, 'height'));
  return width !== null && height !== null ? { width, height } : null;
}

/** Ids must be unique for undo and selection; a repeat (or missing id) gets a fresh one. */
function uniqueId(wanted: string | null, fallback: string, used: Set<string>): string {
  let id = wanted ?? fallback;
  for (let n = 2; used.has(id); n++) id = `${wanted ?? fallback}-${n}`;
  used.add(id);
  return id;
}

function readObject(v: unknown, id: string): { object: PlacedObject; unknownType: boolean } | string {
  if (!isRecord(v)) return 'not an object';
  const raw = field(v, 'properties');
  const p = isRecord(raw) ? raw : {};
  const typeName = str(field(v, 'type')) ?? str(field(p, 'id'));
  if (!typeName) return 'missing type';
  const type = typeIdOf(typeName);
  const position = readLngLat(field(v, 'position'));
  if (!position) return 'invalid position';
  const known = objectType(type);
  const name = str(field(v, 'name')) ?? str(field(p, 'name')) ?? known?.name ?? type;
  const color = str(field(p, 'color'));
  // File values win so an exported plan stands on its own; the catalogue then a generic look fill gaps.
  const properties: PlacedObjectProperties = {
    id: type,
    name: str(field(p, 'name')) ?? known?.name ?? name,
    category: str(field(p, 'category')) ?? known?.category ?? GENERIC.category,
    size: readIconSize(field(p, 'size')) ?? { ...(known?.size ?? GENERIC.size) },
    color: color !== null && HEX_COLOR.test(color) ? color : (known?.color ?? GENERIC.color),
    footprintFt: readSize(field(p, 'footprintFt')) ?? { ...(known?.footprintFt ?? GENERIC.footprintFt) },
    label: str(field(p, 'label')) ?? name,
    timestamp: str(field(p, 'timestamp')) ?? '',
    flipped: bool(field(p, 'flipped')) ?? false,
    rotationDeg: normaliseRotation(num(field(p, 'rotationDeg')) ?? 0),
  };
  const note = str(field(p, 'note'));
  if (note !== null) properties.note = note;
  // Kept as data and written back on save; the app draws its own pictograms and never loads a file's
  // image address (it could point anywhere, and plans must work offline).
  const icon = str(field(p, 'icon')) ?? known?.icon;
  if (icon !== undefined) properties.icon = icon;
  const imageUrl = str(field(p, 'imageUrl'));
  if (imageUrl !== null) properties.imageUrl = imageUrl;
  const widthFt = positive(field(p, 'widthFt'));
  const depthFt = positive(field(p, 'depthFt'));
  if (widthFt !== null && depthFt !== null) Object.assign(properties, { widthFt, depthFt });
  const heightFt = positive(field(p, 'heightFt'));
  if (heightFt !== null) properties.heightFt = heightFt;
  // An exit's clear width; plans saved before exits existed simply have none.
  const clearWidthFt = positive(field(p, 'clearWidthFt'));
  if (clearWidthFt !== null) properties.clearWidthFt = clearWidthFt;
  return { object: withSettledSize({ id, type, name, position, properties }), unknownType: !known };
}

export function readObjects(v: unknown): ItemsResult<PlacedObject> | null {
  if (v === undefined || v === null) return { items: [], warnings: [] };
  if (!Array.isArray(v)) return null;
  const items: PlacedObject[] = [];
  const warnings: string[] = [];
  const unknown = new Set<string>();
  const used = new Set<string>();
  v.forEach((entry: unknown, i) => {
    const wanted = isRecord(entry) ? readId(field(entry, 'id')) : null;
    const read = readObject(entry, wanted ?? `imported-object-${i + 1}`);
    if (typeof read === 'string') {
      warnings.push(`Object ${i + 1} skipped: ${read}`);
      return;
    }
    read.object.id = uniqueId(wanted, `imported-object-${i + 1}`, used);
    if (read.unknownType) unknown.add(read.object.type);
    items.push(read.object);
  });
  for (const t of unknown) warnings.push(`Unknown object type: ${t}`);
  return { items, warnings };
}

/**
 * A shape's label and what else its properties hold (Mapbox GL Draw's user properties, a GIS tool's
 * attributes), kept so saving and the exports write them back; no `kept` when there is nothing else.
 */
export function shapeProperties(label: string, props: Record<string, unknown>): Shape['properties'] {
  const kept = readJsonRecord(props, 0, ['label']);
  return Object.keys(kept).length > 0 ? { label, kept } : { label };
}

/** Null when `v` is present but not a FeatureCollection; a missing collection is an empty plan. */
export function readShapes(v: unknown): ItemsResult<Shape> | null {
  if (v === undefined || v === null) return { items: [], warnings: [] };
  if (!isRecord(v)) return null;
  const type = field(v, 'type');
  const features = field(v, 'features');
  if ((type !== undefined && type !== 'FeatureCollection') || !Array.isArray(features)) return null;
  const items: Shape[] = [];
  const warnings: string[] = [];
  const used = new Set<string>();
  features.forEach((f: unknown, i) => {
    const geometry = isRecord(f) ? readShapeGeometry(field(f, 'geometry')) : null;
    if (!isRecord(f) || !geometry) {
      warnings.push(`Shape ${i + 1} skipped: invalid geometry`);
      return;
    }
    const raw = field(f, 'properties');
    const props = isRecord(raw) ? raw : {};
    const id = uniqueId(readId(field(f, 'id')) ?? readId(field(props, 'id')), `imported-shape-${i + 1}`, used);
    items.push({ id, geometry, properties: shapeProperties(str(field(props, 'label')) ?? '', props) });
  });
  return { items, warnings };
}
