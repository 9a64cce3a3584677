/**
 * The intersection search by street names: 'Broadway & W 42nd St', 'broadway and west 42 street',
 * '5th Ave / E 59 St'. Each street is reduced to canonical words ('WEST' and 'W' are one word, '42ND'
 * is '42', 'FIFTH' is '5', 'AVENUE'/'AVE' is 'AV'), so the typed name and the city's name ('W 42 ST',
 * or 'WEST 42 STREET' in other exports) match whichever way either is written.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  WEST: 'W',
  EAST: 'E',
  NORTH: 'N',
  SOUTH: 'S',
  STREET: 'ST',
  STR: 'ST',
  AVENUE: 'AV',
  AVE: 'AV',
  ROAD: 'RD',
  PLACE: 'PL',
  BOULEVARD: 'BLVD',
  PARKWAY: 'PKWY',
  DRIVE: 'DR',
  LANE: 'LN',
  TERRACE: 'TER',
  COURT: 'CT',
  SQUARE: 'SQ',
  EXPRESSWAY: 'EXPY',
  HIGHWAY: 'HWY',
};

const ORDINAL_WORDS = [
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'NINTH',
  'TENTH',
  'ELEVENTH',
  'TWELFTH',
];

const ORDINAL_SUFFIX = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'TH';
  return ['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH';
};

/**
 * Every way a name can write a canonical word, upper case: '5' is '5', '5TH' or 'FIFTH'; 'AV' is 'AV',
 * 'AVE' or 'AVENUE'. The inverse of canonicalWords, so a search sent to the city finds every name the
 * app would then accept.
 */
export function spellingsOf(word: string): string[] {
  if (/^\d+$/.test(word)) {
    const n = Number(word);
    const spelled = ORDINAL_WORDS[n - 1];
    return [String(n), `${n}${ORDINAL_SUFFIX(n)}`, ...(spelled ? [spelled] : [])];
  }
  return [word, ...Object.keys(SYNONYMS).filter((k) => SYNONYMS[k] === word)];
}

/** Directions and street types: they narrow a match, but no query is sent for them alone. */
const GENERIC = new Set(['W', 'E', 'N', 'S', 'ST', 'AV', 'RD', 'PL', 'BLVD', 'PKWY', 'DR', 'LN', 'TER', 'CT', 'SQ']);

export function canonicalWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const ordinal = /^(\d+)(ST|ND|RD|TH)$/.exec(word);
      if (ordinal) return String(Number(ordinal[1]));
      const spelled = ORDINAL_WORDS.indexOf(word);
      if (spelled >= 0) return String(spelled + 1);
      if (/^\d+$/.test(word)) return String(Number(word));
      return SYNONYMS[word] ?? word;
    });
}

/** One street of a query: its canonical words, and the word asked of the service. */
export interface StreetQuery {
  text: string;
  words: string[];
  /** The most telling word: a number ('42'), else the longest name word ('BROADWAY'). */
  key: string;
}

function streetQuery(text: string): StreetQuery | null {
  const words = canonicalWords(text);
  const specific = words.filter((w) => !GENERIC.has(w));
  const key = specific.find((w) => /^\d+$/.test(w)) ?? [...specific].sort((a, b) => b.length - a.length)[0];
  // A lone letter or a street type says too little to ask the city about.
  return key && (key.length >= 2 || /^\d+$/.test(key)) ? { text: text.trim(), words, key } : null;
}

/** Two streets ('A & B', 'A and B', 'A / B', 'A at B', 'A @ B'), or null when the query does not name two. */
export function parseStreetPair(query: string): [StreetQuery, StreetQuery] | null {
  const parts = query.split(/\s*(?:&|\/|@|\band\b|\bat\b)\s*/i).filter((p) => p.trim() !== '');
  if (parts.length !== 2) return null;
  const a = streetQuery(parts[0]!);
  const b = streetQuery(parts[1]!);
  return a && b ? [a, b] : null;
}

/** Whether a street name is the queried street: every queried word is one of the name's words. */
export function namesStreet(street: StreetQuery, name: string): boolean {
  const words = new Set(canonicalWords(name));
  return street.words.every((w) => words.has(w));
}
