/**
 * Our icons' SVG markup (src/shared/layers/icons.ts, src/shared/objects/icons.ts) read back as plain
 * path commands, so the export can draw each icon as vectors: once as a PDF form placed many times,
 * once per size on a canvas. Only the subset our own builders write is read (svg, g, circle,
 * ellipse, rect with rx, path; fill, stroke, stroke-width, linecap, linejoin); arcs, quadratic and
 * shorthand curves become cubic Béziers, so a renderer needs move, line, curve and close only.
 */
import svgpath from 'svgpath';

export type PathCommand =
  ['M', number, number] | ['L', number, number] | ['C', number, number, number, number, number, number] | ['Z'];
export type LineCap = 'butt' | 'round' | 'square';
export type LineJoin = 'miter' | 'round' | 'bevel';

export interface IconPart {
  commands: PathCommand[];
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  cap: LineCap;
  join: LineJoin;
}

/** An icon on its viewBox grid (`size` × `size`, origin top-left, y down). */
export interface IconDrawing {
  size: number;
  parts: IconPart[];
}

type Attributes = Record<string, string>;

const TAG = /<(\/?)([a-z]+)\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;
const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'] as const;

function attributesOf(source: string): Attributes {
  const out: Attributes = {};
  for (const m of source.matchAll(ATTRIBUTE)) out[m[1]!] = m[2]!;
  return out;
}

const num = (a: Attributes, key: string): number => Number(a[key] ?? 0) || 0;

function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}

function rectD(a: Attributes): string {
  const x = num(a, 'x'),
    y = num(a, 'y'),
    w = num(a, 'width'),
    h = num(a, 'height');
  const r = Math.min(num(a, 'rx'), w / 2, h / 2);
  if (r <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
  return (
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}` +
    `H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
  );
}

function pathDataOf(tag: string, a: Attributes): string | null {
  switch (tag) {
    case 'path':
      return a.d ?? null;
    case 'rect':
      return rectD(a);
    case 'circle':
      return ellipseD(num(a, 'cx'), num(a, 'cy'), num(a, 'r'), num(a, 'r'));
    case 'ellipse':
      return ellipseD(num(a, 'cx'), num(a, 'cy'), num(a, 'rx'), num(a, 'ry'));
    default:
      return null;
  }
}

/** Absolute move/line/cubic/close commands from SVG path data. */
export function pathCommands(d: string): PathCommand[] {
  const out: PathCommand[] = [];
  let x = 0,
    y = 0,
    startX = 0,
    startY = 0;
  svgpath(d)
    .abs()
    .unshort()
    .unarc()
    .iterate((segment) => {
      const [cmd, ...v] = segment as [string, ...number[]];
      switch (cmd) {
        case 'M':
          out.push(['M', v[0]!, v[1]!]);
          x = startX = v[0]!;
          y = startY = v[1]!;
          break;
        case 'L':
          out.push(['L', v[0]!, v[1]!]);
          x = v[0]!;
          y = v[1]!;
          break;
        case 'H':
          out.push(['L', v[0]!, y]);
          x = v[0]!;
          break;
        case 'V':
          out.push(['L', x, v[0]!]);
          y = v[0]!;
          break;
        case 'C':
          out.push(['C', v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!]);
          x = v[4]!;
          y = v[5]!;
          break;
        case 'Q': {
          // A quadratic is the cubic with its control points two thirds of the way to the quadratic's.
          const [qx, qy, ex, ey] = v as [number, number, number, number];
          out.push([
            'C',
            x + (2 / 3) * (qx - x),
            y + (2 / 3) * (qy - y),
            ex + (2 / 3) * (qx - ex),
            ey + (2 / 3) * (qy - ey),
            ex,
            ey,
          ]);
          x = ex;
          y = ey;
          break;
        }
        case 'Z':
        case 'z':
          out.push(['Z']);
          x = startX;
          y = startY;
          break;
      }
    });
  return out;
}

const paintOf = (value: string | undefined): string | null => (!value || value === 'none' ? null : value);

/** Reads one icon document; unknown elements are skipped, never drawn wrongly. */
export function parseIconSvg(svg: string): IconDrawing {
  const parts: IconPart[] = [];
  const groups: Attributes[] = [];
  let size = 24;
  for (const m of svg.matchAll(TAG)) {
    const [, closing, tag, rawAttributes, selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) {
      if (tag === 'g') groups.pop();
      continue;
    }
    const own = attributesOf(rawAttributes);
    if (tag === 'svg') {
      const box = (own.viewBox ?? '').split(/\s+/).map(Number);
      if (box.length === 4 && box[2]! > 0) size = box[2]!;
      continue;
    }
    const inherited: Attributes = {};
    for (const g of groups) for (const key of INHERITED) if (g[key] !== undefined) inherited[key] = g[key]!;
    const a = { ...inherited, ...own };
    if (tag === 'g') {
      if (!selfClosing) groups.push(a);
      continue;
    }
    const d = pathDataOf(tag, a);
    if (!d) continue;
    const commands = pathCommands(d);
    if (commands.length === 0) continue;
    parts.push({
      commands,
      // SVG fills black when nothing says otherwise; our markup always says.
      fill: a.fill === undefined ? '#000000' : paintOf(a.fill),
      stroke: paintOf(a.stroke),
      strokeWidth: a['stroke-width'] === undefined ? 1 : num(a, 'stroke-width'),
      cap: (a['stroke-linecap'] as LineCap | undefined) ?? 'butt',
      join: (a['stroke-linejoin'] as LineJoin | undefined) ?? 'miter',
    });
  }
  return { size, parts };
}
