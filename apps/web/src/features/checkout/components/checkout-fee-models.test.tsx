import type { CheckoutInput, Token } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeCheckoutInput } from '@/entities/checkout/checkout-money';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { pendingReceipt } from '../pending-receipt';
import { ALPHA, buildDay, MARKET_BUCKS, MARKET_DATE } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// docs/product.md §10 "Fee models": Alpha Farm (a producer) pays $10 + 6% of its sales less the SNAP tokens it took,
// and no percent below $100. CalFresh tokens ($5) are SNAP; Market Bucks ($1) are the market's own, still counted.
const CALFRESH: Token = {
  ...MARKET_BUCKS,
  id: '35555555-5555-4555-8555-555555555555',
  name: 'CalFresh',
  per_dollar_value: 5,
  program: 'SNAP',
};
const BUCKS: Token = { ...MARKET_BUCKS, program: 'MARKET_BUCKS' };
const day = () =>
  buildDay({
    market_tokens: [BUCKS, CALFRESH],
    vendor_fees: [
      {
        vendor_type: 'PRODUCER',
        fee_type: 'FLAT_PERCENT_COMBO',
        flat: 10,
        percent: 6,
        min_fee: null,
        max_fee: null,
        percent_threshold: 100,
        percent_tiers: null,
        excluded_programs: ['SNAP'],
      },
    ],
  });

function renderForm() {
  renderWithProviders(<CheckoutForm context={day()} marketDate={MARKET_DATE} onCreateDayReport={() => {}} />);
  return userEvent.setup();
}

describe('the checkout’s live fee with fee models', () => {
  it.each([
    // [gross, CalFresh, Market Bucks, line, money owed]
    [
      '500',
      '16',
      '0',
      '$10.00 + 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $35.20',
      'Pay vendor $44.30',
    ],
    ['500', '0', '10', '$10.00 + 6% of $500.00 = $40.00', '$30.50'],
    [
      '150',
      '16',
      '0',
      'no percent below $100.00 on $70.00 (gross $150.00 less $80.00 SNAP tokens): $10.00 flat',
      'Pay vendor $69.50',
    ],
    ['99.99', '0', '0', 'no percent below $100.00: $10.00 flat', '$10.50'],
  ])('on $%s with %s CalFresh and %s Market Bucks shows "%s"', async (gross, snap, bucks, line, owed) => {
    const user = renderForm();
    await user.type(await screen.findByLabelText('Gross Profit'), gross);
    if (snap !== '0') await user.type(screen.getByLabelText('CalFresh'), snap);
    if (bucks !== '0') await user.type(screen.getByLabelText('Market Bucks'), bucks);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByTestId('money-owed')).toHaveTextContent(owed);
  });

  it('says the exclusion in Spanish', async () => {
    await chooseLocale('es');
    const user = renderForm();
    await user.type(await screen.findByLabelText('Ventas brutas'), '500');
    await user.type(screen.getByLabelText('CalFresh'), '16');
    expect(
      screen.getByText('$10.00 + 6% de $420.00 (bruto $500.00 menos $80.00 en fichas SNAP) = $35.20'),
    ).toBeInTheDocument();
  });

  it('prices a checkout queued offline the same way, for its pending receipt', () => {
    const input: CheckoutInput = {
      market_vendor_id: ALPHA.market_vendor_id,
      market_date: MARKET_DATE,
      reported_gross: 500,
      tokens: [{ token_id: CALFRESH.id, count: 16 }],
      custom_fields: {},
    };
    const receipt = pendingReceipt({
      context: day(),
      draft: decodeCheckoutInput(input),
      queuedAt: new Date('2026-11-22T17:05:00Z'),
      key: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
    });
    expect(receipt).toMatchObject({
      marketFeeCents: 3_520,
      marketFeeCalculation: '$10.00 + 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $35.20',
      moneyOwedCents: 3_520 + 50 - 8_000,
    });
  });
});
