import type { Balances, Payment, PaymentInput, VendorAccount, VendorSelfBalance } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import {
  decodeBalances,
  decodeVendorAccount,
  decodeVendorSelfBalance,
  encodePaymentDraft,
  type PaymentDraft,
} from './balance-money';
import { useBalances, useOwnBalances, useRecordPayment, useVendorAccount } from './balances';

const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const VENDOR_ID = '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e';

// A payment as the form hands it on (cents), and the request body it is sent as (the spec's dollars).
const DRAFT: PaymentDraft = {
  vendor_id: VENDOR_ID,
  paid_on: '2026-11-24',
  direction: 'FROM_VENDOR',
  amount_cents: 2025,
  method: 'CASH',
  check_number: null,
  note: 'Season fees',
  expected_balance_cents: 2025,
};
const { amount_cents: _cents, expected_balance_cents: _expected, ...PAID } = DRAFT;
const BODY: PaymentInput = { ...PAID, amount: 20.25, expected_balance: 20.25 };

// The wire's answers, in the spec's dollars.
const PAYMENT: Payment = {
  ...PAID,
  id: 'p1',
  market_id: MARKET_ID,
  amount: 63.5,
  reverses_payment_id: null,
  reversed_by_payment_id: null,
  recorded_by: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

const CHARGE = {
  id: 'c1',
  market_vendor_id: 'mv1',
  date: '2026-11-21',
  kind: 'BOOTH_DAY' as const,
  description: 'Booth fee 10x10 · 11/21/2026',
  amount: 25.1,
};

const BALANCES: Balances = {
  market_id: MARKET_ID,
  market_name: 'Riverside',
  balances: [
    {
      vendor_id: VENDOR_ID,
      vendor_name: 'Green Valley Produce',
      vendor_type: 'PRODUCER',
      email: null,
      owed_total: 120.1,
      charged_total: 0,
      paid_total: 183.6,
      balance: -63.5,
      checkouts: 4,
      last_market_date: '2026-11-22',
      last_paid_on: null,
    },
  ],
  totals: { vendors_owe: 0.07, market_owes: 63.5, vendors: 1 },
};

const ACCOUNT: VendorAccount = {
  market_id: MARKET_ID,
  market_name: 'Riverside',
  vendor_id: VENDOR_ID,
  vendor_name: 'Green Valley Produce',
  start_date: null,
  end_date: null,
  opening_balance: 0,
  entries: [
    {
      kind: 'CHECKOUT',
      date: '2026-11-22',
      transaction_id: 't1',
      gross: 412.35,
      market_fee: 24.74,
      gov_fee: 0.5,
      token_total: 40,
      tokens_by_program: [{ program: 'SNAP', label: 'SNAP', value: 40 }],
      money_owed: -14.76,
      balance: -14.76,
    },
    { kind: 'PAYMENT', date: '2026-11-23', payment: PAYMENT, balance: 48.74 },
    { kind: 'CHARGE', date: '2026-11-23', charge: CHARGE, balance: 73.84 },
  ],
  closing_balance: 48.74,
};

const OWN: VendorSelfBalance = {
  market_id: MARKET_ID,
  market_name: 'Riverside',
  owed_total: 20.25,
  charged_total: 25.1,
  paid_total: 0,
  balance: 45.35,
  payments: [PAYMENT],
  charges: [CHARGE],
  card_payments: false,
};

describe('vendor balance money at the edge', () => {
  it("reads a market's balances and totals as cents", () => {
    const decoded = decodeBalances(BALANCES);
    expect(decoded.balances[0]).toMatchObject({
      vendor_name: 'Green Valley Produce',
      owed_total_cents: 12_010,
      paid_total_cents: 18_360,
      balance_cents: -6350,
    });
    expect(decoded.balances[0]).not.toHaveProperty('balance');
    expect(decoded.totals).toEqual({ vendors_owe_cents: 7, market_owes_cents: 6350, vendors: 1 });
  });

  it("reads a vendor's account, checkouts and payments alike, as cents", () => {
    const account = decodeVendorAccount(ACCOUNT);
    expect(account.opening_balance_cents).toBe(0);
    expect(account.closing_balance_cents).toBe(4874);
    expect(account.entries[0]).toEqual({
      kind: 'CHECKOUT',
      date: '2026-11-22',
      transaction_id: 't1',
      gross_cents: 41_235,
      market_fee_cents: 2474,
      gov_fee_cents: 50,
      token_total_cents: 4000,
      tokens_by_program: [{ program: 'SNAP', label: 'SNAP', value_cents: 4000 }],
      money_owed_cents: -1476,
      balance_cents: -1476,
    });
    const payment = account.entries[1];
    expect(payment?.kind === 'PAYMENT' && payment.payment.amount_cents).toBe(6350);
    expect(payment?.balance_cents).toBe(4874);
    const { amount: _dollars, ...charge } = CHARGE;
    expect(account.entries[2]).toEqual({
      kind: 'CHARGE',
      date: '2026-11-23',
      charge: { ...charge, amount_cents: 2510 },
      balance_cents: 7384,
    });
  });

  it("reads the vendor's own balance and its payments as cents", () => {
    const own = decodeVendorSelfBalance(OWN);
    expect(own).toMatchObject({
      owed_total_cents: 2025,
      charged_total_cents: 2510,
      paid_total_cents: 0,
      balance_cents: 4535,
    });
    expect(own.charges[0]?.amount_cents).toBe(2510);
    expect(own.payments[0]?.amount_cents).toBe(6350);
    expect(own.payments[0]).not.toHaveProperty('amount');
  });

  it("writes a payment's cents as the spec's dollars, the expected balance only when given", () => {
    expect(encodePaymentDraft(DRAFT)).toEqual(BODY);
    const { expected_balance_cents: _balance, ...withoutBalance } = DRAFT;
    expect(encodePaymentDraft(withoutBalance)).not.toHaveProperty('expected_balance');
  });
});

function renderWithClient<T>(hook: () => T) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

describe('the balances queries and the payment write', () => {
  it('answer in cents', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/vendors/self/balances') return { data: [OWN] };
      if (url.endsWith('/account')) return { data: ACCOUNT };
      return { data: BALANCES };
    });
    const balances = renderWithClient(() => useBalances(MARKET_ID, 'all', ''));
    const account = renderWithClient(() => useVendorAccount(MARKET_ID, VENDOR_ID));
    const own = renderWithClient(() => useOwnBalances());
    await waitFor(() => expect(balances.current.data?.totals.market_owes_cents).toBe(6350));
    await waitFor(() => expect(account.current.data?.closing_balance_cents).toBe(4874));
    await waitFor(() => expect(own.current.data?.[0]?.balance_cents).toBe(4535));
  });

  it('sends the payment in dollars and answers with its amount in cents', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'Payment recorded', data: PAYMENT } });
    const record = renderWithClient(() => useRecordPayment(MARKET_ID));
    const saved = await record.current.mutateAsync({ key: 'key-1', draft: DRAFT });
    expect(post).toHaveBeenCalledWith(`/market-managers/markets/${MARKET_ID}/payments`, BODY, {
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(saved).toEqual({
      message: 'Payment recorded',
      data: expect.objectContaining({ id: 'p1', amount_cents: 6350 }),
    });
  });
});
