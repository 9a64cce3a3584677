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
  for (const [key, value] of entries) storage.records.set(key, structuredClone(value));
  storage.writes.push(entries);
}

export async function del(key: IDBValidKey): Promise<void> {
  storage.records.delete(key);
}

export async function delMany(keys: IDBValidKey[]): Promise<void> {
  for (const key of keys) storage.records.delete(key);
}
