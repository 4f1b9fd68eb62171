import { FEE_CAP_MESSAGES, type VendorFee } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managerWithMarket, marketPayload, signedInManager } from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';
import { marketVendorFees, transactions } from '../../db/schema';

// Fee caps (issue 17 item 5): "10% of gross, at least $15, at most $60" for producers; the gov fee ($1.50)
// comes on top of the capped market fee.
const t = useTestApp();

const CAPPED: VendorFee[] = [
  { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10, min_fee: 15, max_fee: 60 },
  { vendor_type: 'NON_PRODUCER', fee_type: 'FLAT_FEE', flat: 25, percent: 0, min_fee: null, max_fee: 20 },
];
// As the API answers them: with no fee models (docs/product.md §10 "Fee models").
const NO_MODELS = { percent_threshold: null, percent_tiers: null, excluded_programs: [] };
const CAPPED_ANSWERED = CAPPED.map((fee) => ({ ...fee, ...NO_MODELS }));

async function cappedMarket() {
  const { manager, market, vendors } = await managerWithMarket(t);
  const saved = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
    ...marketPayload(),
    vendor_fees: CAPPED,
    tokens: market.tokens.map(({ id, name, per_dollar_value }) => ({ id, name, per_dollar_value, count: 0 })),
  });
  expect(saved.statusCode).toBe(200);
  return { manager, market: saved.json().data, vendors };
}

describe('fee caps on a market', () => {
  it('stores the bounds in cents and answers them in dollars; a fee without bounds answers null', async () => {
    const { manager, market } = await cappedMarket();
    expect(market.vendor_fees).toEqual(expect.arrayContaining(CAPPED_ANSWERED));
    const read = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json();
    expect(read.vendor_fees).toEqual(expect.arrayContaining(CAPPED_ANSWERED));
    const rows = await t.db
      .select({
        type: marketVendorFees.vendorType,
        min: marketVendorFees.minFeeCents,
        max: marketVendorFees.maxFeeCents,
      })
      .from(marketVendorFees)
      .where(eq(marketVendorFees.marketId, market.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'PRODUCER', min: 1_500, max: 6_000 },
        { type: 'NON_PRODUCER', min: null, max: 2_000 },
      ]),
    );

    // Saving the fees without the fields (an older client) clears the bounds.
    const cleared = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload(),
      vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10 }],
      tokens: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.vendor_fees).toEqual([
      {
        vendor_type: 'PRODUCER',
        fee_type: 'PERCENT_GROSS',
        flat: 0,
        percent: 10,
        min_fee: null,
        max_fee: null,
        ...NO_MODELS,
      },
    ]);
  });

  it('refuses a maximum below the minimum on the field, and stores nothing', async () => {
    const manager = await signedInManager(t);
    const response = await manager.api(
      'POST',
      '/market-managers/markets',
      marketPayload({
        vendor_fees: [
          {
            vendor_type: 'PRODUCER',
            fee_type: 'PERCENT_GROSS',
            flat: 0,
            percent: 10,
            min_fee: 60,
            max_fee: 15,
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'vendor_fees.0.max_fee', message: FEE_CAP_MESSAGES.maxBelowMin },
    ]);
    expect((await manager.api('GET', '/market-managers/markets')).json()).toHaveLength(0);
  });

  it('books the capped fee and money owed at, below and above each boundary', async () => {
    const { manager, market, vendors } = await cappedMarket();
    const cases = [
      // [gross $, market fee $, money owed $, calculation]
      [0, 15, 16.5, '10% of $0.00 = $0.00, at least $15.00'],
      [149.9, 15, 16.5, '10% of $149.90 = $14.99, at least $15.00'],
      [150, 15, 16.5, '10% of $150.00 = $15.00'],
      [150.1, 15.01, 16.51, '10% of $150.10 = $15.01'],
      [599.9, 59.99, 61.49, '10% of $599.90 = $59.99'],
      [600, 60, 61.5, '10% of $600.00 = $60.00'],
      [600.1, 60, 61.5, '10% of $600.10 = $60.01, at most $60.00'],
      [800, 60, 61.5, '10% of $800.00 = $80.00, at most $60.00'],
    ] as const;
    for (const [index, [gross, fee, owed, calculation]] of cases.entries()) {
      const marketDate = `2026-06-${String(index + 1).padStart(2, '0')}`;
      const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: marketDate,
        reported_gross: gross,
        tokens: [],
        // The client's figures are ignored: the server prices the checkout itself.
        market_fee: 999,
        money_owed: 999,
      });
      expect(response.statusCode).toBe(201);
      expect({ gross, ...response.json() }).toMatchObject({
        gross,
        marketFee: fee,
        govFee: 1.5,
        money_owed: owed,
        calculation,
      });
      const [row] = await t.db
        .select({
          fee: transactions.marketFeeCents,
          owed: transactions.moneyOwedCents,
          calculation: transactions.marketFeeCalculation,
        })
        .from(transactions)
        .where(eq(transactions.id, response.json().data.id));
      expect({ gross, ...row }).toEqual({
        gross,
        fee: Math.round(fee * 100),
        owed: Math.round(owed * 100),
        calculation,
      });
    }
  });

  it('caps a flat fee too, and re-prices an overwritten checkout within the bounds', async () => {
    const { manager, market, vendors } = await cappedMarket();
    const day = '2026-06-06';
    const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.reseller.market_vendor_id,
      market_date: day,
      reported_gross: 300,
    });
    expect(created.json()).toMatchObject({
      marketFee: 20,
      money_owed: 21.5,
      calculation: '$25.00 flat, at most $20.00',
    });

    const producer = { market_vendor_id: vendors.producer.market_vendor_id, market_date: day };
    await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...producer,
      reported_gross: 100,
    });
    const overwrite = await manager.api(
      'PUT',
      `/market-managers/transactions/?market_vendor_id=${producer.market_vendor_id}&market_date=${day}`,
      { ...producer, reported_gross: 1000 },
    );
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json()).toMatchObject({
      marketFee: 60,
      money_owed: 61.5,
      calculation: '10% of $1,000.00 = $100.00, at most $60.00',
    });
  });

  it('prints the capped calculation on the receipt', async () => {
    const { manager, market, vendors } = await cappedMarket();
    const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: '2026-06-06',
      reported_gross: 800,
    });
    const receipt = await manager.api(
      'GET',
      `/market-managers/transactions/receipt?transaction_id=${created.json().data.id}`,
    );
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('10% of $800.00 = $80.00, at most $60.00');
    expect(text).toContain('$61.50');
  });

  it('gives the checkout screen the bounds with the fees', async () => {
    const { manager, market } = await cappedMarket();
    const context = (
      await manager.api('GET', `/market-managers/checkouts/?market_id=${market.id}&market_date=2026-06-06`)
    ).json();
    expect(context.vendor_fees).toEqual(expect.arrayContaining(CAPPED_ANSWERED));
  });
});
