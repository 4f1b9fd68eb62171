import {
  type CheckoutInput,
  type FeeRule,
  type FeeStructure,
  priceCheckoutFigures,
  type Token,
} from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { type CheckoutDraft, decodeCheckoutInput } from '@/entities/checkout/checkout-money';
import { chooseLocale } from '@/lib/i18n/i18n';
import { pendingReceipt, TOKEN_NOT_FOUND } from './pending-receipt';
import {
  PENDING_SYNC_BANNER,
  pendingReceiptHtml,
  pendingReceiptLanguage,
  pendingReceiptLines,
} from './pending-receipt-html';
import { ALPHA, BERRY, buildDay, buildVendor, MARKET_DATE, SNAP } from './testing/checkout-fixtures';

const KEY = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
const QUEUED = new Date('2026-11-22T17:05:00Z');
const CALFRESH: Token = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'CalFresh',
  per_dollar_value: 5,
  count: 100,
  visual_settings: null,
  program: 'OTHER',
  program_name: null,
  accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
};
const CLOVER = buildVendor({
  market_vendor_id: '13333333-3333-4333-8333-333333333333',
  business_name: 'Clover Crafts',
  type: 'ANCILLARY',
});

// The checkout as the outbox holds it (the request body, in dollars), read back in cents as the screen does.
function draft(overrides: Partial<CheckoutInput> = {}): CheckoutDraft {
  return decodeCheckoutInput(input(overrides));
}

function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    market_vendor_id: ALPHA.market_vendor_id,
    market_date: MARKET_DATE,
    reported_gross: 123.45,
    tokens: [],
    custom_fields: {},
    ...overrides,
  };
}

// What the API books (apps/api/src/modules/transactions/checkout-pricing.ts priceFrom): the fee rules as the
// database stores them (flat cents, percent in hundredths), the counted tokens in cents, the shared math.
function serverPrice({
  grossCents,
  vendorType,
  rule,
  govFeeCents,
  tokens,
}: {
  grossCents: number;
  vendorType: FeeRule['vendorType'];
  rule: {
    fee_type: FeeStructure;
    flat_cents: number;
    percent_hundredths: number;
    min_fee_cents?: number | null;
    max_fee_cents?: number | null;
  };
  govFeeCents: number;
  tokens: { count: number; perDollarValueCents: number }[];
}) {
  return priceCheckoutFigures({
    grossCents,
    vendorType,
    rules: [
      {
        vendorType,
        feeType: rule.fee_type,
        flatCents: rule.flat_cents,
        percentBasisPoints: rule.percent_hundredths,
        minCents: rule.min_fee_cents ?? null,
        maxCents: rule.max_fee_cents ?? null,
      },
    ],
    govFeeCents,
    tokens,
  });
}

describe('pendingReceipt', () => {
  it('prices a percent fee with tokens exactly as the server books it', () => {
    const context = buildDay({
      market_tokens: [SNAP, CALFRESH],
      vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6.5 }],
    });
    const receipt = pendingReceipt({
      context,
      draft: draft({
        tokens: [
          { token_id: SNAP.id, count: 3 },
          { token_id: CALFRESH.id, count: 2 },
        ],
      }),
      queuedAt: QUEUED,
      key: KEY,
    });
    const server = serverPrice({
      grossCents: 12_345,
      vendorType: 'PRODUCER',
      rule: { fee_type: 'PERCENT_GROSS', flat_cents: 0, percent_hundredths: 650 },
      govFeeCents: 50,
      tokens: [
        { count: 2, perDollarValueCents: 500 },
        { count: 3, perDollarValueCents: 100 },
      ],
    });
    expect(receipt).toMatchObject({
      reportedGrossCents: 12_345,
      marketFeeCents: server.marketFeeCents,
      marketFeeCalculation: server.calculation,
      govFeeCents: server.govFeeCents,
      tokenTotalCents: server.tokenTotalCents,
      moneyOwedCents: server.moneyOwedCents,
    });
    // 6.5% of $123.45 = $8.02425, rounded once to $8.02; + $0.50 − $13.00 in tokens: the market pays $4.48.
    expect(receipt.marketFeeCents).toBe(802);
    expect(receipt.moneyOwedCents).toBe(-448);
    expect(receipt.marketFeeCalculation).toBe('6.5% of $123.45 = $8.02');
    // Counted tokens only, in name order, as the booked checkout lists them.
    expect(receipt.tokens).toEqual([
      { name: 'CalFresh', count: 2, perDollarValueCents: 500 },
      { name: 'SNAP', count: 3, perDollarValueCents: 100 },
    ]);
  });

  it.each([
    { fee_type: 'FLAT_FEE', flat: 25, percent: 0, gross: 200.1, fee: 2_500, text: '$25.00 flat' },
    {
      fee_type: 'FLAT_PERCENT_COMBO',
      flat: 10,
      percent: 5,
      gross: 200.1,
      // 5% of 20,010 cents is 1,000.5: rounded half away from zero.
      fee: 2_001,
      text: '$10.00 + 5% of $200.10 = $20.01',
    },
    {
      fee_type: 'MAX_OF_EITHER',
      flat: 25,
      percent: 8.5,
      gross: 300,
      fee: 2_550,
      text: 'max($25.00, 8.5% of $300.00) = $25.50',
    },
    // Fee caps: the bound that moved the fee is named after the formula.
    {
      fee_type: 'PERCENT_GROSS',
      flat: 0,
      percent: 10,
      gross: 800,
      min_fee: 15,
      max_fee: 60,
      fee: 6_000,
      text: '10% of $800.00 = $80.00, at most $60.00',
    },
    {
      fee_type: 'PERCENT_GROSS',
      flat: 0,
      percent: 10,
      gross: 0,
      min_fee: 15,
      max_fee: 60,
      fee: 1_500,
      text: '10% of $0.00 = $0.00, at least $15.00',
    },
  ] as const)(
    'prices a $fee_type fee as the server does',
    ({ fee_type, flat, percent, gross, fee, text, ...caps }) => {
      const min_fee = ('min_fee' in caps ? caps.min_fee : undefined) ?? null;
      const max_fee = ('max_fee' in caps ? caps.max_fee : undefined) ?? null;
      const context = buildDay({
        vendor_fees: [{ vendor_type: 'NON_PRODUCER', fee_type, flat, percent, min_fee, max_fee }],
        gov_fee: 0.75,
      });
      const receipt = pendingReceipt({
        context,
        draft: draft({
          market_vendor_id: BERRY.market_vendor_id,
          reported_gross: gross,
          tokens: [{ token_id: SNAP.id, count: 4 }],
        }),
        queuedAt: QUEUED,
        key: KEY,
      });
      const server = serverPrice({
        grossCents: Math.round(gross * 100),
        vendorType: 'NON_PRODUCER',
        rule: {
          fee_type,
          flat_cents: flat * 100,
          percent_hundredths: percent * 100,
          min_fee_cents: min_fee === null ? null : min_fee * 100,
          max_fee_cents: max_fee === null ? null : max_fee * 100,
        },
        govFeeCents: 75,
        tokens: [{ count: 4, perDollarValueCents: 100 }],
      });
      expect(receipt.marketFeeCents).toBe(server.marketFeeCents);
      expect(receipt.marketFeeCalculation).toBe(server.calculation);
      expect(receipt.moneyOwedCents).toBe(server.moneyOwedCents);
      expect(receipt.marketFeeCents).toBe(fee);
      expect(receipt.marketFeeCalculation).toBe(text);
      expect(receipt.moneyOwedCents).toBe(fee + 75 - 400);
    },
  );

  it('a vendor type with no fee rule pays no market fee, as on the server', () => {
    const receipt = pendingReceipt({
      context: buildDay({ vendors: [ALPHA, CLOVER], gov_fee: 0 }),
      draft: draft({ market_vendor_id: CLOVER.market_vendor_id }),
      queuedAt: QUEUED,
      key: KEY,
    });
    expect(receipt).toMatchObject({
      marketFeeCents: 0,
      marketFeeCalculation: 'No fee found for ANCILLARY',
      govFeeCents: 0,
      moneyOwedCents: 0,
      vendorName: 'Clover Crafts',
      vendorType: 'ANCILLARY',
    });
  });

  it('carries the market, the day, the vendor, the queue time and a "Pending sync" label from the key', () => {
    const receipt = pendingReceipt({ context: buildDay(), draft: draft(), queuedAt: QUEUED, key: KEY });
    expect(receipt).toMatchObject({
      marketName: 'Riverside',
      marketDate: MARKET_DATE,
      vendorName: 'Alpha Farm',
      vendorType: 'PRODUCER',
      receiptLabel: 'Pending sync 9F8E7D6C',
      queuedAt: '2026-11-22T17:05:00.000Z',
    });
  });

  it('refuses what the server would refuse instead of printing figures that will not be booked', () => {
    const context = buildDay();
    expect(() =>
      pendingReceipt({
        context,
        draft: draft({ market_vendor_id: '19999999-9999-4999-8999-999999999999' }),
        queuedAt: QUEUED,
        key: KEY,
      }),
    ).toThrow('Selected vendor not found');
    expect(() =>
      pendingReceipt({
        context,
        draft: draft({ tokens: [{ token_id: CALFRESH.id, count: 1 }] }),
        queuedAt: QUEUED,
        key: KEY,
      }),
    ).toThrow(TOKEN_NOT_FOUND);
  });
});

describe('pendingReceiptHtml', () => {
  const standard = buildDay().manager_settings;

  it('says at the top that the checkout is pending sync, and shows the money owed line', () => {
    const receipt = pendingReceipt({
      context: buildDay(),
      draft: draft({ reported_gross: 500, tokens: [{ token_id: SNAP.id, count: 10 }] }),
      queuedAt: QUEUED,
      key: KEY,
    });
    const html = pendingReceiptHtml(receipt, standard);
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf(PENDING_SYNC_BANNER)).toBeGreaterThan(0);
    expect(body.indexOf(PENDING_SYNC_BANNER)).toBeLessThan(body.indexOf('Riverside'));
    // $30.00 fee + $0.50 gov fee − $10.00 in tokens.
    expect(body).toContain(
      '<div class="line bold" style="margin-top:0.87em"><span class="left split">Money Owed</span><span class="right">$20.50</span></div>',
    );
    expect(body).toContain('Pending sync 9F8E7D6C');
    expect(body).toContain('Queued 11/22/2026 5:05 PM');
    expect(html).not.toContain('<script');
  });

  it('escapes every text: a vendor name is user input', () => {
    const evil = '<img src=x onerror="alert(1)"> & Sons';
    const receipt = pendingReceipt({
      context: buildDay({
        market_name: 'Market <b>',
        vendors: [buildVendor({ business_name: evil })],
      }),
      draft: draft(),
      queuedAt: QUEUED,
      key: KEY,
    });
    const html = pendingReceiptHtml(receipt, standard);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Sons');
    expect(html).toContain('Market &lt;b&gt;');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('img, b, script')).toHaveLength(0);
    expect(doc.body.textContent).toContain(evil);
  });

  it('sizes the page in millimetres from the shared layout', () => {
    const receipt = pendingReceipt({ context: buildDay(), draft: draft(), queuedAt: QUEUED, key: KEY });
    const wide = pendingReceiptHtml(receipt, { ...standard, print_scale: 'Wide' });
    expect(wide).toContain('@page { size: 210mm 99mm; margin: 0; }');
    expect(wide).toContain('padding: 8mm');
    // A roll receipt: 80 mm wide and as tall as its lines, with 4 mm margins at 9 pt.
    const lines = pendingReceiptLines(receipt);
    const lineMm = (9 * 1.45 * 25.4) / 72;
    const expected = Math.ceil(8 + lines.reduce((h, l) => h + lineMm * (1 + (l.gap ?? 0)), 0));
    expect(pendingReceiptHtml(receipt, standard)).toContain(`@page { size: 80mm ${expected}mm; margin: 0; }`);
    expect(lines[0]).toEqual({ left: PENDING_SYNC_BANNER, bold: true });
  });
});

describe('the pending receipt in the vendor’s language', () => {
  const standard = buildDay().manager_settings;
  const spanishVendor = { ...ALPHA, language: 'es' as const };

  function receiptFor(vendor: typeof ALPHA) {
    return pendingReceipt({
      context: buildDay({ vendors: [vendor, BERRY] }),
      draft: draft({ reported_gross: 500, tokens: [{ token_id: SNAP.id, count: 10 }] }),
      queuedAt: QUEUED,
      key: KEY,
    });
  }

  it('is in Spanish for a Spanish-speaking vendor, as the server prints it, whatever the screen shows', async () => {
    const receipt = receiptFor(spanishVendor);
    expect(receipt.language).toBe('es');
    const html = pendingReceiptHtml(receipt, standard, await pendingReceiptLanguage(receipt.language));
    const body = html.slice(html.indexOf('<body>'));
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Recibo — Alpha Farm (pendiente de sincronizar)</title>');
    expect(body).toContain('PENDIENTE DE SINCRONIZAR — aún no registrado');
    expect(body).toMatch(/En cola 22 nov 2026 5:05\sp\.\s?m\./);
    expect(body).toContain('Día de mercado');
    expect(body).toContain('Ventas brutas');
    expect(body).toContain('Cuota del mercado');
    // The fee math in the server's Spanish wording (packages/shared/src/i18n/messages/receipt/es.json).
    expect(body).toContain('6% de $500.00 = $30.00');
    expect(body).toContain('Total en fichas');
    expect(body).toContain('Saldo adeudado');
    expect(body).toContain('Pendiente de sincronizar 9F8E7D6C');
    for (const english of ['PENDING SYNC', 'Queued', 'Money Owed', 'Market fee', ' of $', 'Pending sync']) {
      expect(body).not.toContain(english);
    }
  });

  it('stays in English for an English-speaking vendor while the screen is in Spanish', async () => {
    await chooseLocale('es');
    const receipt = receiptFor(ALPHA);
    expect(receipt.language).toBe('en');
    const html = pendingReceiptHtml(receipt, standard, await pendingReceiptLanguage(receipt.language));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(PENDING_SYNC_BANNER);
    expect(html).toContain('Queued 11/22/2026 5:05 PM');
    expect(html).toContain('6% of $500.00 = $30.00');
    expect(html).toContain('Money Owed');
    expect(html).toContain('Pending sync 9F8E7D6C');
    expect(html).not.toContain('Saldo adeudado');
  });

  it('shows a Spanish receipt’s lines under the Spanish banner', async () => {
    const lines = pendingReceiptLines(receiptFor(spanishVendor), await pendingReceiptLanguage('es'));
    expect(lines[0]).toEqual({ left: 'PENDIENTE DE SINCRONIZAR — aún no registrado', bold: true });
    expect(lines.at(-1)?.left).toBe('Pendiente de sincronizar 9F8E7D6C');
  });
});
