// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- pdf.js ships no types for its worker code: the declaration travels with the one module importing it, whichever tsconfig compiles it
/// <reference path="./pdfjsWorker.d.ts" />
/**
 * Reads a returned packet with pdf.js (the legacy build, which runs in the plan worker and in Node
 * alike): the XMP metadata and every page's annotations, as plain data. Nothing is rendered: no fonts,
 * no canvas, no eval. pdf.js parses on this thread (its worker code sets `globalThis.pdfjsWorker`,
 * which makes it use that instead of starting a worker of its own); the plan worker is off the page.
 */
import type { RawMarkup } from '../../shared/review/markups';
import type { PdfRead } from '../../shared/review/packetImport';
import { errorMessage } from '../../shared/errors/errorMessage';

type PdfJs = typeof import('pdfjs-dist');

let loaded: Promise<PdfJs> | null = null;
/** pdf.js loads on the first PDF read: most sessions never import one. */
function pdfjs(): Promise<PdfJs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then(
    () => import('pdfjs-dist/legacy/build/pdf.mjs') as Promise<PdfJs>,
  );
  return loaded;
}

const str = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null && typeof (v as { str?: unknown }).str === 'string')
    return (v as { str: string }).str;
  return '';
};
const nums = (v: unknown): number[] | undefined =>
  v && typeof v === 'object' && 'length' in v ? Array.from(v as ArrayLike<number>, Number) : undefined;

/**
 * pdf.js sorts a line's two points into a rectangle (lower left, upper right), which loses the end an
 * arrow is drawn at; the line's own /L, read from the object's text where a reader wrote it
 * uncompressed (an incremental save usually does), gives the order back.
 */
function lineAsDrawn(text: string, ref: string): [number, number, number, number] | null {
  const n = /^(\d+)R$/.exec(ref)?.[1];
  if (!n) return null;
  const at = text.lastIndexOf(`\n${n} 0 obj`);
  const alt = at < 0 ? text.lastIndexOf(`\r${n} 0 obj`) : at;
  if (alt < 0) return null;
  const end = text.indexOf('endobj', alt);
  const body = text.slice(alt, end < 0 ? undefined : end);
  const l = /\/L\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(body);
  return l ? [Number(l[1]), Number(l[2]), Number(l[3]), Number(l[4])] : null;
}

function rawMarkup(a: Record<string, unknown>, page: number, text: string): RawMarkup {
  const rect = nums(a.rect);
  const markup: RawMarkup = {
    ref: str(a.id),
    page,
    subtype: str(a.subtype),
    rect: rect && rect.length === 4 ? [rect[0]!, rect[1]!, rect[2]!, rect[3]!] : null,
    author: str(a.titleObj).trim(),
    text: str(a.contentsObj),
    created: str(a.creationDate),
    modified: str(a.modificationDate),
    inReplyTo: typeof a.inReplyTo === 'string' ? a.inReplyTo : null,
    replyType: typeof a.replyType === 'string' ? a.replyType : null,
  };
  const line = nums(a.lineCoordinates);
  if (line && line.length === 4) {
    markup.line = lineAsDrawn(text, markup.ref) ?? [line[0]!, line[1]!, line[2]!, line[3]!];
  }
  const endings = a.lineEndings;
  if (Array.isArray(endings) && endings.length === 2) markup.lineEndings = [String(endings[0]), String(endings[1])];
  const vertices = nums(a.vertices);
  if (vertices) markup.vertices = vertices;
  if (Array.isArray(a.inkLists)) markup.inkLists = a.inkLists.map((l) => nums(l) ?? []);
  const quads = nums(a.quadPoints);
  if (quads) markup.quadPoints = quads;
  return markup;
}

/** The packet's XMP and markups; an encrypted or unreadable PDF says so. The bytes are not kept. */
export async function readPacketPdf(bytes: Uint8Array): Promise<PdfRead> {
  const lib = await pdfjs();
  // The text of the file, for the one key pdf.js reshapes (a line's order); latin1 keeps bytes as they are.
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const task = lib.getDocument({
    // pdf.js may transfer the buffer it is given: a copy keeps the caller's.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const meta = await doc.getMetadata().catch(() => null);
    const xmp = meta?.metadata ? String(meta.metadata.getRaw()) : null;
    const markups: RawMarkup[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const annotations = (await page.getAnnotations({ intent: 'display' })) as Record<string, unknown>[];
      for (const a of annotations) markups.push(rawMarkup(a, n, text));
    }
    return { status: 'read', xmp, pages: doc.numPages, markups };
  } catch (error) {
    // pdf.js 5 names its errors rather than exporting their classes.
    if (error instanceof Error && error.name === 'PasswordException') return { status: 'encrypted' };
    return { status: 'damaged', reason: errorMessage(error) };
  } finally {
    await task.destroy();
  }
}
