import { describe, expect, it } from 'vitest';
import {
  MARKET_PAYS_VENDOR,
  POINTS_PER_MM,
  type Receipt,
  receiptContentHeight,
  receiptLayout,
  receiptLayoutMm,
  receiptLines,
  receiptOfTransaction,
} from './receipt';
import type { TransactionRecord } from './transaction-record';

function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    marketName: 'Riverside Market',
    marketDate: '2026-06-06',
    vendorName: 'Alpha Farm',
    vendorType: 'PRODUCER',
    reportedGrossCents: 50_000,
    marketFeeCents: 3_000,
    marketFeeCalculation: '6% of $500.00 = $30.00',
    govFeeCents: 50,
    tokens: [
      { name: 'CalFresh', count: 2, perDollarValueCents: 500 },
      { name: 'Market Bucks', count: 15, perDollarValueCents: 100 },
    ],
    tokenTotalCents: 2_500,
    moneyOwedCents: 550,
    receiptLabel: 'Receipt ABCDEF12',
    ...overrides,
  };
}

const texts = (receipt: Receipt) => receiptLines(receipt).map((l) => [l.left, l.right ?? null]);

describe('receiptLines', () => {
  it('lists the market, the vendor, every figure in dollars and the receipt label, in order', () => {
    expect(texts(buildReceipt())).toEqual([
      ['Riverside Market', null],
      ['Market day 06/06/2026', null],
      ['Alpha Farm', null],
      ['Producer', null],
      ['Gross Profit', '$500.00'],
      ['Market fee', '$30.00'],
      ['  6% of $500.00 = $30.00', null],
      ['Gov. fee', '$0.50'],
      ['CalFresh × 2', '-$10.00'],
      ['Market Bucks × 15', '-$15.00'],
      ['Token Total', '-$25.00'],
      ['Money Owed', '$5.50'],
      ['Receipt ABCDEF12', null],
    ]);
  });

  it('prints money owed in bold, including zero', () => {
    const last = receiptLines(buildReceipt({ moneyOwedCents: 0 })).at(-2);
    expect(last).toMatchObject({ left: 'Money Owed', right: '$0.00', bold: true });
  });

  it('a negative money owed reads "Market pays vendor" with the amount as a positive figure', () => {
    const lines = receiptLines(buildReceipt({ tokenTotalCents: 4_000, moneyOwedCents: -950 }));
    expect(lines.at(-2)).toMatchObject({ left: MARKET_PAYS_VENDOR, right: '$9.50', bold: true });
    expect(lines.map((l) => l.left)).not.toContain('Money Owed');
  });

  it('leaves out a gov fee of 0, and the token lines when no token was counted', () => {
    const lefts = receiptLines(
      buildReceipt({ govFeeCents: 0, tokens: [], tokenTotalCents: 0, moneyOwedCents: 3_000 }),
    ).map((l) => l.left);
    expect(lefts).not.toContain('Gov. fee');
    expect(lefts).not.toContain('Token Total');
    expect(lefts.filter((l) => l.includes('×'))).toEqual([]);
  });
});

describe('receiptOfTransaction', () => {
  it('maps a booked checkout, labelled with the first 8 characters of its id', () => {
    const tx: TransactionRecord = {
      id: 'abcdef12-0000-4000-8000-000000000000',
      marketId: 'm',
      marketName: 'Riverside Market',
      marketVendorId: 'mv',
      vendorId: 'v',
      vendorName: 'Alpha Farm',
      vendorType: 'PRODUCER',
      marketDate: '2026-06-06',
      reportedGrossCents: 50_000,
      marketFeeCents: 3_000,
      govFeeCents: 50,
      tokenTotalCents: 2_500,
      moneyOwedCents: 550,
      marketFeeCalculation: '6% of $500.00 = $30.00',
      tokens: [
        { tokenId: 'a', name: 'CalFresh', count: 2, perDollarValueCents: 500 },
        { tokenId: 'b', name: 'Market Bucks', count: 15, perDollarValueCents: 100 },
      ],
      customFields: {},
      receiptEmail: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    expect(receiptOfTransaction(tx)).toEqual(buildReceipt());
  });
});

describe('receiptLayout', () => {
  const settings = (print_scale: 'Standard' | 'Long' | 'Wide' | 'Custom', width: number | null = null) => ({
    print_scale,
    print_settings: { width, height: null, font_size: null },
  });

  it('gives each print scale its page in millimetres, and the same page in points', () => {
    expect(receiptLayoutMm(settings('Standard'))).toEqual({
      widthMm: 80,
      heightMm: null,
      fontSizePt: 9,
      marginMm: 4,
    });
    expect(receiptLayoutMm(settings('Long'))).toMatchObject({ widthMm: 80, heightMm: 297 });
    expect(receiptLayoutMm(settings('Wide'))).toMatchObject({ widthMm: 210, heightMm: 99 });
    const wide = receiptLayout(settings('Wide'));
    expect(wide.width).toBeCloseTo(595.28, 2);
    expect(wide.height).toBeCloseTo(280.63, 2);
    expect(wide.margin).toBeCloseTo(8 * POINTS_PER_MM);
  });

  it('clamps a custom width stored before the bounds', () => {
    expect(receiptLayoutMm(settings('Custom', 8)).widthMm).toBe(40);
    expect(receiptLayoutMm(settings('Custom', 1000)).widthMm).toBe(400);
  });

  it('a roll receipt is as tall as its lines and their gaps', () => {
    const lines = [{ left: 'a' }, { left: 'b', gap: 1 }];
    expect(receiptContentHeight({ lines, fontSize: 10, margin: 4 })).toBeCloseTo(8 + 14.5 * 3);
    expect(receiptContentHeight({ lines, fontSize: 72, margin: 4, unitsPerPoint: 25.4 / 72 })).toBeCloseTo(
      8 + 25.4 * 1.45 * 3,
    );
  });
});
