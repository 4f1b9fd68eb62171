import { ACCOUNT_ROLES, DEFAULT_ACCOUNTS } from '@marketday/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BooksDayRow, BooksMarketRow } from './accounting.repository';
import { accountingCsv } from './accounting-csv';
import { buildJournals, journalNumber } from './accounting-journals';

const MARKETS: BooksMarketRow[] = [
  { id: '11111111-aaaa-4aaa-8aaa-111111111111', name: 'Davis', accounts: null },
  {
    id: '22222222-bbbb-4bbb-8bbb-222222222222',
    name: 'Woodland',
    accounts: { ...DEFAULT_ACCOUNTS, market_fees: '400', vendor_receivable: '610' },
  },
];

// Any cents a day's sums may hold: the database's sums are integers of either sign (a credit charged to a vendor is
// negative), up to what a season of checkouts adds to.
const cents = fc.integer({ min: -50_000_000, max: 50_000_000 });
const day = fc.record({
  market_id: fc.constantFrom(...MARKETS.map((m) => m.id)),
  date: fc
    .integer({ min: 0, max: 364 })
    .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)),
  market_fee_cents: cents,
  gov_fee_cents: cents,
  token_cents: cents,
  charge_cents: cents,
  paid_in_cents: fc.nat({ max: 50_000_000 }),
  paid_out_cents: fc.nat({ max: 50_000_000 }),
  issued_cents: cents,
  refunded_cents: cents,
}) as fc.Arbitrary<BooksDayRow>;
const days = fc
  .uniqueArray(day, { selector: (d) => `${d.market_id}|${d.date}`, maxLength: 30 })
  .map((list) => list.sort((a, b) => a.date.localeCompare(b.date)));

// −0 (0 negated) and 0 are one amount; toEqual tells them apart.
const withoutNegativeZero = (sums: Record<string, number>) =>
  Object.fromEntries(Object.entries(sums).map(([role, value]) => [role, value + 0]));

describe('the books’ journals', () => {
  it('each balance to the cent, and move each account by what the day’s sums say, for any data', () => {
    fc.assert(
      fc.property(days, (rows) => {
        const journals = buildJournals(MARKETS, rows);
        for (const journal of journals) {
          const debits = journal.lines.reduce((sum, line) => sum + line.debitCents, 0);
          const credits = journal.lines.reduce((sum, line) => sum + line.creditCents, 0);
          expect(debits).toBe(credits);
          for (const line of journal.lines) {
            expect(line.debitCents === 0).not.toBe(line.creditCents === 0);
            expect(Math.min(line.debitCents, line.creditCents)).toBe(0);
          }
        }
        // Every account's net movement (debit − credit) is the day's sums' as docs/product.md §22 posts them.
        for (const row of rows) {
          const journal = journals.find((j) => j.number === journalNumber(row.market_id, row.date));
          const net = Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, 0]));
          for (const line of journal?.lines ?? []) net[line.role]! += line.debitCents - line.creditCents;
          expect(net).toEqual(
            withoutNegativeZero({
              market_fees: -row.market_fee_cents,
              booth_fees: -row.charge_cents,
              gov_fees: -row.gov_fee_cents,
              vendor_receivable:
                row.market_fee_cents +
                row.gov_fee_cents -
                row.token_cents +
                row.charge_cents -
                row.paid_in_cents +
                row.paid_out_cents,
              vendor_payments: row.paid_in_cents - row.paid_out_cents,
              token_liability: row.token_cents - row.issued_cents + row.refunded_cents,
              token_clearing: row.issued_cents - row.refunded_cents,
            }),
          );
        }
        // Xero's signed amounts of each journal sum to 0 too, as the file says them.
        const sums = new Map<string, number>();
        for (const line of accountingCsv('xero', journals).trimEnd().split('\r\n').slice(1)) {
          const cells = line.split(',');
          const amount = cells[5] ?? '';
          const [whole = '0', part = '0'] = amount.replace('-', '').split('.');
          const signed = (amount.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(part));
          sums.set(`${cells[0]}|${cells[1]}`, (sums.get(`${cells[0]}|${cells[1]}`) ?? 0) + signed);
        }
        for (const sum of sums.values()) expect(sum).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('books each line to its market’s accounts, and leave out a day with nothing to post', () => {
    const zero = {
      date: '2026-06-13',
      market_fee_cents: 0,
      gov_fee_cents: 0,
      token_cents: 0,
      charge_cents: 0,
      paid_in_cents: 0,
      paid_out_cents: 0,
      issued_cents: 0,
      refunded_cents: 0,
    };
    const journals = buildJournals(MARKETS, [
      { ...zero, market_id: MARKETS[0]!.id },
      { ...zero, market_id: MARKETS[1]!.id, market_fee_cents: 1234 },
    ]);
    expect(journals).toEqual([
      {
        number: 'MD-20260613-222222',
        date: '2026-06-13',
        marketName: 'Woodland',
        lines: [
          {
            role: 'vendor_receivable',
            account: '610',
            description: 'Market fees of the checkouts',
            debitCents: 1234,
            creditCents: 0,
          },
          {
            role: 'market_fees',
            account: '400',
            description: 'Market fees of the checkouts',
            debitCents: 0,
            creditCents: 1234,
          },
        ],
      },
    ]);
  });

  it('swap a negative sum’s sides: a credit to a vendor lowers what they owe', () => {
    const [journal] = buildJournals(MARKETS.slice(0, 1), [
      {
        market_id: MARKETS[0]!.id,
        date: '2026-06-13',
        market_fee_cents: 0,
        gov_fee_cents: 0,
        token_cents: 0,
        charge_cents: -500,
        paid_in_cents: 0,
        paid_out_cents: 0,
        issued_cents: 0,
        refunded_cents: 0,
      },
    ]);
    expect(journal?.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['Booth Fee Income', 500, 0],
      ['Vendor Receivables', 0, 500],
    ]);
  });
});
