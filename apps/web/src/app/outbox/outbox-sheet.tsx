import { formatCents, formatDisplayDate } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { decodeCheckoutFigures, decodeCheckoutInput } from '@/entities/checkout/checkout-money';
import { bookedCheckoutQueryOptions } from '@/entities/checkout/get-booked-checkout';
import { heldDayReportCents } from '@/entities/day-reports/day-report-money';
import { getErrorMessage } from '@/lib/api-client';
import { discardQueued, overwriteQueued } from '@/lib/offline/outbox';
import {
  type CheckoutOutboxItem,
  marketDateOf,
  type OutboxItem,
  type OutboxState,
} from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';

const STATE_TEXT: Record<OutboxState, string> = {
  queued: 'Waiting for the network',
  sending: 'Sending…',
  'waiting-for-sign-in': 'Waiting for you to sign in again',
  conflict: 'Already checked out on another device',
  invalid: 'Refused by the server',
};

/** 'Owes $7.25' or 'Market pays $22.30', from the signed money owed. */
function owedText(moneyOwedCents: number): string {
  return moneyOwedCents >= 0
    ? `Money Owed ${formatCents(moneyOwedCents)}`
    : `Market pays vendor ${formatCents(-moneyOwedCents)}`;
}

const MARK_WORDS = {
  EXPECTED: 'mark taken back',
  PRESENT: 'present',
  LATE: 'late',
  ABSENT: 'absent',
} as const;

function titleOf(item: OutboxItem): string {
  if (item.kind === 'checkout') return item.vendorName;
  return item.kind === 'day-report'
    ? 'Day report'
    : `Attendance: ${item.vendorName}, ${MARK_WORDS[item.status]}`;
}

function ItemHeading({ item }: { item: OutboxItem }) {
  return (
    <div className="min-w-0">
      <p className="break-words font-medium">{titleOf(item)}</p>
      <p className="text-muted-foreground text-xs">
        {item.marketName} · {formatDisplayDate(marketDateOf(item))}
      </p>
    </div>
  );
}

/** The held item's own figures: a checkout's gross and money owed, a day report's income and expenses. */
function DeviceFigures({ item }: { item: OutboxItem }) {
  if (item.kind === 'checkout') {
    const { reported_gross_cents } = decodeCheckoutInput(item.input);
    return <Figures label="This device" grossCents={reported_gross_cents} owedCents={item.moneyOwedCents} />;
  }
  // A mark has no figures: its heading says it all.
  if (item.kind === 'attendance') return null;
  const { additionalIncomeCents, expensesCents } = heldDayReportCents(item.input);
  return (
    <div className="rounded-md border bg-muted/40 px-2 py-1.5 text-sm">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">This device</p>
      <p className="tabular-nums">Additional income {formatCents(additionalIncomeCents)}</p>
      <p className="tabular-nums">Expenses {formatCents(expensesCents)}</p>
    </div>
  );
}

function Figures({ label, grossCents, owedCents }: { label: string; grossCents: number; owedCents: number }) {
  return (
    <div className="rounded-md border bg-muted/40 px-2 py-1.5 text-sm">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</p>
      <p className="tabular-nums">Gross Profit {formatCents(grossCents)}</p>
      <p className="font-semibold tabular-nums">{owedText(owedCents)}</p>
    </div>
  );
}

// The other side of a conflict: what the server holds for that vendor and day.
function ServerVersion({ item }: { item: CheckoutOutboxItem }) {
  const { online } = useOutbox();
  const query = useQuery({
    ...bookedCheckoutQueryOptions({
      marketId: item.marketId,
      marketDate: item.input.market_date,
      marketVendorId: item.input.market_vendor_id,
      transactionId: item.conflictId,
    }),
    select: (booked) => booked && decodeCheckoutFigures(booked),
    enabled: online,
  });
  if (query.data) {
    return (
      <Figures
        label="On the server"
        grossCents={query.data.grossCents}
        owedCents={query.data.moneyOwedCents}
      />
    );
  }
  const text = query.isError
    ? getErrorMessage(query.error)
    : online
      ? 'Reading the server’s checkout…'
      : 'The server’s checkout shows when the network is back.';
  return <p className="text-muted-foreground text-xs">{text}</p>;
}

function AttentionItem({ item }: { item: OutboxItem }) {
  const { syncNow } = useOutbox();
  return (
    <li className="grid gap-2 rounded-lg border border-warning/60 p-3">
      <ItemHeading item={item} />
      <p className="text-sm">{item.message ?? STATE_TEXT[item.state]}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <DeviceFigures item={item} />
        {item.state === 'conflict' && item.kind === 'checkout' && <ServerVersion item={item} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {item.state === 'conflict' && (
          <Button type="button" onClick={() => void overwriteQueued(item.key).then(syncNow)}>
            {item.kind === 'checkout' ? 'Overwrite Transaction' : 'Overwrite Day Report'}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => void discardQueued(item.key)}>
          Discard
        </Button>
      </div>
    </li>
  );
}

function WaitingItem({ item }: { item: OutboxItem }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <ItemHeading item={item} />
        {item.kind === 'checkout' && (
          <p className="shrink-0 font-semibold text-sm tabular-nums">{formatCents(item.moneyOwedCents)}</p>
        )}
      </div>
      <p className="text-muted-foreground text-xs">{STATE_TEXT[item.state]}</p>
      <div className="flex flex-wrap gap-2">
        {confirming && item.state !== 'sending' ? (
          <>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              onClick={() => void discardQueued(item.key)}
            >
              {item.kind === 'attendance' ? 'Delete this mark' : 'Delete this checkout'}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={item.state === 'sending'}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

// Checkouts held on this device: the ones waiting to be sent, and the ones the server could not take as they are.
export function OutboxSheet(dialog: DialogOpenProps) {
  const { waiting, attention, online, syncNow } = useOutbox();
  return (
    <Sheet {...dialog}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Checkouts on this device</SheetTitle>
          <SheetDescription>
            Checkouts made without a network are kept here and sent, once each, when the signal is back.
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 px-4 pb-6">
          {attention.length > 0 && (
            <section aria-labelledby="outbox-attention" className="grid gap-2">
              <h2 id="outbox-attention" className="font-semibold">
                Needs attention
              </h2>
              <ul className="grid gap-2">
                {attention.map((item) => (
                  <AttentionItem key={item.key} item={item} />
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="outbox-waiting" className="grid gap-2">
            <h2 id="outbox-waiting" className="font-semibold">
              Waiting to sync
            </h2>
            {waiting.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                {attention.length > 0
                  ? 'Nothing else is waiting to be sent.'
                  : 'Nothing is waiting: every checkout reached the server.'}
              </p>
            ) : (
              <>
                <ul className="grid gap-2">
                  {waiting.map((item) => (
                    <WaitingItem key={item.key} item={item} />
                  ))}
                </ul>
                <Button type="button" variant="outline" disabled={!online} onClick={syncNow}>
                  {online ? 'Sync now' : 'Offline: syncs when the network is back'}
                </Button>
              </>
            )}
          </section>
        </div>
      </SheetContent>
    </Sheet>
  );
}
