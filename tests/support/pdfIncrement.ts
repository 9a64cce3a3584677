/**
 * An incremental save, as a PDF reader writes one when a reviewer adds markups (ISO 32000-1 7.5.6):
 * the original bytes stay as they are; new annotation objects and the changed page dictionaries
 * (their /Annots, or for a flattened markup their /Contents) are appended, with an xref section that
 * lists only those objects and a trailer whose /Prev points at the previous xref.
 */

/** One annotation to add: its dictionary's inside, given its own object number and the others'. */
export interface NewAnnotation {
  page: number;
  /** e.g. (refs) => `/Type /Annot /Subtype /Text /Rect [..] /IRT ${refs[0]} 0 R` */
  dict: (refs: number[]) => string;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The text of object `n` as last written (an incremental save may have rewritten it). */
function objectBody(text: string, n: number): string {
  const re = new RegExp(`(?:^|[\\r\\n])${n} 0 obj\\s*([^]*?)endobj`, 'g');
  let body: string | null = null;
  for (const m of text.matchAll(re)) body = m[1]!;
  if (body === null) throw new Error(`object ${n} not found`);
  return body.trim();
}

const refAfter = (dict: string, key: string): number => {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  if (!m) throw new Error(`no /${key}`);
  return Number(m[1]);
};

function lastTrailer(text: string): { size: number; root: number; info: number | null; prev: number } {
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!start) throw new Error('no startxref');
  const trailers = [...text.matchAll(/trailer\s*<<([^]*?)>>\s*startxref/g)];
  const t = trailers.at(-1)![1]!;
  const info = /\/Info\s+(\d+)\s+0\s+R/.exec(t);
  return {
    size: Number(/\/Size\s+(\d+)/.exec(t)![1]),
    root: refAfter(t, 'Root'),
    info: info ? Number(info[1]) : null,
    prev: Number(start[1]),
  };
}

/** The page objects' numbers in page order. */
function pageObjects(text: string, root: number): number[] {
  const pages = refAfter(objectBody(text, root), 'Pages');
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(objectBody(text, pages))![1]!;
  return [...kids.matchAll(/(\d+)\s+0\s+R/g)].map((m) => Number(m[1]));
}

/** A dictionary with `key` set to `value` (replacing the key's value when it is a ref or an array). */
function withKey(dict: string, key: string, value: string): string {
  const inner = dict.replace(/^<<|>>$/g, '');
  const re = new RegExp(`/${key}\\s*(\\[[^\\]]*\\]|\\d+\\s+0\\s+R)`);
  return re.test(inner) ? `<<${inner.replace(re, `/${key} ${value}`)}>>` : `<<${inner} /${key} ${value} >>`;
}

const arrayItems = (dict: string, key: string): string => {
  const m = new RegExp(`/${key}\\s*(\\[([^\\]]*)\\]|(\\d+\\s+0\\s+R))`).exec(dict);
  if (!m) return '';
  return (m[2] ?? m[3] ?? '').trim();
};

export interface IncrementOptions {
  annotations?: NewAnnotation[];
  /** Content drawn into a page (a markup flattened into it): page number → content stream. */
  drawn?: { page: number; content: string }[];
}

/** The PDF with an incremental update appended (the original bytes are the new file's first bytes). */
export function appendIncrement(original: Uint8Array, options: IncrementOptions): Uint8Array {
  const text = latin1(original);
  const trailer = lastTrailer(text);
  const pages = pageObjects(text, trailer.root);
  const annotations = options.annotations ?? [];
  const drawn = options.drawn ?? [];
  let next = trailer.size;
  const annotRefs = annotations.map(() => next++);
  const drawnRefs = drawn.map(() => next++);
  const objects = new Map<number, string>();
  annotations.forEach((a, i) => objects.set(annotRefs[i]!, `<< ${a.dict(annotRefs)} /P ${pages[a.page - 1]!} 0 R >>`));
  drawn.forEach((d, i) =>
    objects.set(drawnRefs[i]!, `<< /Length ${d.content.length} >>\nstream\n${d.content}\nendstream`),
  );
  const touched = new Set([...annotations.map((a) => a.page), ...drawn.map((d) => d.page)]);
  for (const page of touched) {
    const n = pages[page - 1]!;
    let dict = objectBody(text, n);
    const adds = annotations.flatMap((a, i) => (a.page === page ? [`${annotRefs[i]!} 0 R`] : []));
    if (adds.length) dict = withKey(dict, 'Annots', `[${[arrayItems(dict, 'Annots'), ...adds].join(' ').trim()}]`);
    const draws = drawn.flatMap((d, i) => (d.page === page ? [`${drawnRefs[i]!} 0 R`] : []));
    if (draws.length)
      dict = withKey(dict, 'Contents', `[${[arrayItems(dict, 'Contents'), ...draws].join(' ').trim()}]`);
    objects.set(n, dict);
  }
  let out = text.endsWith('\n') ? '' : '\n';
  const offsets = new Map<number, number>();
  for (const [n, body] of [...objects].sort((a, b) => a[0] - b[0])) {
    offsets.set(n, original.length + out.length);
    out += `${n} 0 obj\n${body}\nendobj\n`;
  }
  const xrefAt = original.length + out.length;
  out += 'xref\n';
  for (const [n, offset] of [...offsets].sort((a, b) => a[0] - b[0]))
    out += `${n} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  const info = trailer.info === null ? '' : ` /Info ${trailer.info} 0 R`;
  out += `trailer\n<< /Size ${next} /Root ${trailer.root} 0 R${info} /Prev ${trailer.prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const tail = Buffer.from(out, 'latin1');
  const result = new Uint8Array(original.length + tail.length);
  result.set(original, 0);
  result.set(tail, original.length);
  return result;
}

/** A PDF string literal of any text: UTF-16BE with its byte-order mark when it is not plain ASCII. */
export function pdfText(s: string): string {
  if (/^[\x20-\x7e]*$/.test(s)) return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const hex = Array.from(s).flatMap((ch) => {
    const code = ch.codePointAt(0)!;
    const units = code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code];
    return units.map((u) => u.toString(16).padStart(4, '0'));
  });
  return `<FEFF${hex.join('')}>`;
}
