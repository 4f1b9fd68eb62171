/// <reference types="vite-plugin-pwa/vanillajs" />

// The service worker's registration and the "new version is ready" state the update prompt reads
// (docs/decisions/022-offline-app-shell.md). The worker exists only in a production build (vite-plugin-pwa,
// build/service-worker.ts): in `vite dev` the virtual module registers nothing, and jsdom has no
// navigator.serviceWorker.

import { isCheckoutPath } from './is-checkout-path';

// A tab left open all market day still hears of a new version (browsers look only on a full page load).
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;
let needRefresh = false;
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;
let reloadDeferred = false;
const listeners = new Set<() => void>();

function setNeedRefresh(value: boolean) {
  needRefresh = value;
  for (const listener of listeners) listener();
}

/** Registers the service worker once; the workbox-window code loads on demand, after the first page. */
export function registerServiceWorker(): void {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    updateServiceWorker = registerSW({
      onNeedRefresh: () => setNeedRefresh(true),
      // Another tab chose Reload and the new version took over this one too: never reload a checkout screen
      // under the manager's fingers; the prompt reloads once they leave it.
      onNeedReload: () => {
        if (isCheckoutPath(window.location.pathname)) {
          reloadDeferred = true;
          for (const listener of listeners) listener();
        } else window.location.reload();
      },
      onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        setInterval(() => {
          if (navigator.onLine) registration.update().catch(() => {});
        }, UPDATE_CHECK_MS);
      },
    });
  });
}

/** Whether the new version already controls this tab and a reload waits for the manager to leave the checkout. */
export function isReloadDeferred(): boolean {
  return reloadDeferred;
}

/** Whether a new version is installed and waiting for the user's reload. */
export function isUpdateWaiting(): boolean {
  return needRefresh;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over; the page reloads once it controls it. */
export async function applyUpdate(): Promise<void> {
  await updateServiceWorker?.(true);
}

/** Tests only: forget the registration between tests. */
export function resetServiceWorkerForTests(): void {
  started = false;
  updateServiceWorker = null;
  reloadDeferred = false;
  setNeedRefresh(false);
}
