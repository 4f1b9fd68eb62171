import { type AccountingAccounts, type AccountRole, type Cents, DEFAULT_ACCOUNTS } from '@marketday/shared';
import type { BooksDayRow, BooksMarketRow } from './accounting.repository';

// The books' journals (docs/product.md §22): one per market per day with money, each posting a debit and a credit
// of the same cents, so every journal balances by construction. A negative sum (a credit charged to a vendor)
// swaps the posting's sides; a zero one writes no lines.

export type Posting = { description: string; debit: AccountRole; credit: AccountRole; cents: Cents };

export type JournalLine = {
  role: AccountRole;
  /** The market's account for the role: a name for QuickBooks, a code for Xero. */
  account: string;
  description: string;
  debitCents: Cents;
  creditCents: Cents;
};

export type Journal = {
  /** Stable for the market and day, so an export imported twice is seen as a duplicate. */
  number: string;
  date: string;
  marketName: string;
  lines: JournalLine[];
};

// What a day's sums post, in the order the journal lists them (the table of docs/product.md §22).
export function dayPostings(day: BooksDayRow): Posting[] {
  return [
    {
      description: 'Market fees of the checkouts',
      debit: 'vendor_receivable',
      credit: 'market_fees',
      cents: day.market_fee_cents,
    },
    {
      description: 'Government fees of the checkouts',
      debit: 'vendor_receivable',
      credit: 'gov_fees',
      cents: day.gov_fee_cents,
    },
    {
      description: 'Tokens vendors handed in at checkout',
      debit: 'token_liability',
      credit: 'vendor_receivable',
      cents: day.token_cents,
    },
    {
      description: 'Booth fees charged to vendors',
      debit: 'vendor_receivable',
      credit: 'booth_fees',
      cents: day.charge_cents,
    },
    {
      description: 'Payments from vendors',
      debit: 'vendor_payments',
      credit: 'vendor_receivable',
      cents: day.paid_in_cents,
    },
    {
      description: 'Payments to vendors',
      debit: 'vendor_receivable',
      credit: 'vendor_payments',
      cents: day.paid_out_cents,
    },
    {
      description: 'Tokens sold at the info booth',
      debit: 'token_clearing',
      credit: 'token_liability',
      cents: day.issued_cents,
    },
    {
      description: 'Unused tokens refunded at the info booth',
      debit: 'token_liability',
      credit: 'token_clearing',
      cents: day.refunded_cents,
    },
  ];
}

/** The debit and credit lines of postings, on the accounts the mapping names. */
export function journalLines(postings: readonly Posting[], accounts: AccountingAccounts): JournalLine[] {
  return postings.flatMap(({ description, debit, credit, cents }) => {
    if (cents === 0) return [];
    const [dr, cr] = cents > 0 ? [debit, credit] : [credit, debit];
    const amount = Math.abs(cents);
    return [
      { role: dr, account: accounts[dr], description, debitCents: amount, creditCents: 0 },
      { role: cr, account: accounts[cr], description, debitCents: 0, creditCents: amount },
    ];
  });
}

/** "MD-20260613-1a2b3c": the day (its whole year: 1926 and 2026 differ) and the market's id, within QuickBooks' 21 characters. */
export function journalNumber(marketId: string, date: string) {
  return `MD-${date.replaceAll('-', '')}-${marketId.replaceAll('-', '').slice(0, 6)}`;
}

/** The market's accounts: its saved mapping over the defaults. */
export function accountsOf(stored: AccountingAccounts | null): AccountingAccounts {
  return { ...DEFAULT_ACCOUNTS, ...(stored ?? {}) };
}

/** Every day's journal, by date then market name; a day whose sums are all 0 has none. */
export function buildJournals(markets: readonly BooksMarketRow[], days: readonly BooksDayRow[]): Journal[] {
  const byId = new Map(markets.map((market, order) => [market.id, { market, order }]));
  const journals: (Journal & { order: number })[] = [];
  for (const day of days) {
    const found = byId.get(day.market_id);
    if (!found) continue;
    const lines = journalLines(dayPostings(day), accountsOf(found.market.accounts));
    if (lines.length === 0) continue;
    journals.push({
      number: journalNumber(day.market_id, day.date),
      date: day.date,
      marketName: found.market.name,
      lines,
      order: found.order,
    });
  }
  journals.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  return journals.map(({ order: _order, ...journal }) => journal);
}
