import { CHECKOUT_TOKEN_MESSAGES, formatCents } from '@marketday/shared';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { CheckoutDayTotals } from '@/entities/checkout/checkout-day-totals';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { owedLegend } from '@/entities/checkout/checkout-totals';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import type { CheckoutControl } from '../form-values';
import en from '../locales/en.json';
import { useCheckoutTotals } from './use-checkout-totals';

type MoneyOwedSummaryProps = {
  control: CheckoutControl;
  context: CheckoutDay;
  /** The submit button: beside the figure on phones, under the breakdown on wide screens. */
  children?: ReactNode;
};

export function MoneyOwedSummary({ control, context, children }: MoneyOwedSummaryProps) {
  const t = useMessages(en);
  const totals = useCheckoutTotals({ control, context });
  const vendorId = useWatch({ control, name: 'market_vendor_id' });
  const vendorName = context.vendors.find((v) => v.market_vendor_id === vendorId)?.business_name;
  const owed = totals?.moneyOwedCents ?? 0;
  // docs/product.md §2: 'Owed = Fee', plus ' + Gov. Fee' and ' - Token Total' when they apply (re-rendered with
  // the reader's language through useMessages above).
  const legend = owedLegend({
    hasGovFee: context.gov_fee_cents > 0,
    hasTokens: context.market_tokens.length > 0,
  });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 lg:grid-cols-1 lg:gap-y-2">
      <div className="min-w-0">
        {/* Whose figure this is, in view while the vendor's name is off screen (issue 31): cut short on one line,
            the full name in the tooltip and read out in full. */}
        <p
          className="truncate font-medium text-muted-foreground text-xs uppercase tracking-wide"
          title={vendorName ? t('moneyOwedFor', { name: vendorName }) : undefined}
          data-testid="money-owed-label"
        >
          {t('moneyOwed')}
          {vendorName && (
            <>
              {' · '}
              <span className="normal-case tracking-normal">{vendorName}</span>
            </>
          )}
        </p>
        {/* A negative figure is money the market owes the vendor: said in words, not only by colour. */}
        <p
          aria-live="polite"
          aria-atomic="true"
          data-testid="money-owed"
          className={cn('font-bold text-2xl tabular-nums leading-tight lg:text-4xl', owed < 0 && 'text-info')}
        >
          {totals?.unpriced ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="block font-normal text-muted-foreground text-xs lg:text-sm">
                {sayShared(CHECKOUT_TOKEN_MESSAGES.owedUnpriced)}
              </span>
            </>
          ) : owed < 0 ? (
            <>
              <span className="block font-semibold text-sm lg:text-base">{t('payVendor')}</span>{' '}
              {formatCents(-owed)}
            </>
          ) : (
            formatCents(owed)
          )}
        </p>
      </div>
      {children && <div className="lg:order-last">{children}</div>}
      <p className="col-span-2 text-muted-foreground text-xs lg:col-span-1">{legend}</p>
      {totals && (
        <dl className="hidden gap-1 border-t pt-2 text-sm tabular-nums lg:grid">
          <SummaryRow label={t('fee')} value={formatCents(totals.marketFeeCents)} />
          {totals.govFeeCents > 0 && (
            <SummaryRow label={t('govFee')} value={formatCents(totals.govFeeCents)} />
          )}
          {context.market_tokens.length > 0 && (
            <SummaryRow label={t('tokenTotal')} value={tokenTotalText(totals)} />
          )}
        </dl>
      )}
    </div>
  );
}

function tokenTotalText(totals: CheckoutDayTotals): string {
  if (totals.unpriced) return '—';
  return totals.tokenTotalCents > 0 ? `-${formatCents(totals.tokenTotalCents)}` : formatCents(0);
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
