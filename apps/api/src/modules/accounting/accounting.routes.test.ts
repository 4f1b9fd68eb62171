import {
  ACCOUNTING_MESSAGES,
  type AccountingAccounts,
  DATE_ORDER_MESSAGE,
  DEFAULT_ACCOUNTS,
  TEXT_CHARACTERS_MESSAGE,
} from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { bookCheckout, recordPayment } from '../../../test/balance-fixtures';
import { createClock } from '../../../test/build-test-app';
import { producerCheckout } from '../../../test/checkout-fixtures';
import { signedInStaff } from '../../../test/clients';
import { expectDownload } from '../../../test/downloads';
import { createMarket, managerWithMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { tokenFloatEntries, vendorCharges } from '../../db/schema';

// Monday 30 November 2026, noon in California: the Saturdays of November are past.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-30T20:00:00Z')) }));

const RANGE = 'start_date=2026-11-01&end_date=2026-11-30';
const books = (system: string, query = RANGE) => `/market-managers/reports/accounting/${system}?${query}`;
const accounting = (marketId: string) => `/market-managers/markets/${marketId}/accounting`;

// Two market days worked out by hand (marketPayload: producers pay 6% of gross, resellers the larger of $25 and
// 8.5%, every checkout $1.50 of government fee; Market Bucks are $1, CalFresh $5):
//   11/14: the reseller's $100 day: $25.00 fee + $1.50 gov fee, no tokens.
//   11/21: the producer's $500 day with 12 Market Bucks and 2 CalFresh: $30.00 fee + $1.50 − $22.00 of tokens;
//          a $25.10 booth fee charged; the producer paid $9.50, the market paid the reseller $3.00; the booth sold
//          $40.00 of tokens and refunded $10.00.
async function twoMarketDays() {
  const world = await managerWithMarket(t);
  const { manager, market, vendors, bucks, calfresh } = world;
  await bookCheckout(manager, market, vendors.reseller.market_vendor_id, '2026-11-14', 100);
  const booked = await manager.api(
    'POST',
    `/market-managers/transactions/${market.id}`,
    producerCheckout({ vendors, bucks, calfresh, day: '2026-11-21' }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  await t.db.insert(vendorCharges).values({
    managerId: manager.manager.id,
    marketId: market.id,
    marketVendorId: vendors.producer.market_vendor_id,
    vendorId: vendors.producer.id,
    date: '2026-11-21',
    kind: 'BOOTH_DAY',
    chargeKey: 'BOOTH_DAY:2026-11-21',
    amountCents: 2510,
    description: 'Booth fee',
  });
  await recordPayment(manager, market.id, {
    vendor_id: vendors.producer.id,
    paid_on: '2026-11-21',
    direction: 'FROM_VENDOR',
    amount: 9.5,
  });
  await recordPayment(manager, market.id, {
    vendor_id: vendors.reseller.id,
    paid_on: '2026-11-21',
    direction: 'TO_VENDOR',
    amount: 3,
  });
  const float = { marketId: market.id, marketDate: '2026-11-21', method: 'CASH' } as const;
  await t.db.insert(tokenFloatEntries).values([
    { ...float, tokenId: bucks.id, kind: 'ISSUE', count: 40, amountCents: 4000 },
    { ...float, tokenId: calfresh.id, kind: 'REFUND', count: 2, amountCents: 1000 },
  ]);
  return world;
}

const lines = (body: string) => body.trimEnd().split('\r\n');
const journalNo = (marketId: string, day: string) => `MD-${day}-${marketId.replaceAll('-', '').slice(0, 6)}`;

describe('the books as QuickBooks Online journal entries', () => {
  it('write one balanced entry per market day on the default accounts, in QuickBooks’ columns', async () => {
    const { manager, market } = await twoMarketDays();
    const response = await manager.api('GET', books('quickbooks', `${RANGE}&market_id=${market.id}`));
    expectDownload(response, 'csv', 'books-quickbooks-downtown-farmers-market-2026-11-01-to-2026-11-30.csv');
    const first = journalNo(market.id, '20261114');
    const second = journalNo(market.id, '20261121');
    expect(lines(response.body)).toEqual([
      'JournalNo,JournalDate,AccountName,Debits,Credits,Description',
      `${first},11/14/2026,Vendor Receivables,25.00,,Market fees of the checkouts`,
      `${first},11/14/2026,Market Fee Income,,25.00,Market fees of the checkouts`,
      `${first},11/14/2026,Vendor Receivables,1.50,,Government fees of the checkouts`,
      `${first},11/14/2026,Government Fees Payable,,1.50,Government fees of the checkouts`,
      `${second},11/21/2026,Vendor Receivables,30.00,,Market fees of the checkouts`,
      `${second},11/21/2026,Market Fee Income,,30.00,Market fees of the checkouts`,
      `${second},11/21/2026,Vendor Receivables,1.50,,Government fees of the checkouts`,
      `${second},11/21/2026,Government Fees Payable,,1.50,Government fees of the checkouts`,
      `${second},11/21/2026,Tokens Outstanding,22.00,,Tokens vendors handed in at checkout`,
      `${second},11/21/2026,Vendor Receivables,,22.00,Tokens vendors handed in at checkout`,
      `${second},11/21/2026,Vendor Receivables,25.10,,Booth fees charged to vendors`,
      `${second},11/21/2026,Booth Fee Income,,25.10,Booth fees charged to vendors`,
      `${second},11/21/2026,Checking,9.50,,Payments from vendors`,
      `${second},11/21/2026,Vendor Receivables,,9.50,Payments from vendors`,
      `${second},11/21/2026,Vendor Receivables,3.00,,Payments to vendors`,
      `${second},11/21/2026,Checking,,3.00,Payments to vendors`,
      `${second},11/21/2026,Token Sales Clearing,40.00,,Tokens sold at the info booth`,
      `${second},11/21/2026,Tokens Outstanding,,40.00,Tokens sold at the info booth`,
      `${second},11/21/2026,Tokens Outstanding,10.00,,Unused tokens refunded at the info booth`,
      `${second},11/21/2026,Token Sales Clearing,,10.00,Unused tokens refunded at the info booth`,
    ]);
    // The range bounds the days: the 14th alone.
    const oneDay = await manager.api('GET', books('quickbooks', 'start_date=2026-11-14&end_date=2026-11-20'));
    expect(lines(oneDay.body)).toHaveLength(5);
  });
});

describe('the books’ tokens sold, by the one truth of a market day', () => {
  it('sell a day report’s tokens distributed on a day the booth kept no float, and only the float’s on a float day', async () => {
    const { manager, market, bucks, calfresh } = await twoMarketDays();
    const report = (date: string, counts: { token_id: string; count: number }[]) =>
      manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
        market: market.id,
        date,
        expenses: 0,
        tokens_distributed: counts,
      });
    // 11/14 (no float entry): 30 Market Bucks ($1) and 2 CalFresh ($5) handed out = $40.00 sold.
    const kept = await report('2026-11-14', [
      { token_id: bucks.id, count: 30 },
      { token_id: calfresh.id, count: 2 },
    ]);
    expect(kept.statusCode, kept.body).toBe(201);
    // 11/21 is a float day: its report's count is the float's, not a second sale.
    expect((await report('2026-11-21', [{ token_id: bucks.id, count: 99 }])).statusCode).toBe(201);
    const response = await manager.api('GET', books('quickbooks', `${RANGE}&market_id=${market.id}`));
    const sold = lines(response.body).filter((line) => line.endsWith('Tokens sold at the info booth'));
    expect(sold).toEqual([
      `${journalNo(market.id, '20261114')},11/14/2026,Token Sales Clearing,40.00,,Tokens sold at the info booth`,
      `${journalNo(market.id, '20261114')},11/14/2026,Tokens Outstanding,,40.00,Tokens sold at the info booth`,
      `${journalNo(market.id, '20261121')},11/21/2026,Token Sales Clearing,40.00,,Tokens sold at the info booth`,
      `${journalNo(market.id, '20261121')},11/21/2026,Tokens Outstanding,,40.00,Tokens sold at the info booth`,
    ]);
  });
});

describe('the books as Xero manual journals', () => {
  it('write signed amounts in Xero’s columns, each journal (one narration and date) summing to 0', async () => {
    const { manager, market } = await twoMarketDays();
    const response = await manager.api('GET', books('xero'));
    expectDownload(response, 'csv', 'books-xero-all-markets-2026-11-01-to-2026-11-30.csv');
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Narration,Date,Description,AccountCode,TaxRate,Amount');
    const first = `${journalNo(market.id, '20261114')} Downtown Farmers Market`;
    expect(rows.slice(0, 4)).toEqual([
      `${first},14 Nov 2026,Market fees of the checkouts,Vendor Receivables,Tax Exempt,25.00`,
      `${first},14 Nov 2026,Market fees of the checkouts,Market Fee Income,Tax Exempt,-25.00`,
      `${first},14 Nov 2026,Government fees of the checkouts,Vendor Receivables,Tax Exempt,1.50`,
      `${first},14 Nov 2026,Government fees of the checkouts,Government Fees Payable,Tax Exempt,-1.50`,
    ]);
    expect(rows).toHaveLength(20);
    const sums = new Map<string, number>();
    for (const row of rows) {
      const cells = row.split(',');
      const key = `${cells[0]}|${cells[1]}`;
      sums.set(key, (sums.get(key) ?? 0) + Math.round(Number(cells[5]) * 100));
    }
    expect([...sums.values()]).toEqual([0, 0]);
  });
});

describe('the market’s accounts', () => {
  const CODES: AccountingAccounts = {
    market_fees: '400',
    booth_fees: '410',
    gov_fees: '820',
    vendor_receivable: '610',
    vendor_payments: '090',
    token_liability: '830',
    token_clearing: '091',
  };

  it('are the defaults until saved, and the export books each line to the saved account', async () => {
    const { manager, market } = await twoMarketDays();
    expect((await manager.api('GET', accounting(market.id))).json()).toEqual(DEFAULT_ACCOUNTS);
    const saved = await manager.api('PUT', accounting(market.id), { ...CODES, market_fees: '  400 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: ACCOUNTING_MESSAGES.saved, data: CODES });
    expect((await manager.api('GET', accounting(market.id))).json()).toEqual(CODES);

    const rows = lines((await manager.api('GET', books('xero'))).body).slice(1);
    const accounts = new Set(rows.map((row) => row.split(',')[3]));
    expect(accounts).toEqual(new Set(Object.values(CODES)));
    expect(rows[0]).toContain(',Market fees of the checkouts,610,Tax Exempt,25.00');
    expect(rows[1]).toContain(',Market fees of the checkouts,400,Tax Exempt,-25.00');
  });

  it('are set by a co-manager but not by other staff', async () => {
    const { manager, market } = await managerWithMarket(t);
    const staff = (role: 'STAFF' | 'CO_MANAGER') =>
      signedInStaff(t, { managerId: manager.manager.id, role, marketIds: [market.id] });
    const coManager = await staff('CO_MANAGER');
    expect((await coManager.api('PUT', accounting(market.id), CODES)).statusCode).toBe(200);
    // The owner's other market is not the co-manager's: neither its accounts nor its books.
    const elsewhere = await createMarket(manager, { name: 'Elsewhere Market' });
    expect((await coManager.api('GET', accounting(elsewhere.id))).statusCode).toBe(404);
    const theirs = await coManager.api('GET', books('xero', `${RANGE}&market_id=${elsewhere.id}`));
    expect(theirs.statusCode).toBe(404);
    expect((await coManager.api('GET', books('xero', `${RANGE}&market_id=${market.id}`))).statusCode).toBe(
      200,
    );
    const clerk = await staff('STAFF');
    expect((await clerk.api('PUT', accounting(market.id), DEFAULT_ACCOUNTS)).statusCode).toBe(403);
    expect((await clerk.api('GET', books('quickbooks'))).statusCode).toBe(403);
    expect((await manager.api('GET', accounting(market.id))).json()).toEqual(CODES);
  });

  it('refuse an empty account and one holding a NUL byte, naming the field', async () => {
    const { manager, market } = await managerWithMarket(t);
    const empty = await manager.api('PUT', accounting(market.id), { ...CODES, booth_fees: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { path: 'booth_fees', message: ACCOUNTING_MESSAGES.accountRequired },
    ]);
    const nul = await manager.api('PUT', accounting(market.id), { ...CODES, gov_fees: 'Fees\u0000Payable' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ path: 'gov_fees', message: TEXT_CHARACTERS_MESSAGE }]);
    expect((await manager.api('GET', accounting(market.id))).json()).toEqual(DEFAULT_ACCOUNTS);
  });
});

describe('another manager', () => {
  it('can neither read nor set the market’s accounts, nor see the market in the books', async () => {
    const { market } = await twoMarketDays();
    const other = await signedInManager(t);
    await createMarket(other, { name: 'Other Market' });
    expect((await other.api('GET', accounting(market.id))).statusCode).toBe(404);
    expect((await other.api('PUT', accounting(market.id), DEFAULT_ACCOUNTS)).statusCode).toBe(404);
    expect((await other.api('GET', books('quickbooks', `${RANGE}&market_id=${market.id}`))).statusCode).toBe(
      404,
    );
    const theirs = await other.api('GET', books('quickbooks'));
    expect(theirs.statusCode).toBe(200);
    expect(lines(theirs.body)).toEqual(['JournalNo,JournalDate,AccountName,Debits,Credits,Description']);
  });
});

describe('bad input', () => {
  it('refuses a system the books do not export to, and a reversed range', async () => {
    const { manager } = await managerWithMarket(t);
    const sage = await manager.api('GET', books('sage'));
    expect(sage.statusCode).toBe(400);
    expect(sage.json().errors).toEqual([{ path: 'system', message: ACCOUNTING_MESSAGES.unknownSystem }]);
    const reversed = await manager.api('GET', books('xero', 'start_date=2026-11-30&end_date=2026-11-01'));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ path: 'end_date', message: DATE_ORDER_MESSAGE }]);
  });
});
