import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Where apps/web/src/lib/offline/persist-queries.ts keeps the query cache on the device.
const DB_NAME = 'marketday-cache';
const STORE_NAME = 'queries';
const CACHE_KEY = 'query-cache';

/** The keys of the queries the device holds (what a cold start without a network can show). */
function keptQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    ({ dbName, storeName, cacheKey }) =>
      new Promise<unknown[][]>((resolve) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction(storeName).objectStore(storeName).get(cacheKey);
          read.onerror = () => resolve([]);
          read.onsuccess = () => {
            db.close();
            const queries = (read.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[];
            resolve(queries.map((query) => query.queryKey));
          };
        };
      }),
    { dbName: DB_NAME, storeName: STORE_NAME, cacheKey: CACHE_KEY },
  );
}

const startsWith = (key: unknown[], prefix: unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

/**
 * Waits until the service worker controls the page and the data a page showed is written to the device (saves are
 * gathered for half a second, so a test that leaves at once could go offline before the save): what a user who saw
 * the page and then lost the network has.
 */
export async function whenReadyForOffline(page: Page, keyPrefixes: unknown[][]) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(async () => {
      const kept = await keptQueryKeys(page);
      return keyPrefixes.filter((prefix) => !kept.some((key) => startsWith(key, prefix)));
    })
    .toEqual([]);
}
