import { formatCents, MAX_ADJUST_REASON_LENGTH, MAX_TOKEN_COUNT, tokenAcceptedBy } from '@marketday/shared';
import { CheckIcon } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NumericInput } from '@/components/ui/numeric-input';
import { checkoutTotals } from '@/entities/checkout/checkout-day-totals';
import type { CheckoutDay, CheckoutDayVendor } from '@/entities/checkout/checkout-money';
import type { VendorReportInCents } from '@/entities/sales-reports/sales-report-money';
import { cn } from '@/lib/cn';
import { messagesOf, sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import { GROSS_REQUIRED, withTokenCount } from '../form-values';
import en from '../locales/en.json';
import { grossDoubtText } from './gross-doubt';
import { GrossInput } from './gross-input';
import { notAcceptedText } from './not-accepted-text';
import { type GridRowStatus, useGridRow } from './use-grid-row';

export const gridGrossId = (vendorId: string) => `grid-gross-${vendorId}`;

type CheckoutGridRowProps = {
  context: CheckoutDay;
  marketDate: string;
  vendor: CheckoutDayVendor;
  report: VendorReportInCents | null;
  absent: boolean;
  onSettled: (vendorId: string) => void;
  onOpenInForm: () => void;
};

const CELL = 'border-b px-2 py-2 align-top';

// Money the market pays out is said in words, not only by a minus sign.
function owedText(moneyOwedCents: number): string {
  return moneyOwedCents < 0
    ? messagesOf(en)('payVendorAmount', { amount: formatCents(-moneyOwedCents) })
    : formatCents(moneyOwedCents);
}

// A vendor not yet settled: Gross, each token, the live Owed and the Status; Enter in any of its fields settles it.
export function CheckoutGridRow({
  context,
  marketDate,
  vendor,
  report,
  absent,
  onSettled,
  onOpenInForm,
}: CheckoutGridRowProps) {
  const t = useMessages(en);
  const row = useGridRow({ context, marketDate, vendor, report, onSettled });
  const { values, errors, status } = row;
  const name = vendor.business_name;
  const totals = checkoutTotals({
    context,
    vendorId: vendor.market_vendor_id,
    grossCents: values.reported_gross,
    tokens: values.tokens,
  });
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void row.settle();
  }
  const statusId = `grid-status-${vendor.market_vendor_id}`;
  // A token this vendor may not be paid with is closed to typing, except a cell that held a count (the vendor's
  // report, or a count typed before the token's program changed): it stays open, and may only go down, so the
  // manager can take it out (docs/product.md "A token removed since").
  const heldRefused = useRef(new Set<string>());
  return (
    <tr className={cn(absent && 'text-muted-foreground [&_input]:opacity-70')} data-grid-row={name}>
      <th scope="row" className={cn(CELL, 'text-left font-medium break-words')}>
        {name}
        {absent && <span className="block font-normal text-xs">{t('absent')}</span>}
        {report && (
          <span className="mt-1 block w-fit rounded bg-muted px-1.5 font-normal text-xs" data-reported>
            {t('reported')}
          </span>
        )}
      </th>
      <td className={CELL}>
        <GrossInput
          id={gridGrossId(vendor.market_vendor_id)}
          aria-label={t('grossFor', { name })}
          aria-invalid={errors.reported_gross ? true : undefined}
          aria-describedby={statusId}
          value={values.reported_gross}
          onChange={(reported_gross) => row.change({ reported_gross })}
          onKeyDown={onKeyDown}
          className="h-10 pl-7 font-medium text-base md:text-base"
        />
      </td>
      {context.market_tokens.map((token) => {
        const accepted = tokenAcceptedBy(token, vendor.type);
        // The row's own entry for this token, by id: the day's token list may have changed since the row was
        // filled (another device, the market's settings), and a cell must never show or change another token's
        // count (form-values carryTokenCounts says more).
        const index = values.tokens.findIndex((t) => t.token_id === token.id);
        const count = values.tokens[index]?.count ?? 0;
        if (!accepted && count > 0) heldRefused.current.add(token.id);
        const open = accepted || heldRefused.current.has(token.id);
        return (
          <td key={token.id} className={CELL}>
            <NumericInput
              aria-label={t('tokenFor', { token: token.name, name })}
              title={accepted ? undefined : notAcceptedText(token.name, vendor.type)}
              aria-invalid={errors[`tokens.${index}.count`] ? true : undefined}
              value={count}
              onChange={(next) => row.change({ tokens: withTokenCount(values.tokens, token.id, next) })}
              onFocus={(event) => event.currentTarget.select()}
              onKeyDown={onKeyDown}
              decimals={0}
              min={0}
              max={accepted ? MAX_TOKEN_COUNT : count}
              disabled={!open}
              className="h-10 w-full min-w-14 tabular-nums"
            />
          </td>
        );
      })}
      <td className={cn(CELL, 'text-right font-semibold tabular-nums')}>
        {/* A removed token's count is not priced: its status says what to do (use-grid-row). */}
        {totals && !totals.unpriced ? owedText(totals.moneyOwedCents) : '—'}
      </td>
      <td className={cn(CELL, 'text-sm')}>
        <GridStatus id={statusId} status={status} onOpenInForm={onOpenInForm} t={t} />
        {row.adjusting && (
          <Input
            aria-label={t('whyChangedFor', { name })}
            aria-invalid={errors.adjust_reason ? true : undefined}
            placeholder={t('reasonPlaceholder')}
            maxLength={MAX_ADJUST_REASON_LENGTH}
            value={values.adjust_reason}
            onChange={(event) => row.change({ adjust_reason: event.target.value })}
            onKeyDown={onKeyDown}
            className="mt-1 h-9"
          />
        )}
      </td>
    </tr>
  );
}

// The row's messages (`t`): one subscription to the language a row, on a day of 200 vendors.
function GridStatus({
  id,
  status,
  onOpenInForm,
  t,
}: {
  id: string;
  status: GridRowStatus;
  onOpenInForm: () => void;
  t: Translate<typeof en>;
}) {
  switch (status.kind) {
    case 'ready':
      return (
        <span id={id} className="text-muted-foreground">
          {t('ready')}
        </span>
      );
    case 'sending':
      return <span id={id}>{t('saving')}</span>;
    case 'error':
      return (
        <span id={id} role="alert" className="text-destructive">
          {status.messages
            .map((message) => (message === GROSS_REQUIRED ? t('grossRequired') : sayShared(message)))
            .join(' ')}
        </span>
      );
    case 'doubt':
      return (
        <span id={id} role="alert" className="text-destructive">
          {t('pressEnterAgain', { doubt: grossDoubtText(status.check) })}
        </span>
      );
    case 'offline':
      return (
        <span id={id} role="alert" className="text-destructive">
          {t('gridOffline')}
        </span>
      );
    case 'conflict':
      return (
        <span id={id} role="alert" className="grid justify-items-start gap-1 text-destructive">
          {t('gridConflict')}
          <Button type="button" variant="outline" onClick={onOpenInForm}>
            {t('openInForm')}
          </Button>
        </span>
      );
  }
}

type SettledGridRowProps = {
  context: CheckoutDay;
  vendor: CheckoutDayVendor;
  booked: { grossCents: number; counts: Map<string, number>; owedCents: number } | null;
  held: boolean;
  absent: boolean;
  onPrint: (() => void) | null;
  onOpenInForm: () => void;
};

// A vendor settled for the day: the booked figures, read-only (as the day's transactions hold them), Print, and
// the way to the form to overwrite them. No field, so Tab passes it by.
export function SettledGridRow({
  context,
  vendor,
  booked,
  held,
  absent,
  onPrint,
  onOpenInForm,
}: SettledGridRowProps) {
  const t = useMessages(en);
  return (
    <tr className={cn('bg-muted/40', absent && 'text-muted-foreground')} data-grid-row={vendor.business_name}>
      <th scope="row" className={cn(CELL, 'text-left font-medium break-words')}>
        {vendor.business_name}
      </th>
      <td className={cn(CELL, 'tabular-nums')}>{booked ? formatCents(booked.grossCents) : ''}</td>
      {context.market_tokens.map((token) => (
        <td key={token.id} className={cn(CELL, 'tabular-nums')}>
          {booked ? (booked.counts.get(token.id) ?? 0) : ''}
        </td>
      ))}
      <td className={cn(CELL, 'text-right font-semibold tabular-nums')}>
        {booked ? owedText(booked.owedCents) : ''}
      </td>
      <td className={cn(CELL, 'text-sm')}>
        <span className="flex items-center gap-1 font-medium text-primary">
          {held ? (
            t('heldOnDevice')
          ) : (
            <>
              {t('settled')} <CheckIcon aria-hidden="true" className="size-4" />
            </>
          )}
        </span>
        {/* 44 px targets: a tablet is used by touch too. */}
        <span className="mt-1 flex flex-wrap gap-2">
          {onPrint && (
            <Button
              type="button"
              variant="outline"
              className="px-3"
              aria-label={t('printReceiptOf', { name: vendor.business_name })}
              onClick={onPrint}
            >
              {t('print')}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            className="px-3"
            aria-label={t('changeCheckoutOf', { name: vendor.business_name })}
            onClick={onOpenInForm}
          >
            {t('change')}
          </Button>
        </span>
      </td>
    </tr>
  );
}
