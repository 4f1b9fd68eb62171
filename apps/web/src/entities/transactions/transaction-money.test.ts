// @vitest-environment node
import type { Transaction, TransactionPage } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { decodeTransactionPage } from './transaction-money';

const SNAP_ID = '33333333-3333-4333-8333-333333333333';

// A row as the server answers it (dollars); the figures are chosen so a float sum would show (0.1 + 0.2).
const ROW = {
  id: 't-1',
  market_id: 'm-1',
  market_name: 'Riverside',
  market_vendor_id: 'mv-1',
  vendor_id: 'v-1',
  vendor_name: 'Alpha Farm',
  vendor_type: 'PRODUCER',
  market_date: '2026-11-22',
  reported_gross: 412.3,
  market_fee: 41.23,
  gov_fee: 0.1,
  token_total: 20.2,
  money_owed: -13.5,
  market_fee_calculation: '10% of gross',
  tokens: [{ token_id: SNAP_ID, name: 'SNAP', count: 20, per_dollar_value: 1.01 }],
  custom_fields: {},
  receipt_email: null,
  created_at: '2026-11-22T18:00:00.000Z',
  updated_at: '2026-11-22T18:00:00.000Z',
} satisfies Transaction;

const PAGE: TransactionPage = {
  data: [ROW],
  page: 1,
  page_size: 25,
  total_count: 1,
  totals: {
    count: 1,
    reported_gross: 412.3,
    market_fee: 41.23,
    gov_fee: 0.1,
    token_total: 20.2,
    money_owed: -13.5,
    tokens: [{ token_id: SNAP_ID, name: 'SNAP', count: 20, value: 20.2 }],
  },
};

describe('transaction money', () => {
  it('reads a page of the list, its rows and its totals, in cents', () => {
    const page = decodeTransactionPage(PAGE);
    expect(page.data[0]).toMatchObject({
      id: 't-1',
      reported_gross_cents: 41230,
      market_fee_cents: 4123,
      gov_fee_cents: 10,
      token_total_cents: 2020,
      money_owed_cents: -1350,
      tokens: [{ token_id: SNAP_ID, name: 'SNAP', count: 20, value_cents: 101 }],
    });
    expect(page.data[0]).not.toHaveProperty('reported_gross');
    expect(page.totals).toEqual({
      count: 1,
      reported_gross_cents: 41230,
      market_fee_cents: 4123,
      gov_fee_cents: 10,
      token_total_cents: 2020,
      money_owed_cents: -1350,
      tokens: [{ token_id: SNAP_ID, name: 'SNAP', count: 20, value_cents: 2020 }],
    });
    expect(page).toMatchObject({ page: 1, page_size: 25, total_count: 1 });
  });

  it('keeps a page without totals without them', () => {
    expect(decodeTransactionPage({ ...PAGE, totals: null }).totals).toBeNull();
  });
});
