import type { CheckoutContext } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { CheckoutSummary } from './checkout-summary';
import type { EditToken, EditTransactionValues } from './edit-transaction-values';

const SNAP: EditToken = { id: 'snap', name: 'SNAP', value_cents: 100, visual_settings: null };

function Summary({
  grossCents,
  fee,
  govFeeCents = 50,
  tokens = [SNAP],
}: {
  grossCents: number;
  fee: CheckoutContext['vendor_fees'][number];
  govFeeCents?: number;
  tokens?: EditToken[];
}) {
  const { control } = useForm<EditTransactionValues>({
    defaultValues: {
      reported_gross: grossCents,
      tokens: tokens.map((t) => ({ token_id: t.id, count: 5 })),
    } as unknown as EditTransactionValues,
  });
  return (
    <CheckoutSummary
      control={control as never}
      context={{ vendor_fees: [fee], gov_fee_cents: govFeeCents }}
      tokens={tokens}
      vendorType="PRODUCER"
    />
  );
}

const PERCENT = { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 } as const;

describe('the recalculated checkout in Spanish', () => {
  it('says the fee math and the legend in English for an English reader', () => {
    render(<Summary grossCents={41_250} fee={PERCENT} />);
    expect(screen.getByText('6% of $412.50 = $24.75')).toBeInTheDocument();
    expect(screen.getByText('Owed = Fee + Gov. Fee - Token Total')).toBeInTheDocument();
  });

  it('says the fee math as the Spanish receipt does, and the legend in Spanish', async () => {
    await chooseLocale('es');
    render(<Summary grossCents={41_250} fee={PERCENT} />);
    expect(screen.getByText('6% de $412.50 = $24.75')).toBeInTheDocument();
    expect(screen.getByText('Adeudado = Cuota + Cuota gub. - Total en fichas')).toBeInTheDocument();
    expect(screen.queryByText(/ of \$/)).not.toBeInTheDocument();
  });

  it('says a fee held to its minimum or maximum, a flat fee and a combination in Spanish', async () => {
    await chooseLocale('es');
    const { unmount } = render(
      <Summary grossCents={10_000} fee={{ ...PERCENT, min_fee: 15 }} govFeeCents={0} tokens={[]} />,
    );
    expect(screen.getByText('6% de $100.00 = $6.00, mínimo $15.00')).toBeInTheDocument();
    expect(screen.getByText('Adeudado = Cuota')).toBeInTheDocument();
    unmount();

    const big = render(<Summary grossCents={100_000} fee={{ ...PERCENT, max_fee: 50 }} />);
    expect(screen.getByText('6% de $1,000.00 = $60.00, máximo $50.00')).toBeInTheDocument();
    big.unmount();

    const flat = render(
      <Summary grossCents={100_000} fee={{ ...PERCENT, fee_type: 'FLAT_FEE', flat: 25 }} />,
    );
    expect(screen.getByText('$25.00 fija')).toBeInTheDocument();
    flat.unmount();

    render(
      <Summary
        grossCents={100_000}
        fee={{ ...PERCENT, fee_type: 'FLAT_PERCENT_COMBO', flat: 10, percent: 5 }}
      />,
    );
    expect(screen.getByText('$10.00 + 5% de $1,000.00 = $60.00')).toBeInTheDocument();
  });
});
