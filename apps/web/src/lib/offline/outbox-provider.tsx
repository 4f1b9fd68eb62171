import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { cacheUser } from './cache-user';
import { resumeAfterSignIn } from './outbox';
import { inQueueOrder, isSendable, needsAttention, type OutboxItem } from './outbox-machine';
import { claimItem, removeItem, subscribeOutbox, updateItem, userItems } from './outbox-store';
import { createSyncScheduler, type SyncReport, syncOutbox } from './outbox-sync';
import { useOnline } from './use-online';

export type OutboxValue = {
  /** The manager whose checkouts the device holds and sends; null for other roles or before sign-in. */
  userId: string | null;
  /** The signed-in manager's held checkouts, oldest first. */
  items: OutboxItem[];
  waiting: OutboxItem[];
  attention: OutboxItem[];
  online: boolean;
  /** True for a few seconds after a pass emptied the queue. */
  justSynced: boolean;
  syncNow: () => void;
};

const EMPTY: OutboxValue = {
  userId: null,
  items: [],
  waiting: [],
  attention: [],
  online: true,
  justSynced: false,
  syncNow: () => undefined,
};

/**
 * How a held item reaches the server and what its booking changes in the cache. The entities know (checkout, day
 * report); the app hands them in (entities/checkout/outbox-senders.ts, given by app/shell/app-shell.tsx).
 */
export type OutboxSenders = {
  send: (item: OutboxItem) => Promise<unknown>;
  onBooked: (queryClient: QueryClient, item: OutboxItem, result: unknown) => void;
};

const OutboxContext = createContext<OutboxValue>(EMPTY);
const SYNC_LOCK = 'marketday-outbox-sync';
export const SYNCED_NOTICE_MS = 5_000;

// One tab sends at a time (the others would only meet the same keys); a tab that finds the lock taken leaves
// the pass to the tab holding it.
async function withSyncLock(run: () => Promise<SyncReport>): Promise<SyncReport | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  const report = await locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : null));
  // Another tab is sending: try again shortly, in case it read the list before this tab's newest item.
  return report ?? { booked: 0, attention: 0, stoppedBy: 'retry' };
}

// Sends the signed-in manager's held checkouts whenever there is a chance they get through: at start, when the
// network comes back, when a checkout is queued, and on a growing timer after a failed pass.
export function OutboxProvider({
  userId,
  senders,
  children,
}: {
  userId: string | null;
  senders: OutboxSenders;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [justSynced, setJustSynced] = useState(false);
  const syncedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const scheduler = useRef<ReturnType<typeof createSyncScheduler> | null>(null);

  // App start (or a sign-in): what waited for the sign-in goes with the first pass. The scheduler lives as long as
  // this effect, so a pass under way stops sending once the user signed out (here or in another tab).
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const current = createSyncScheduler({
      run: () =>
        withSyncLock(() =>
          syncOutbox({
            userId,
            isCurrent: () => live && cacheUser() === userId,
            load: userItems,
            claim: claimItem,
            update: updateItem,
            remove: removeItem,
            send: senders.send,
            onBooked: (item, result) => senders.onBooked(queryClient, item, result),
          }),
        ),
      onReport: (report) => {
        if (report.booked === 0 || report.stoppedBy) return;
        void userItems(userId).then((left) => {
          // 'All checkouts synced' only when nothing is left at all, not while a conflict waits for a decision.
          if (left.length > 0 || !live) return;
          setJustSynced(true);
          if (syncedTimer.current) clearTimeout(syncedTimer.current);
          syncedTimer.current = setTimeout(() => setJustSynced(false), SYNCED_NOTICE_MS);
        });
      },
    });
    scheduler.current = current;
    void resumeAfterSignIn(userId)
      .catch(() => undefined)
      .finally(() => current.kick());
    return () => {
      live = false;
      current.stop();
      if (scheduler.current === current) scheduler.current = null;
    };
  }, [userId, queryClient, senders]);

  useEffect(() => {
    if (!userId) {
      setItems([]);
      return;
    }
    let live = true;
    const load = () =>
      void userItems(userId)
        .then((all) => {
          if (live) setItems(inQueueOrder(all));
        })
        .catch(() => undefined);
    load();
    const unsubscribe = subscribeOutbox(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);

  // The network is back with something to send: send now.
  const sendable = items.some(isSendable);
  useEffect(() => {
    if (online && sendable) scheduler.current?.kick();
  }, [online, sendable]);

  // A checkout just queued (a key not kicked for before): send now. An item back in 'queued' after a failed pass
  // (no answer, a 5xx) waits for the scheduler's growing delay, and one waiting for a sign-in for the sign-in:
  // kicking on every change of state would resend them as fast as the server refuses them.
  const queuedKeys = items
    .filter((item) => item.state === 'queued')
    .map((item) => item.key)
    .join(' ');
  const kickedFor = useRef(new Set<string>());
  useEffect(() => {
    const fresh = queuedKeys.split(' ').filter((key) => key !== '' && !kickedFor.current.has(key));
    for (const key of fresh) kickedFor.current.add(key);
    if (online && fresh.length > 0) scheduler.current?.kick();
  }, [online, queuedKeys]);

  useEffect(
    () => () => {
      if (syncedTimer.current) clearTimeout(syncedTimer.current);
    },
    [],
  );

  const value = useMemo<OutboxValue>(
    () => ({
      userId,
      items,
      waiting: items.filter(isSendable),
      attention: items.filter(needsAttention),
      online,
      justSynced: justSynced && items.length === 0,
      syncNow: () => scheduler.current?.kick(),
    }),
    [userId, items, online, justSynced],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): OutboxValue {
  return useContext(OutboxContext);
}
