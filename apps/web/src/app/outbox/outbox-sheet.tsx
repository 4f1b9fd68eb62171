import { formatCents } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { decodeCheckoutFigures, decodeCheckoutInput } from '@/entities/checkout/checkout-money';
import { bookedCheckoutQueryOptions } from '@/entities/checkout/get-booked-checkout';
import { heldDayReportCents } from '@/entities/day-reports/day-report-money';
import { heldFloatEntryCents } from '@/entities/token-float/token-float-money';
import { getErrorMessage } from '@/lib/api-client';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, sayShared, useMessages } from '@/lib/i18n/use-messages';
import { discardQueued, overwriteQueued } from '@/lib/offline/outbox';
import {
  type CheckoutOutboxItem,
  marketDateOf,
  type OutboxItem,
  type OutboxState,
} from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import en from './sheet/locales/en.json';

const STATE_TEXT = {
  queued: 'stateQueued',
  sending: 'stateSending',
  'waiting-for-sign-in': 'stateWaitingForSignIn',
  conflict: 'stateConflict',
  invalid: 'stateInvalid',
} as const satisfies Record<OutboxState, keyof typeof en>;

/** 'Money Owed $7.25' or 'Market pays vendor $22.30', from the signed money owed. */
function owedText(moneyOwedCents: number): string {
  const t = messagesOf(en);
  return moneyOwedCents >= 0
    ? t('moneyOwedAmount', { amount: formatCents(moneyOwedCents) })
    : t('marketPaysVendorAmount', { amount: formatCents(-moneyOwedCents) });
}

const MARK_WORDS = {
  EXPECTED: 'markExpected',
  PRESENT: 'markPresent',
  LATE: 'markLate',
  ABSENT: 'markAbsent',
} as const;

function titleOf(item: OutboxItem): string {
  const t = messagesOf(en);
  if (item.kind === 'checkout') return item.vendorName;
  if (item.kind === 'float-entry') {
    const { kind, count } = item.input;
    return t('floatEntryOf', { kind, count, token: item.tokenName });
  }
  return item.kind === 'day-report'
    ? t('dayReport')
    : t('attendanceOf', { name: item.vendorName, mark: t(MARK_WORDS[item.status]) });
}

function ItemHeading({ item }: { item: OutboxItem }) {
  useMessages(en);
  return (
    <div className="min-w-0">
      <p className="break-words font-medium">{titleOf(item)}</p>
      <p className="text-muted-foreground text-xs">
        {item.marketName} · {displayDate(marketDateOf(item))}
      </p>
    </div>
  );
}

/** The held item's own figures: a checkout's gross and money owed, a day report's income and expenses. */
function DeviceFigures({ item }: { item: OutboxItem }) {
  const t = useMessages(en);
  if (item.kind === 'checkout') {
    const { reported_gross_cents } = decodeCheckoutInput(item.input);
    return (
      <Figures label={t('thisDevice')} grossCents={reported_gross_cents} owedCents={item.moneyOwedCents} />
    );
  }
  // A mark has no figures: its heading says it all.
  if (item.kind === 'attendance') return null;
  if (item.kind === 'float-entry') {
    const amountCents = heldFloatEntryCents(item.input);
    return amountCents === null ? null : (
      <p className="text-sm tabular-nums">{t('floatEntryAmount', { amount: formatCents(amountCents) })}</p>
    );
  }
  const { additionalIncomeCents, expensesCents } = heldDayReportCents(item.input);
  return (
    <div className="rounded-md border bg-muted/40 px-2 py-1.5 text-sm">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{t('thisDevice')}</p>
      <p className="tabular-nums">
        {t('additionalIncomeAmount', { amount: formatCents(additionalIncomeCents) })}
      </p>
      <p className="tabular-nums">{t('expensesAmount', { amount: formatCents(expensesCents) })}</p>
    </div>
  );
}

function Figures({ label, grossCents, owedCents }: { label: string; grossCents: number; owedCents: number }) {
  const t = useMessages(en);
  return (
    <div className="rounded-md border bg-muted/40 px-2 py-1.5 text-sm">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</p>
      <p className="tabular-nums">{t('grossProfitAmount', { amount: formatCents(grossCents) })}</p>
      <p className="font-semibold tabular-nums">{owedText(owedCents)}</p>
    </div>
  );
}

// The other side of a conflict: what the server holds for that vendor and day.
function ServerVersion({ item }: { item: CheckoutOutboxItem }) {
  const t = useMessages(en);
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
        label={t('onTheServer')}
        grossCents={query.data.grossCents}
        owedCents={query.data.moneyOwedCents}
      />
    );
  }
  const text = query.isError
    ? getErrorMessage(query.error)
    : online
      ? t('readingServer')
      : t('serverWhenBack');
  return <p className="text-muted-foreground text-xs">{text}</p>;
}

function AttentionItem({ item }: { item: OutboxItem }) {
  const t = useMessages(en);
  const { syncNow } = useOutbox();
  return (
    <li className="grid gap-2 rounded-lg border border-warning/60 p-3">
      <ItemHeading item={item} />
      {/* The server's message came in the language shown when it was sent; English from the device, said again. */}
      <p className="text-sm">{item.message ? sayShared(item.message) : t(STATE_TEXT[item.state])}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <DeviceFigures item={item} />
        {item.state === 'conflict' && item.kind === 'checkout' && <ServerVersion item={item} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* An info booth entry is never overwritten: the server already holds one under its key. */}
        {item.state === 'conflict' && item.kind !== 'float-entry' && (
          <Button type="button" onClick={() => void overwriteQueued(item.key).then(syncNow)}>
            {item.kind === 'checkout' ? t('overwriteTransaction') : t('overwriteDayReport')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => void discardQueued(item.key)}>
          {t('discard')}
        </Button>
      </div>
    </li>
  );
}

function WaitingItem({ item }: { item: OutboxItem }) {
  const t = useMessages(en);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <ItemHeading item={item} />
        {item.kind === 'checkout' && (
          <p className="shrink-0 font-semibold text-sm tabular-nums">{formatCents(item.moneyOwedCents)}</p>
        )}
      </div>
      <p className="text-muted-foreground text-xs">{t(STATE_TEXT[item.state])}</p>
      <div className="flex flex-wrap gap-2">
        {confirming && item.state !== 'sending' ? (
          <>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              onClick={() => void discardQueued(item.key)}
            >
              {item.kind === 'attendance'
                ? t('deleteMark')
                : item.kind === 'float-entry'
                  ? t('deleteEntry')
                  : t('deleteCheckout')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('keepIt')}
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
            {t('delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

// Checkouts held on this device: the ones waiting to be sent, and the ones the server could not take as they are.
export function OutboxSheet(dialog: DialogOpenProps) {
  const t = useMessages(en);
  const { waiting, attention, online, syncNow } = useOutbox();
  return (
    <Sheet {...dialog}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{t('sheetTitle')}</SheetTitle>
          <SheetDescription>{t('sheetDescription')}</SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 px-4 pb-6">
          {attention.length > 0 && (
            <section aria-labelledby="outbox-attention" className="grid gap-2">
              <h2 id="outbox-attention" className="font-semibold">
                {t('needsAttention')}
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
              {t('waitingHeading')}
            </h2>
            {waiting.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                {attention.length > 0 ? t('nothingElseWaiting') : t('nothingWaiting')}
              </p>
            ) : (
              <>
                <ul className="grid gap-2">
                  {waiting.map((item) => (
                    <WaitingItem key={item.key} item={item} />
                  ))}
                </ul>
                <Button type="button" variant="outline" disabled={!online} onClick={syncNow}>
                  {online ? t('syncNow') : t('offlineSyncsLater')}
                </Button>
              </>
            )}
          </section>
        </div>
      </SheetContent>
    </Sheet>
  );
}
