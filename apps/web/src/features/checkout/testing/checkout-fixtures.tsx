import {
  CHECKOUT_MESSAGES,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutVendor,
  type Market,
  type Token,
  type Transaction,
} from '@marketday/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { type CheckoutDay, decodeCheckoutDay } from '@/entities/checkout/checkout-money';
import { buildMarket as buildBaseMarket } from '@/entities/markets/testing/market-builder';
import { api } from '@/lib/api-client';
import { TestProviders } from '@/test/test-providers';
import { CheckoutForm } from '../components/checkout-form';

export const MARKET_ID = '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69';
export const MARKET_DATE = '2026-11-22';

export function buildVendor(overrides: Partial<CheckoutVendor> = {}): CheckoutVendor {
  return {
    market_vendor_id: '11111111-1111-4111-8111-111111111111',
    vendor_id: '21111111-1111-4111-8111-111111111111',
    business_name: 'Alpha Farm',
    type: 'PRODUCER',
    receipt_email: null,
    cpc_status: 'UP_TO_DATE',
    largest_gross: null,
    vendor_report: null,
    receipt_preference: 'ASK',
    ...overrides,
  };
}

export const ALPHA = buildVendor();
export const BERRY = buildVendor({
  market_vendor_id: '12222222-2222-4222-8222-222222222222',
  vendor_id: '22222222-2222-4222-8222-222222222222',
  business_name: 'Berry Bakery',
  type: 'NON_PRODUCER',
  receipt_email: 'berry@example.com',
});

export const SNAP: Token = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'SNAP',
  per_dollar_value: 1,
  count: 500,
  visual_settings: null,
  program: 'OTHER',
  program_name: null,
  accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
};

// Tokens of several values, for the tests where a count must stay with its own token: SNAP as 'Market Bucks' at $1,
// CalFresh at $5 and Fresh Match at $2.
export const MARKET_BUCKS: Token = { ...SNAP, name: 'Market Bucks', per_dollar_value: 1 };
export const CALFRESH: Token = {
  ...SNAP,
  id: '35555555-5555-4555-8555-555555555555',
  name: 'CalFresh',
  per_dollar_value: 5,
};
export const FRESH_MATCH: Token = {
  ...SNAP,
  id: '36666666-6666-4666-8666-666666666666',
  name: 'Fresh Match',
  per_dollar_value: 2,
};

/** The server's answer to a checkout booked (POST /checkouts): a 6% fee on $500 and the $0.50 gov. fee. */
export function bookedAnswer(moneyOwed: number, transaction = buildTransaction()) {
  return {
    data: {
      message: CHECKOUT_MESSAGES.submitted,
      data: transaction,
      govFee: 0.5,
      marketFee: 30,
      money_owed: moneyOwed,
      calculation: '6% of $500.00 = $30.00',
    },
  };
}

/** Books every checkout posted, each answered as its own vendor's; the spy holds what was sent. */
export function booksEach(moneyOwed: number) {
  return vi
    .spyOn(api, 'post')
    .mockImplementation(async (_url, body) =>
      bookedAnswer(
        moneyOwed,
        buildTransaction({ market_vendor_id: (body as CheckoutInput).market_vendor_id }),
      ),
    );
}

/** A screen of the day (the form, the grid) that the test can render again with the day fetched anew. */
export function renderRefetchable(screenOf: (day: CheckoutDay) => ReactElement, day: CheckoutDay) {
  const { rerender } = render(<TestProviders>{screenOf(day)}</TestProviders>);
  return {
    user: userEvent.setup(),
    refetched: (next: CheckoutDay) => rerender(<TestProviders>{screenOf(next)}</TestProviders>),
  };
}

/** The checkout form on a day that can be fetched again, opened on a vendor if given. */
export function renderCheckoutForm(day: CheckoutDay, initialVendorId?: string) {
  return renderRefetchable(
    (next) => (
      <CheckoutForm
        context={next}
        marketDate={MARKET_DATE}
        initialVendorId={initialVendorId}
        onCreateDayReport={vi.fn()}
      />
    ),
    day,
  );
}

type VendorReport = NonNullable<CheckoutVendor['vendor_report']>;

/** A vendor's own report of the day as the checkout's answer carries it: Alpha's $412.50 and 12 SNAP unless told. */
export function vendorReport(overrides: Partial<VendorReport> = {}): VendorReport {
  return {
    id: '51111111-1111-4111-8111-111111111111',
    version: 1,
    reported_gross: 412.5,
    tokens: [{ token_id: SNAP.id, name: 'SNAP', count: 12 }],
    market_fee: 24.75,
    money_owed: 13.25,
    submitted_at: '2026-11-22T20:30:00Z',
    ...overrides,
  };
}

export function buildContext(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    market_id: MARKET_ID,
    market_name: 'Riverside',
    market_date: MARKET_DATE,
    vendors: [ALPHA, BERRY],
    market_tokens: [SNAP],
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
      { vendor_type: 'NON_PRODUCER', fee_type: 'FLAT_FEE', flat: 25, percent: 0 },
    ],
    gov_fee: 0.5,
    custom_fields: [],
    manager_settings: {
      print_scale: 'Standard',
      print_settings: { width: null, height: null, font_size: null },
      display_token_images_next_to_fields: true,
    },
    checked_out: [],
    ...overrides,
  };
}

/** The day as the checkout screen reads it (entities/checkout useCheckoutDay): its money in cents. */
export function buildDay(overrides: Partial<CheckoutContext> = {}): CheckoutDay {
  return decodeCheckoutDay(buildContext(overrides));
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    market_id: MARKET_ID,
    market_name: 'Riverside',
    market_vendor_id: ALPHA.market_vendor_id,
    vendor_id: ALPHA.vendor_id,
    vendor_name: ALPHA.business_name,
    vendor_type: 'PRODUCER',
    market_date: MARKET_DATE,
    reported_gross: 500,
    market_fee: 30,
    gov_fee: 0.5,
    token_total: 10,
    money_owed: 20.5,
    market_fee_calculation: '6% of $500.00 = $30.00',
    tokens: [],
    custom_fields: {},
    receipt_email: null,
    created_at: '2026-11-22T20:00:00.000Z',
    updated_at: '2026-11-22T20:00:00.000Z',
    ...overrides,
  };
}

// The checkout's market: the context's Riverside, open all year, with its two vendors.
export function buildMarket(overrides: Partial<Market> = {}): Market {
  return buildBaseMarket({
    id: MARKET_ID,
    name: 'Riverside',
    season: { start: -1, end: -1 },
    gov_fee: 0.5,
    city: null,
    vendor_count: 2,
    ...overrides,
  });
}

// The app's test providers, kept under this name for the checkout tests that import them from here.
export { TestProviders };
