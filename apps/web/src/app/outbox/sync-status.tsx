import { AlertTriangle, CheckCircle2, CloudUpload, WifiOff } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { cn } from '@/lib/cn';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import type { OutboxItem } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import en from './locales/en.json';

// The list of waiting checkouts, with Radix's dialog code, loads when it is first opened (issue 32).
const OutboxSheet = lazy(() => import('./outbox-sheet').then((m) => ({ default: m.OutboxSheet })));

const KIND_COUNTS = {
  checkout: 'countCheckouts',
  'day-report': 'countDayReports',
  attendance: 'countMarks',
  'float-entry': 'countFloatEntries',
} as const satisfies Record<OutboxItem['kind'], keyof typeof en>;

/** '1 checkout waiting to sync', '3 checkouts, 1 day report and 2 attendance marks waiting to sync'. */
export function waitingText(items: readonly OutboxItem[]): string {
  const t = messagesOf(en);
  const parts = (Object.keys(KIND_COUNTS) as OutboxItem['kind'][]).flatMap((kind) => {
    const count = items.filter((item) => item.kind === kind).length;
    return count > 0 ? [t(KIND_COUNTS[kind], { count })] : [];
  });
  const last = parts.pop() ?? '';
  const what = parts.length > 0 ? t('listAnd', { first: parts.join(', '), last }) : last;
  return t('waitingToSync', { what });
}

/** True when the header has something to say about the network or the device's held checkouts. */
export function useSyncStatusShown(): boolean {
  const { online, waiting, attention, justSynced } = useOutbox();
  return !online || waiting.length > 0 || attention.length > 0 || justSynced;
}

// What is waiting and what needs attention both open the outbox sheet, in the top bar's small type.
function OpenSheetButton({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={cn('h-auto min-h-9 px-2 text-xs leading-tight sm:text-sm', className)}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

// docs/decisions/023-offline-outbox.md: on every manager page, the network and the checkouts held on the device.
export function SyncStatus() {
  const t = useMessages(en);
  const { online, waiting, attention, justSynced } = useOutbox();
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <div role="status" className="ml-auto flex min-w-0 items-center gap-1.5 text-xs sm:text-sm">
      {!online && (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-muted px-2 py-1 font-medium">
          <WifiOff aria-hidden="true" className="size-3.5" />
          {t('offline')}
        </span>
      )}
      {waiting.length > 0 && (
        <OpenSheetButton className="min-w-0 shrink whitespace-normal text-left" onClick={() => setOpen(true)}>
          <CloudUpload aria-hidden="true" />
          <span className="min-w-0">{waitingText(waiting)}</span>
        </OpenSheetButton>
      )}
      {attention.length > 0 && (
        <OpenSheetButton className="shrink-0 border-warning" onClick={() => setOpen(true)}>
          <AlertTriangle aria-hidden="true" />
          {t('needsAttentionCount', { count: attention.length })}
        </OpenSheetButton>
      )}
      {justSynced && waiting.length === 0 && (
        <span className="inline-flex shrink-0 items-center gap-1 font-medium">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          {t('allSynced')}
        </span>
      )}
      {openedOnce && (
        <Suspense fallback={null}>
          <OutboxSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
