/**
 * Share by link, with no server: the whole plan rides in the link's fragment (after '#', which a
 * browser never sends anywhere), as the share payload's JSON, deflated and written in base64url.
 * Opening the link reads it back through the plan reader, like a file. The compression and the
 * text encoding are handed in (the plan worker's CompressionStream and TextEncoder), so this module
 * stays pure and its tests run the real codec in Node.
 */
import { parsePlanData } from '../plan/parse';
import { PLAN_MAX_BYTES, type ParsedPlan, type SavedPlan } from '../plan/schema';
import { fromBase64Url, toBase64Url } from './base64url';
import { expandSharePayload, toSharePayload } from './sharePayload';

/** The fragment's key: `…/#plan=<data>`. */
export const SHARE_FRAGMENT_KEY = 'plan';

/**
 * The longest link offered, in characters. Links are pasted into chat and mail and typed into
 * address bars: Chromium's address bar keeps 32,779 characters, Microsoft Teams refuses messages over
 * about 28 KB and Slack cuts them at 40,000 characters. 24,000 leaves room for the message around it.
 * Larger plans are shared as a file.
 */
export const SHARE_LINK_MAX_CHARS = 24_000;

export const SHARE_LINK_ERROR = 'This shared link could not be opened.';

/** Deflate and inflate (raw DEFLATE, RFC 1951), and UTF-8, as the platform provides them. */
export interface ShareCodec {
  deflate(bytes: Uint8Array): Promise<Uint8Array>;
  /** Rejects when the data is not DEFLATE or inflates to more than `maxBytes`. */
  inflate(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array>;
  encodeText(text: string): Uint8Array;
  decodeText(bytes: Uint8Array): string;
}

export type ShareLinkResult =
  { ok: true; link: string; chars: number } | { ok: false; tooLarge: true; chars: number; maxChars: number };

/** `plan=<data>`: the fragment for a saved plan. */
export async function shareFragment(saved: SavedPlan, codec: ShareCodec): Promise<string> {
  const text = JSON.stringify(toSharePayload(saved));
  return `${SHARE_FRAGMENT_KEY}=${toBase64Url(await codec.deflate(codec.encodeText(text)))}`;
}

/** The link to `base` (the app's own address, without a fragment) that opens the plan; refused when too long. */
export async function shareLink(saved: SavedPlan, base: string, codec: ShareCodec): Promise<ShareLinkResult> {
  const link = `${base.replace(/#.*$/, '')}#${await shareFragment(saved, codec)}`;
  return link.length <= SHARE_LINK_MAX_CHARS
    ? { ok: true, link, chars: link.length }
    : { ok: false, tooLarge: true, chars: link.length, maxChars: SHARE_LINK_MAX_CHARS };
}

/** The shared data of a location's hash ('#plan=…'), or null when the hash holds no shared plan. */
export function sharedDataIn(hash: string): string | null {
  const match = new RegExp(`^#?${SHARE_FRAGMENT_KEY}=([^&]*)`).exec(hash);
  return match ? match[1]! : null;
}

export type SharedPlanResult =
  { ok: true; plan: ParsedPlan; warnings: string[] } | { ok: false; message: typeof SHARE_LINK_ERROR; reason: string };

const fail = (reason: string): SharedPlanResult => ({ ok: false, message: SHARE_LINK_ERROR, reason });

/** Reads a link's shared data into a plan, as a file would be read; a clear reason when it cannot. */
export async function readSharedPlan(data: string, codec: ShareCodec): Promise<SharedPlanResult> {
  const bytes = fromBase64Url(data);
  if (!bytes || bytes.length === 0) return fail('the link is incomplete or was changed');
  let text: string;
  try {
    text = codec.decodeText(await codec.inflate(bytes, PLAN_MAX_BYTES));
  } catch {
    return fail('the link is incomplete or was changed');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return fail('the link is incomplete or was changed');
  }
  const document = expandSharePayload(payload);
  if (typeof document === 'string') return fail(document);
  const read = parsePlanData(document);
  return read.ok ? read : fail(read.reason);
}
