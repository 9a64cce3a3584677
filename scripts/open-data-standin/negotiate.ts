/**
 * Socrata's choice of answer format, as its own code makes it: socrata-platform/socrata-http
 * (commit 524bd2fcc71c328767e66800d063ec78c2ea2169), socrata-http-common/.../util/ContentNegotiation.scala
 * `mimeType`, over soda-fountain's exporters (commit 273459045a50e0c5bc2183e7f99966454ce95faf,
 * soda-fountain-lib/.../export/Exporter.scala, in that order of preference).
 *
 * - No Accept header counts as `*\/*`.
 * - A type's q is that of the most specific range naming it (`type/subtype`, else `type/*`, else `*\/*`),
 *   0 when none does (`Trie.nearest`). Only q = 0 matters: otherwise the client's preference is ignored.
 * - The path's extension wins while its type is acceptable; else the first acceptable exporter answers
 *   (JSON rows, for any Accept that admits application/json); when none is, 406 Not Acceptable.
 */

export interface Exporter {
  format: 'json' | 'cjson' | 'csv' | 'tsv' | 'geojson' | 'soqlpack';
  mime: string;
}

/** soda-fountain's `Exporter.exporters`, in order, with their MIME types and extensions. */
export const SODA_EXPORTERS: readonly Exporter[] = [
  { format: 'json', mime: 'application/json' },
  { format: 'cjson', mime: 'application/json+x-socrata-cjson' },
  { format: 'csv', mime: 'text/csv' },
  { format: 'tsv', mime: 'text/tab-separated-values' },
  { format: 'geojson', mime: 'application/vnd.geo+json' },
  { format: 'soqlpack', mime: 'application/octet-stream' },
];

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim());
    const m = /^([^/\s]+)\/([^/\s]+)$/.exec(range.toLowerCase());
    if (!m) continue;
    const qParam = params.map((p) => /^q\s*=\s*([0-9.]+)$/i.exec(p)).find(Boolean);
    const q = qParam ? Number(qParam[1]) : 1;
    ranges.push({ type: m[1]!, subtype: m[2]!, q: Number.isFinite(q) ? q : 0 });
  }
  return ranges;
}

/** The q the Accept header gives a MIME type (socrata-http's `qFor` over its arranged trie). */
export function qualityOf(accept: string | null | undefined, mime: string): number {
  const ranges = accept === null || accept === undefined || accept.trim() === '' ? null : parseAccept(accept);
  if (ranges === null) return 1;
  const [type, subtype] = mime.toLowerCase().split('/') as [string, string];
  // Later ranges for the same key replace earlier ones, as the trie's `+` does.
  let exact: number | undefined;
  let typeWide: number | undefined;
  let any: number | undefined;
  for (const r of ranges) {
    if (r.type === '*' && r.subtype === '*') any = r.q;
    else if (r.subtype === '*' && r.type === type) typeWide = r.q;
    else if (r.type === type && r.subtype === subtype) exact = r.q;
  }
  return exact ?? typeWide ?? any ?? 0;
}

/** The exporter that answers a request with this extension and Accept header, or null for 406. */
export function negotiate(extension: string, accept: string | null | undefined): Exporter | null {
  const acceptable = (e: Exporter) => qualityOf(accept, e.mime) > 0;
  const byExtension = SODA_EXPORTERS.find((e) => e.format === extension.toLowerCase());
  if (byExtension && acceptable(byExtension)) return byExtension;
  return SODA_EXPORTERS.find(acceptable) ?? null;
}
