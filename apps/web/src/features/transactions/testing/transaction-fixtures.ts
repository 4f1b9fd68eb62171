import type { Transaction } from '@marketday/shared';

export const MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };

// A checkout as the server answers it (dollars), at MARKET with no money and no tokens; a test names its figures.
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: crypto.randomUUID(),
    market_id: MARKET.id,
    market_name: MARKET.name,
    market_vendor_id: crypto.randomUUID(),
    vendor_id: crypto.randomUUID(),
    vendor_name: 'Sunny Acres',
    vendor_type: 'PRODUCER',
    market_date: '2025-06-07',
    reported_gross: 0,
    market_fee: 0,
    gov_fee: 0,
    token_total: 0,
    money_owed: 0,
    market_fee_calculation: '',
    tokens: [],
    custom_fields: {},
    receipt_email: null,
    created_at: '2025-06-07T18:00:00Z',
    updated_at: '2025-06-07T18:00:00Z',
    ...overrides,
  };
}
