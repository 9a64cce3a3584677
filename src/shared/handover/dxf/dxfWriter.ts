/**
 * An ASCII DXF writer for AutoCAD 2000 (AC1015) and every CAD program that reads it: the sections,
 * tables and objects a 2000-format drawing needs (HEADER with $ACADVER and $HANDSEED, CLASSES,
 * TABLES with VPORT *Active, LTYPE ByBlock/ByLayer/Continuous, the layers, STYLE Standard, VIEW,
 * UCS, APPID ACAD, DIMSTYLE Standard and the block records; BLOCKS with *Model_Space and
 * *Paper_Space; ENTITIES; OBJECTS with the root dictionary and ACAD_GROUP), every object with its
 * handle and owner. Entities: LWPOLYLINE, CIRCLE, LINE, TEXT and INSERT of a block. Text is written
 * in the 2000 format's way: ASCII, anything else as \U+XXXX.
 */
import { bboxOf } from '../../geometry/bbox';

export type XY = [number, number];

export interface DxfLayer {
  name: string;
  /** AutoCAD Color Index, 1–255. */
  colour: number;
}

interface EntityBase {
  layer: string;
}
export type DxfEntity = EntityBase &
  (
    | { kind: 'polyline'; points: XY[]; closed: boolean }
    | { kind: 'circle'; centre: XY; radius: number }
    | { kind: 'line'; from: XY; to: XY }
    /** `at` is the text's centre for 'center', its left end of the baseline for 'left'. */
    | { kind: 'text'; at: XY; height: number; text: string; rotationDeg: number; align: 'left' | 'center' }
    | { kind: 'insert'; block: string; at: XY; scaleX: number; scaleY: number; rotationDeg: number }
  );

export interface DxfBlock {
  name: string;
  /** Drawn around the block's origin; on layer '0' they take the insert's layer and colour. */
  entities: DxfEntity[];
}

export interface DxfDocument {
  /** $INSUNITS: 2 is feet. */
  insUnits: number;
  layers: DxfLayer[];
  blocks: DxfBlock[];
  entities: DxfEntity[];
}

/** The units code for feet ($INSUNITS). */
export const INSUNITS_FEET = 2;

const unicodeEscape = (unit: number) => `\\U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Text as a 2000-format DXF carries it: ASCII, the rest as \U+XXXX (an emoji as its UTF-16
 * surrogates, \U+D83D\U+DD25 for 🔥), no line breaks, a literal caret as '^ '. Right-to-left text
 * stays in typed order: a CAD program orders it for display.
 */
export function dxfText(value: string): string {
  let out = '';
  for (const ch of value.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) continue;
    if (ch === '^') out += '^ ';
    else if (ch === '\\') out += '\\\\';
    else if (code < 0x80) out += ch;
    // \U+ holds four hex digits, a UTF-16 unit, as CAD programs hold text: a character beyond the
    // Basic Multilingual Plane (an emoji) is written as its two surrogates, which such a program
    // joins back into the one character.
    else for (let i = 0; i < ch.length; i++) out += unicodeEscape(ch.charCodeAt(i));
  }
  return out;
}

/** Coordinates to a ten-thousandth of a foot (about 0.03 mm): far finer than anything drawn. */
const n = (v: number): string => (Number.isFinite(v) ? (Math.round(v * 1e4) / 1e4).toString() : '0');

class Out {
  private readonly lines: string[] = [];
  private next = 0x100;

  handle(): string {
    return (this.next++).toString(16).toUpperCase();
  }
  get seed(): string {
    return this.next.toString(16).toUpperCase();
  }
  tag(code: number, value: string | number): void {
    this.lines.push(String(code), typeof value === 'number' ? n(value) : value);
  }
  int(code: number, value: number): void {
    this.lines.push(String(code), String(Math.round(value)));
  }
  /** A point as DXF writes one: x under `code`, y under code + 10, and z = 0 under code + 20 when asked. */
  point(code: number, [x, y]: XY, withZ = true): void {
    this.tag(code, x);
    this.tag(code + 10, y);
    if (withZ) this.tag(code + 20, 0);
  }
  text(): string {
    return `${this.lines.join('\r\n')}\r\n`;
  }
}

/** The points an entity reaches: a circle's box corners, any other entity's own points. */
function reach(e: DxfEntity): XY[] {
  if (e.kind === 'polyline') return e.points;
  if (e.kind === 'circle') {
    const [x, y] = e.centre;
    return [
      [x - e.radius, y - e.radius],
      [x + e.radius, y + e.radius],
    ];
  }
  if (e.kind === 'line') return [e.from, e.to];
  return [e.at];
}

function extents(doc: DxfDocument): { min: XY; max: XY } {
  const [x0, y0, x1, y1] = bboxOf(doc.entities.flatMap(reach));
  return Number.isFinite(x0)
    ? { min: [x0, y0], max: [x1, y1] }
    : {
        min: [0, 0],
        max: [1, 1],
      };
}

function header(out: Out, doc: DxfDocument, box: { min: XY; max: XY }, seed: string): void {
  out.tag(0, 'SECTION');
  out.tag(2, 'HEADER');
  const variable = (name: string, write: () => void) => {
    out.tag(9, name);
    write();
  };
  variable('$ACADVER', () => out.tag(1, 'AC1015'));
  variable('$DWGCODEPAGE', () => out.tag(3, 'ANSI_1252'));
  variable('$INSBASE', () => out.point(10, [0, 0]));
  variable('$EXTMIN', () => out.point(10, box.min));
  variable('$EXTMAX', () => out.point(10, box.max));
  variable('$LIMMIN', () => out.point(10, box.min, false));
  variable('$LIMMAX', () => out.point(10, box.max, false));
  variable('$INSUNITS', () => out.int(70, doc.insUnits));
  // Imperial drawing ($MEASUREMENT 0), decimal units to two places.
  variable('$MEASUREMENT', () => out.int(70, 0));
  variable('$LUNITS', () => out.int(70, 2));
  variable('$LUPREC', () => out.int(70, 2));
  variable('$CLAYER', () => out.tag(8, '0'));
  variable('$TEXTSTYLE', () => out.tag(7, 'Standard'));
  variable('$HANDSEED', () => out.tag(5, seed));
  out.tag(0, 'ENDSEC');
}

interface Tables {
  blockRecords: Map<string, string>;
  modelSpace: string;
  paperSpace: string;
}

function table(out: Out, name: string, count: number, records: (owner: string) => void, subclass?: string): void {
  const handle = out.handle();
  out.tag(0, 'TABLE');
  out.tag(2, name);
  out.tag(5, handle);
  out.tag(330, '0');
  out.tag(100, 'AcDbSymbolTable');
  out.int(70, count);
  if (subclass) out.tag(100, subclass);
  records(handle);
  out.tag(0, 'ENDTAB');
}

function record(out: Out, type: string, owner: string, subclass: string, handleCode = 5): string {
  const handle = out.handle();
  out.tag(0, type);
  out.tag(handleCode, handle);
  out.tag(330, owner);
  out.tag(100, 'AcDbSymbolTableRecord');
  out.tag(100, subclass);
  return handle;
}

function tables(out: Out, doc: DxfDocument, box: { min: XY; max: XY }): Tables {
  out.tag(0, 'SECTION');
  out.tag(2, 'TABLES');
  table(out, 'VPORT', 1, (owner) => {
    record(out, 'VPORT', owner, 'AcDbViewportTableRecord');
    out.tag(2, '*Active');
    out.int(70, 0);
    const [w, h] = [box.max[0] - box.min[0], box.max[1] - box.min[1]];
    const values: [number, number][] = [
      [10, 0],
      [20, 0],
      [11, 1],
      [21, 1],
      [12, (box.min[0] + box.max[0]) / 2],
      [22, (box.min[1] + box.max[1]) / 2],
      [13, 0],
      [23, 0],
      [14, 1],
      [24, 1],
      [15, 1],
      [25, 1],
      [16, 0],
      [26, 0],
      [36, 1],
      [17, 0],
      [27, 0],
      [37, 0],
      [40, Math.max(h, w / 1.6, 1) * 1.1],
      [41, 1.6],
      [42, 50],
      [43, 0],
      [44, 0],
      [50, 0],
      [51, 0],
    ];
    for (const [code, value] of values) out.tag(code, value);
    for (const [code, value] of [
      [71, 0],
      [72, 1000],
      [73, 1],
      [74, 3],
      [75, 0],
      [76, 0],
      [77, 0],
      [78, 0],
    ] as const)
      out.int(code, value);
  });
  table(out, 'LTYPE', 3, (owner) => {
    for (const [name, description] of [
      ['ByBlock', ''],
      ['ByLayer', ''],
      ['Continuous', 'Solid line'],
    ]) {
      record(out, 'LTYPE', owner, 'AcDbLinetypeTableRecord');
      out.tag(2, name!);
      out.int(70, 0);
      out.tag(3, description!);
      out.int(72, 65);
      out.int(73, 0);
      out.tag(40, 0);
    }
  });
  const layers: DxfLayer[] = [{ name: '0', colour: 7 }, ...doc.layers.filter((l) => l.name !== '0')];
  table(out, 'LAYER', layers.length, (owner) => {
    for (const layer of layers) {
      record(out, 'LAYER', owner, 'AcDbLayerTableRecord');
      out.tag(2, dxfText(layer.name));
      out.int(70, 0);
      out.int(62, layer.colour);
      out.tag(6, 'Continuous');
      out.int(370, -3);
    }
  });
  table(out, 'STYLE', 1, (owner) => {
    record(out, 'STYLE', owner, 'AcDbTextStyleTableRecord');
    out.tag(2, 'Standard');
    out.int(70, 0);
    out.tag(40, 0);
    out.tag(41, 1);
    out.tag(50, 0);
    out.int(71, 0);
    out.tag(42, 2.5);
    out.tag(3, 'txt');
    out.tag(4, '');
  });
  table(out, 'VIEW', 0, () => undefined);
  table(out, 'UCS', 0, () => undefined);
  table(out, 'APPID', 1, (owner) => {
    record(out, 'APPID', owner, 'AcDbRegAppTableRecord');
    out.tag(2, 'ACAD');
    out.int(70, 0);
  });
  table(
    out,
    'DIMSTYLE',
    1,
    (owner) => {
      record(out, 'DIMSTYLE', owner, 'AcDbDimStyleTableRecord', 105);
      out.tag(2, 'Standard');
      out.int(70, 0);
    },
    'AcDbDimStyleTable',
  );
  const blockRecords = new Map<string, string>();
  const names = ['*Model_Space', '*Paper_Space', ...doc.blocks.map((b) => b.name)];
  table(out, 'BLOCK_RECORD', names.length, (owner) => {
    for (const name of names) {
      blockRecords.set(name, record(out, 'BLOCK_RECORD', owner, 'AcDbBlockTableRecord'));
      out.tag(2, dxfText(name));
    }
  });
  out.tag(0, 'ENDSEC');
  return { blockRecords, modelSpace: blockRecords.get('*Model_Space')!, paperSpace: blockRecords.get('*Paper_Space')! };
}

function entity(out: Out, e: DxfEntity, owner: string, byBlock: boolean): void {
  const type = { polyline: 'LWPOLYLINE', circle: 'CIRCLE', line: 'LINE', text: 'TEXT', insert: 'INSERT' }[e.kind];
  out.tag(0, type);
  out.tag(5, out.handle());
  out.tag(330, owner);
  out.tag(100, 'AcDbEntity');
  out.tag(8, dxfText(e.layer));
  // Inside a block: colour ByBlock, so each insert shows in its own layer's colour.
  if (byBlock) out.int(62, 0);
  switch (e.kind) {
    case 'polyline':
      out.tag(100, 'AcDbPolyline');
      out.int(90, e.points.length);
      out.int(70, e.closed ? 1 : 0);
      out.tag(43, 0);
      for (const p of e.points) out.point(10, p, false);
      return;
    case 'circle':
      out.tag(100, 'AcDbCircle');
      out.point(10, e.centre);
      out.tag(40, e.radius);
      return;
    case 'line':
      out.tag(100, 'AcDbLine');
      out.point(10, e.from);
      out.point(11, e.to);
      return;
    case 'text':
      out.tag(100, 'AcDbText');
      out.point(10, e.at);
      out.tag(40, e.height);
      out.tag(1, dxfText(e.text));
      out.tag(50, e.rotationDeg);
      if (e.align === 'center') {
        // Centred horizontally (72 = 1) and vertically (73 = 2) on the alignment point.
        out.int(72, 1);
        out.point(11, e.at);
      }
      out.tag(100, 'AcDbText');
      if (e.align === 'center') out.int(73, 2);
      return;
    case 'insert':
      out.tag(100, 'AcDbBlockReference');
      out.tag(2, dxfText(e.block));
      out.point(10, e.at);
      out.tag(41, e.scaleX);
      out.tag(42, e.scaleY);
      out.tag(43, 1);
      out.tag(50, e.rotationDeg);
      return;
  }
}

function block(out: Out, name: string, owner: string, entities: readonly DxfEntity[], paper = false): void {
  out.tag(0, 'BLOCK');
  out.tag(5, out.handle());
  out.tag(330, owner);
  out.tag(100, 'AcDbEntity');
  if (paper) out.int(67, 1);
  out.tag(8, '0');
  out.tag(100, 'AcDbBlockBegin');
  out.tag(2, dxfText(name));
  out.int(70, 0);
  out.point(10, [0, 0]);
  out.tag(3, dxfText(name));
  out.tag(1, '');
  for (const e of entities) entity(out, e, owner, true);
  out.tag(0, 'ENDBLK');
  out.tag(5, out.handle());
  out.tag(330, owner);
  out.tag(100, 'AcDbEntity');
  if (paper) out.int(67, 1);
  out.tag(8, '0');
  out.tag(100, 'AcDbBlockEnd');
}

/** The document as DXF text (CRLF line ends). */
export function writeDxf(doc: DxfDocument): string {
  const body = new Out();
  const box = extents(doc);
  // The header names the next free handle, so it is written last and put in front.
  body.tag(0, 'SECTION');
  body.tag(2, 'CLASSES');
  body.tag(0, 'ENDSEC');
  const t = tables(body, doc, box);
  body.tag(0, 'SECTION');
  body.tag(2, 'BLOCKS');
  block(body, '*Model_Space', t.modelSpace, []);
  block(body, '*Paper_Space', t.paperSpace, [], true);
  for (const b of doc.blocks) block(body, b.name, t.blockRecords.get(b.name)!, b.entities);
  body.tag(0, 'ENDSEC');
  body.tag(0, 'SECTION');
  body.tag(2, 'ENTITIES');
  for (const e of doc.entities) entity(body, e, t.modelSpace, false);
  body.tag(0, 'ENDSEC');
  body.tag(0, 'SECTION');
  body.tag(2, 'OBJECTS');
  const root = body.handle();
  const groups = body.handle();
  body.tag(0, 'DICTIONARY');
  body.tag(5, root);
  body.tag(330, '0');
  body.tag(100, 'AcDbDictionary');
  body.int(281, 1);
  body.tag(3, 'ACAD_GROUP');
  body.tag(350, groups);
  body.tag(0, 'DICTIONARY');
  body.tag(5, groups);
  body.tag(330, root);
  body.tag(100, 'AcDbDictionary');
  body.int(281, 1);
  body.tag(0, 'ENDSEC');
  body.tag(0, 'EOF');
  const head = new Out();
  header(head, doc, box, body.seed);
  return head.text() + body.text();
}
