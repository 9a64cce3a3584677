/**
 * Base64url (RFC 4648 §5, no padding): bytes as the characters a URL carries untouched, so a link's
 * fragment survives chat apps and mail clients. Written out here because src/shared has no btoa.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map(Array.from(ALPHABET).map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out.push(ALPHABET[a >> 2]!, ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!);
    if (b !== undefined) out.push(ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!);
    if (c !== undefined) out.push(ALPHABET[c & 63]!);
  }
  return out.join('');
}

/** The bytes, or null when the text is not base64url (a character outside the alphabet, or a cut that leaves one). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const ch of text) {
    const v = VALUE.get(ch);
    if (v === undefined) return null;
    value = ((value << 6) | v) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
