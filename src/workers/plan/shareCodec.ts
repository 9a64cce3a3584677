/**
 * The share link's codec on the platform: raw DEFLATE through CompressionStream and
 * DecompressionStream (in every current browser and in Node), UTF-8 through TextEncoder and
 * TextDecoder. Inflating stops as soon as the output passes its limit, so a crafted link cannot
 * make the worker inflate gigabytes.
 */
import type { ShareCodec } from '../../shared/share/shareLink';

const FORMAT = 'deflate-raw';

async function collect(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`the plan in the link is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The bytes pushed through a (de)compression stream; the write side's failure is the read side's. */
function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, maxBytes: number) {
  const writer = transform.writable.getWriter();
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  return collect(transform.readable, maxBytes);
}

export const platformShareCodec: ShareCodec = {
  deflate: (bytes) => through(bytes, new CompressionStream(FORMAT), Number.POSITIVE_INFINITY),
  inflate: (bytes, maxBytes) => through(bytes, new DecompressionStream(FORMAT), maxBytes),
  encodeText: (text) => new TextEncoder().encode(text),
  decodeText: (bytes) => new TextDecoder('utf-8', { fatal: true }).decode(bytes),
};
