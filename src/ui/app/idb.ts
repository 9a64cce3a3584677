/**
 * A thin promise wrapper over one IndexedDB object store. Every failure (no IndexedDB, a refused
 * open, a quota error on write) rejects with an Error whose message says why, for the UI to show.
 */
export class KeyValueStore {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly dbName: string, private readonly storeName: string) {}

  get(key: string): Promise<unknown> {
    return this.run('readonly', (store) => store.get(key));
  }

  async put(key: string, value: unknown): Promise<void> {
    await this.run('readwrite', (store) => store.put(value, key));
  }

  async delete(key: string): Promise<void> {
    await this.run('readwrite', (store) => store.delete(key));
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined' || !indexedDB) throw new Error('IndexedDB is not available in this browser');
      const request = indexedDB.open(this.dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(this.storeName);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database: step aside; the next write opens it again.
        db.onversionchange = () => {
          db.close();
          this.db = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(asError(request.error, 'The database could not be opened'));
      request.onblocked = () => reject(new Error('The database is blocked by another tab'));
    });
    // A failed open is not cached: storage may come back (quota freed, another tab closed).
    this.db.catch(() => (this.db = null));
    return this.db;
  }

  private async run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await this.open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(this.storeName, mode);
      const request = action(tx.objectStore(this.storeName));
      // Settled on the transaction, not the request: a quota error surfaces only when the write commits.
      tx.oncomplete = () => resolve(request.result);
      tx.onabort = () => reject(asError(tx.error ?? request.error, 'The write was aborted'));
      tx.onerror = () => reject(asError(tx.error ?? request.error, 'The write failed'));
    });
  }
}

/** An Error with a readable message from whatever IndexedDB handed over (often a DOMException). */
export function asError(cause: unknown, fallback: string): Error {
  if (cause instanceof Error || cause instanceof DOMException) return new Error(cause.message || cause.name || fallback);
  return new Error(fallback);
}
