/** Browser storage that never throws: preferences are a convenience, their loss is not an error. */
type Area = 'local' | 'session';

function store(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored text as it is, or null. */
export function readStoredText(area: Area, key: string): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readStored<T>(area: Area, key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = readStoredText(area, key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(area: Area, key: string, value: unknown): void {
  writeStoredText(area, key, JSON.stringify(value));
}

/** Stores text as it is (no JSON encoding). */
export function writeStoredText(area: Area, key: string, text: string): void {
  try {
    store(area)?.setItem(key, text);
  } catch {
    // Quota or privacy mode: the preference lasts for this page only.
  }
}

export function removeStored(area: Area, key: string): void {
  try {
    store(area)?.removeItem(key);
  } catch {
    // As for writes: a storage that cannot be reached holds nothing to forget.
  }
}
