import { XIcon } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { isCheckoutPath } from './is-checkout-path';
import {
  applyUpdate,
  isReloadDeferred,
  isUpdateWaiting,
  registerServiceWorker,
  subscribeToUpdate,
} from './register-sw';

/**
 * "A new version is ready — Reload", once a new version of the app has been installed in the background. Never
 * shown on a checkout screen: it waits until the manager has left it. Reload lets the new version take over and
 * reloads the page; the close button hides it until the next page load (the new version then takes over when
 * every tab of the app is closed).
 */
export function UpdatePrompt() {
  const { pathname } = useLocation();
  const isWaiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  const [isDismissed, setDismissed] = useState(false);
  const [isReloading, setReloading] = useState(false);

  useEffect(() => {
    registerServiceWorker();
  }, []);

  // The new version took over while this tab was on a checkout (Reload chosen in another tab): reload on leaving it.
  const reloadDeferred = useSyncExternalStore(subscribeToUpdate, isReloadDeferred);
  useEffect(() => {
    if (reloadDeferred && !isCheckoutPath(pathname)) window.location.reload();
  }, [reloadDeferred, pathname]);

  if (!isWaiting || isDismissed || isCheckoutPath(pathname)) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-sm items-center gap-2 rounded-lg border bg-popover py-2 pr-2 pl-4 text-popover-foreground text-sm shadow-lg"
    >
      <p className="flex-1">A new version is ready</p>
      <Button
        loading={isReloading}
        onClick={() => {
          setReloading(true);
          void applyUpdate();
        }}
      >
        Reload
      </Button>
      <Button variant="ghost" size="icon" aria-label="Not now" onClick={() => setDismissed(true)}>
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
