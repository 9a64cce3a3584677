/** Browser storage that never throws: preferences are a convenience, their loss is not an error. */
type Area = 'local' | 'session';

function store(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(area: Area, key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = store(area)?.getItem(key);
    if (raw === null || raw === undefined) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(area: Area, key: string, value: unknown): void {
  try {
    store(area)?.setItem(key, JSON.stringify(value));
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
