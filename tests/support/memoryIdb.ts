/**
 * idb-keyval over a Map, for tests of what the app keeps in IndexedDB (`vi.mock('idb-keyval', () =>
 * import('../support/memoryIdb'))`): the calls the app makes, answered as IndexedDB would, and a
 * storage the test can fill up (writes then fail as a full browser storage fails) or hold mid-write.
 */
import type { UseStore } from 'idb-keyval';
import { deferred, type Deferred } from './deferred';

export const storage = {
  records: new Map<IDBValidKey, unknown>(),
  /** Every batch of writes that reached the records, in order. */
  writes: [] as [IDBValidKey, unknown][][],
  /** When set, writes fail with it (a DOMException, as IndexedDB's own). */
  failWrites: null as DOMException | null,
  /** When set, the next write waits for it before it lands (then it is cleared). */
  holdNextWrite: null as Deferred<undefined> | null,
};

/** An empty storage that accepts every write at once. */
export function resetStorage(): void {
  storage.records.clear();
  storage.writes = [];
  storage.failWrites = null;
  storage.holdNextWrite = null;
}

/** Makes the next write wait until the returned function is called. */
export function holdNextWrite(): () => void {
  const held = deferred<undefined>();
  storage.holdNextWrite = held;
  return () => held.resolve(undefined);
}

/** IndexedDB's answer when the browser's storage for the site is full. */
export const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

const theStore: UseStore = (_mode, callback) => Promise.resolve(callback({} as IDBObjectStore));

export function createStore(_db: string, _store: string): UseStore {
  return theStore;
}

export async function get<T>(key: IDBValidKey): Promise<T | undefined> {
  return storage.records.get(key) as T | undefined;
}

export async function getMany<T>(keys: IDBValidKey[]): Promise<T[]> {
  return keys.map((key) => storage.records.get(key) as T);
}

export async function keys<K extends IDBValidKey>(): Promise<K[]> {
  return [...storage.records.keys()] as K[];
}

export async function setMany(entries: [IDBValidKey, unknown][]): Promise<void> {
  const held = storage.holdNextWrite;
  storage.holdNextWrite = null;
  if (held) await held.promise;
  if (storage.failWrites) throw storage.failWrites;
  for (const [key, value] of entries) storage.records.set(key, cloneAsStored(value));
  storage.writes.push(entries);
}

/**
 * The value as IndexedDB keeps it: a copy, whose Blobs are kept as Blobs (IndexedDB stores a Blob's
 * bytes as they are). The test environment's Blob is not one Node's structuredClone knows: it would
 * come back a plain object.
 */
function cloneAsStored(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneAsStored);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneAsStored(v)]));
  return structuredClone(value);
}

export async function del(key: IDBValidKey): Promise<void> {
  storage.records.delete(key);
}

export async function delMany(keys: IDBValidKey[]): Promise<void> {
  for (const key of keys) storage.records.delete(key);
}

/**
 * A plan record's text as the app reads it back: autosave stores the plan worker's draft as a Blob
 * (`{ file }`), other writes as text (`{ text }`). Null when no record is there.
 */
export async function recordText(key: IDBValidKey): Promise<string | null> {
  const record = storage.records.get(key) as { text?: unknown; file?: unknown } | undefined;
  if (!record) return null;
  if (record.file instanceof Blob) return record.file.text();
  return typeof record.text === 'string' ? record.text : null;
}
