/**
 * KML and KMZ to GeoJSON features with togeojson (Tom MacWright's maintained converter, the one
 * Placemark and Felt's importers grew from) over @xmldom/xmldom's parser: a web worker has no
 * DOMParser, and the same code then runs in Node's tests. A KMZ is a zip whose main KML is
 * `doc.kml` (else its first .kml); fflate opens it. Network links are listed, never fetched.
 */
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { field, isRecord, str } from '../plan/read';
import { errorMessage } from '../errors/errorMessage';

export type KmlRead = { ok: true; features: unknown[]; networkLinks: string[] } | { ok: false; reason: string };

/** Keys togeojson adds for its own styling bookkeeping: not the file's data, so not kept with a shape. */
const CONVERTER_KEYS = ['styleHash', 'styleMapHash', '@geometry-type'];

const firstLine = (message: string): string => message.split('\n')[0] ?? message;

export function readKmlText(text: string): KmlRead {
  const errors: string[] = [];
  // xmldom reports through its handler (and would otherwise write to the console); a fatal error throws.
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(firstLine(message));
    },
  });
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = parser.parseFromString(text, 'text/xml');
  } catch (e) {
    return {
      ok: false,
      reason: `The KML is not well-formed XML: ${firstLine(errorMessage(e))}`,
    };
  }
  if (errors.length > 0 || !doc.documentElement)
    return { ok: false, reason: `The KML is not well-formed XML: ${errors[0] ?? 'no root element'}` };
  const networkLinks: string[] = [];
  const features: unknown[] = [];
  for (const f of kml(doc).features) {
    const all: Record<string, unknown> = isRecord(f.properties) ? f.properties : {};
    if (field(all, '@geometry-type') === 'networklink') {
      networkLinks.push(str(field(all, 'href')) ?? str(field(all, 'name')) ?? '(no address)');
      continue;
    }
    const props = Object.fromEntries(Object.entries(all).filter(([key]) => !CONVERTER_KEYS.includes(key)));
    features.push({ ...f, properties: props });
  }
  return { ok: true, features, networkLinks };
}

/** The KMZ's main KML text, or why there is none. */
export function kmzText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } {
  let files: Record<string, Uint8Array>;
  try {
    // Only .kml entries are inflated: images and models in the archive are never used.
    files = unzipSync(bytes, { filter: (f) => /\.kml$/i.test(f.name) });
  } catch {
    return { ok: false, reason: 'The KMZ is not a readable zip archive' };
  }
  const names = Object.keys(files);
  const main = names.find((n) => /(^|\/)doc\.kml$/i.test(n)) ?? names[0];
  return main === undefined
    ? { ok: false, reason: 'The KMZ holds no .kml file' }
    : { ok: true, text: strFromU8(files[main]!) };
}
