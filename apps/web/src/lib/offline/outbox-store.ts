import { isSendable, type OutboxItem } from './outbox-machine';

// The outbox lives in IndexedDB, so it survives a reload, a closed tab and an expired session; every write is
// announced to this tab's listeners and, through a BroadcastChannel, to the manager's other tabs.
const DB_NAME = 'marketday-outbox';
const STORE = 'items';
const CHANNEL = 'marketday-outbox';

let opening: Promise<IDBDatabase> | null = null;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting or upgrading the database: open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

async function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  const tx = db.transaction(STORE, mode);
  const result = promised(run(tx.objectStore(STORE)));
  // A write counts once its transaction has committed, not when its request succeeded.
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('The device refused to save the checkout.'));
  });
  return result;
}

function announce() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

export async function allItems(): Promise<OutboxItem[]> {
  return inStore('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>);
}

export async function userItems(userId: string): Promise<OutboxItem[]> {
  return (await allItems()).filter((item) => item.userId === userId);
}

export async function getItem(key: string): Promise<OutboxItem | undefined> {
  return inStore('readonly', (store) => store.get(key) as IDBRequest<OutboxItem | undefined>);
}

export async function putItem(item: OutboxItem): Promise<void> {
  await inStore('readwrite', (store) => store.put(item));
  announce();
}

/** Writes the item only if the device still holds it: a send's outcome never brings back an edited or deleted one. */
export async function updateItem(item: OutboxItem): Promise<boolean> {
  const present = await inStore('readwrite', (store) => {
    const count = store.count(item.key);
    // In the request's own callback: the transaction is still open there.
    count.addEventListener('success', () => {
      if (count.result > 0) store.put(item);
    });
    return count;
  });
  if (present > 0) announce();
  return present > 0;
}

/**
 * Takes a held item for sending, in one transaction: its stored version (an edit made since the pass read the list
 * is what goes), marked `sending`; null when it was deleted or is no longer waiting to be sent.
 */
export async function claimItem(key: string): Promise<OutboxItem | null> {
  let claimed: OutboxItem | null = null;
  await inStore('readwrite', (store) => {
    const read = store.get(key) as IDBRequest<OutboxItem | undefined>;
    read.addEventListener('success', () => {
      const stored = read.result;
      if (!stored || !isSendable(stored)) return;
      claimed = { ...stored, state: 'sending', everSent: true };
      store.put(claimed);
    });
    return read;
  });
  if (claimed) announce();
  return claimed;
}

/** Saves `next` in place of `replaced` in one transaction (an edit that needed a new key). */
export async function replaceItem(replaced: string, next: OutboxItem): Promise<void> {
  await inStore('readwrite', (store) => {
    if (replaced !== next.key) store.delete(replaced);
    return store.put(next);
  });
  announce();
}

export async function removeItem(key: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(key));
  announce();
}

/** Calls `listener` after every change to the outbox, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const each of listeners) each();
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
    }
  };
}

let lastSeq = 0;
/** Increasing within a tab and close to the clock across tabs: items are sent in the order they were queued. */
export function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}
