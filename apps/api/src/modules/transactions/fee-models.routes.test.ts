import { FEE_MODEL_MESSAGES, type VendorFee } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managerWithMarket, marketPayload, signedInManager } from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';
import { marketVendorFees, transactions, vendors as vendorRows } from '../../db/schema';

// The fee models (issue 34, docs/product.md §10 "Fee models"): producers pay $10 + 6% of their sales less the SNAP
// tokens they took, nothing of the percent below $100; resellers pay on a sliding scale. The gov fee is $1.50.
const t = useTestApp();

const MODELS: VendorFee[] = [
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
  {
    vendor_type: 'NON_PRODUCER',
    fee_type: 'PERCENT_GROSS',
    flat: 0,
    percent: 5,
    min_fee: null,
    max_fee: 60,
    percent_threshold: null,
    percent_tiers: [
      { from: 0, percent: 5 },
      { from: 500, percent: 7.25 },
    ],
    excluded_programs: [],
  },
];

// Market Bucks ($1, the market's own) and CalFresh ($5, SNAP).
async function marketWithModels() {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  const saved = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
    ...marketPayload(),
    vendor_fees: MODELS,
    tokens: [
      { id: bucks.id, name: bucks.name, per_dollar_value: 1, count: 0, program: 'MARKET_BUCKS' },
      { id: calfresh.id, name: calfresh.name, per_dollar_value: 5, count: 0, program: 'SNAP' },
    ],
  });
  expect(saved.statusCode).toBe(200);
  return { manager, market: saved.json().data, vendors, bucks: bucks.id, calfresh: calfresh.id };
}

describe('fee models on a market', () => {
  it('stores the models in cents and hundredths and answers them in dollars and percents', async () => {
    const { manager, market } = await marketWithModels();
    expect(market.vendor_fees).toEqual(expect.arrayContaining(MODELS));
    const read = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json();
    expect(read.vendor_fees).toEqual(expect.arrayContaining(MODELS));
    const rows = await t.db
      .select({
        type: marketVendorFees.vendorType,
        threshold: marketVendorFees.percentThresholdCents,
        tiers: marketVendorFees.percentTiers,
        excluded: marketVendorFees.excludedPrograms,
      })
      .from(marketVendorFees)
      .where(eq(marketVendorFees.marketId, market.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'PRODUCER', threshold: 10_000, tiers: null, excluded: ['SNAP'] },
        {
          type: 'NON_PRODUCER',
          threshold: null,
          tiers: [
            { from_cents: 0, percent_hundredths: 500 },
            { from_cents: 50_000, percent_hundredths: 725 },
          ],
          excluded: [],
        },
      ]),
    );
    // The checkout screen gets them with the fees, to show the fee the server will book.
    const context = (
      await manager.api('GET', `/market-managers/checkouts/?market_id=${market.id}&market_date=2026-06-06`)
    ).json();
    expect(context.vendor_fees).toEqual(expect.arrayContaining(MODELS));
  });

  it('answers a rule saved without the models (an older client) as none', async () => {
    const { manager, market } = await marketWithModels();
    const saved = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload(),
      vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10 }],
      tokens: [],
    });
    expect(saved.json().data.vendor_fees).toEqual([
      expect.objectContaining({ percent_threshold: null, percent_tiers: null, excluded_programs: [] }),
    ]);
  });

  it('refuses a sliding scale out of order on its field, and stores nothing', async () => {
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
            percent: 6,
            percent_tiers: [
              { from: 0, percent: 5 },
              { from: 500, percent: 6 },
              { from: 500, percent: 7 },
            ],
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'vendor_fees.0.percent_tiers.2.from', message: FEE_MODEL_MESSAGES.tiersAscending },
    ]);
    expect((await manager.api('GET', '/market-managers/markets')).json()).toHaveLength(0);
  });

  it('books the fee of a real checkout with SNAP tokens left out of the base, below and above the threshold', async () => {
    const { manager, market, vendors, bucks, calfresh } = await marketWithModels();
    const cases = [
      // [gross $, CalFresh count, Market Bucks count, market fee $, money owed $, calculation]
      [
        500,
        16,
        10,
        35.2,
        35.2 + 1.5 - 90,
        '$10.00 + 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $35.20',
      ],
      // Market Bucks are not left out: the base is the gross.
      [500, 0, 10, 40, 40 + 1.5 - 10, '$10.00 + 6% of $500.00 = $40.00'],
      // $150 less $80 of SNAP is $70, under the $100 threshold: the flat part alone.
      [
        150,
        16,
        0,
        10,
        10 + 1.5 - 80,
        'no percent below $100.00 on $70.00 (gross $150.00 less $80.00 SNAP tokens): $10.00 flat',
      ],
      [99.99, 0, 0, 10, 11.5, 'no percent below $100.00: $10.00 flat'],
      [100, 0, 0, 16, 17.5, '$10.00 + 6% of $100.00 = $16.00'],
      // More SNAP than gross: the base stops at $0.
      [
        50,
        16,
        0,
        10,
        10 + 1.5 - 80,
        'no percent below $100.00 on $0.00 (gross $50.00 less $80.00 SNAP tokens): $10.00 flat',
      ],
    ] as const;
    for (const [index, [gross, snapCount, bucksCount, fee, owed, calculation]] of cases.entries()) {
      const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: `2026-06-${String(index + 1).padStart(2, '0')}`,
        reported_gross: gross,
        tokens: [
          { token_id: calfresh, count: snapCount },
          { token_id: bucks, count: bucksCount },
        ],
      });
      expect(response.statusCode).toBe(201);
      expect({ gross, ...response.json() }).toMatchObject({ gross, marketFee: fee, calculation });
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

  it('re-prices an overwritten checkout with its new tokens, and prints the line on the receipt', async () => {
    const { manager, market, vendors, calfresh } = await marketWithModels();
    const producer = { market_vendor_id: vendors.producer.market_vendor_id, market_date: '2026-06-06' };
    await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...producer,
      reported_gross: 500,
      tokens: [],
    });
    const overwrite = await manager.api(
      'PUT',
      `/market-managers/transactions/?market_vendor_id=${producer.market_vendor_id}&market_date=${producer.market_date}`,
      { ...producer, reported_gross: 500, tokens: [{ token_id: calfresh, count: 16 }] },
    );
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json()).toMatchObject({
      marketFee: 35.2,
      calculation: '$10.00 + 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $35.20',
    });
    const receipt = await manager.api(
      'GET',
      `/market-managers/transactions/receipt?transaction_id=${overwrite.json().data.id}`,
    );
    expect(receipt.statusCode).toBe(200);
    // The receipt wraps a long line: compared with its spaces and line breaks as one space.
    expect((await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ')).toContain(
      '$10.00 + 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $35.20',
    );
  });

  it('prints the line in Spanish on a Spanish-speaking vendor’s receipt', async () => {
    const { manager, market, vendors, calfresh } = await marketWithModels();
    await t.db.update(vendorRows).set({ language: 'es' }).where(eq(vendorRows.id, vendors.producer.id));
    const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: '2026-06-06',
      reported_gross: 150,
      tokens: [{ token_id: calfresh, count: 16 }],
    });
    const receipt = await manager.api(
      'GET',
      `/market-managers/transactions/receipt?transaction_id=${created.json().data.id}`,
    );
    expect((await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'sin porcentaje por debajo de $100.00 sobre $70.00 (bruto $150.00 menos $80.00 en fichas SNAP): $10.00 fija',
    );
  });

  it('books a sliding scale at the rate of the bracket, within the cap', async () => {
    const { manager, market, vendors } = await marketWithModels();
    const cases = [
      [499.99, 25, '5% of $499.99 (sales from $0.00) = $25.00'],
      [500, 36.25, '7.25% of $500.00 (sales from $500.00) = $36.25'],
      [1000, 60, '7.25% of $1,000.00 (sales from $500.00) = $72.50, at most $60.00'],
    ] as const;
    for (const [index, [gross, fee, calculation]] of cases.entries()) {
      const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.reseller.market_vendor_id,
        market_date: `2026-07-${String(index + 1).padStart(2, '0')}`,
        reported_gross: gross,
        tokens: [],
      });
      expect(response.statusCode).toBe(201);
      expect({ gross, ...response.json() }).toMatchObject({ gross, marketFee: fee, calculation });
    }
  });
});
