import { formatCents, type VendorType } from '@marketday/shared';
import { useWatch } from 'react-hook-form';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { checkoutTotalsInCents, owedLegend } from '@/entities/checkout/checkout-totals';
import { MoneyOwed } from '@/entities/transactions/money-owed';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { EditToken, EditTransactionControl } from './edit-transaction-values';

type CheckoutSummaryProps = {
  control: EditTransactionControl;
  context: Pick<CheckoutDay, 'vendor_fees' | 'gov_fee_cents'>;
  tokens: EditToken[];
  vendorType: VendorType;
};

// The same math as the server (shared, in cents), live as the manager edits.
export function CheckoutSummary({ control, context, tokens, vendorType }: CheckoutSummaryProps) {
  const t = useMessages(en);
  const [grossCents = 0, counts = []] = useWatch({ control, name: ['reported_gross', 'tokens'] });
  const totals = checkoutTotalsInCents({
    vendorType,
    vendorFees: context.vendor_fees,
    govFeeCents: context.gov_fee_cents,
    grossCents,
    tokens: tokens.map((token, index) => ({
      value_cents: token.value_cents,
      count: counts[index]?.count ?? 0,
      program: token.program,
    })),
  });
  const hasGovFee = totals.govFeeCents !== 0;
  const legend = owedLegend({ hasGovFee, hasTokens: tokens.length > 0 });

  return (
    <section
      aria-label={t('recalculatedCheckout')}
      className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm"
    >
      {/* The fee math in English from shared code, said in the reader's language as the server says it on receipts. */}
      <p className="text-muted-foreground">{sayShared(totals.calculation)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 tabular-nums">
        <dt>{t('fee')}</dt>
        <dd className="text-right">{formatCents(totals.marketFeeCents)}</dd>
        {hasGovFee && (
          <>
            <dt>{t('govFee')}</dt>
            <dd className="text-right">+ {formatCents(totals.govFeeCents)}</dd>
          </>
        )}
        {tokens.length > 0 && (
          <>
            <dt>{t('tokenTotal')}</dt>
            <dd className="text-right">− {formatCents(totals.tokenTotalCents)}</dd>
          </>
        )}
        <dt className="font-semibold text-base">{t('moneyOwed')}</dt>
        <dd className="text-right font-semibold text-base" aria-live="polite">
          <MoneyOwed cents={totals.moneyOwedCents} />
        </dd>
      </dl>
      <p className="text-muted-foreground text-xs">{legend}</p>
    </section>
  );
}
