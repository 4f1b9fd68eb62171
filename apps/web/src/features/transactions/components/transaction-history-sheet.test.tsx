import {
  type AuditEvent,
  auditChanges,
  auditValuesInDollars,
  type ReceiptAnswer,
  type StoredTransactionAuditValues,
  type TransactionHistory,
} from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { TransactionHistorySheet } from './transaction-history-sheet';

const TRANSACTION = {
  id: '3e2d5f4b-6a7c-4d8e-9f0a-1b2c3d4e5f6a',
  market_name: 'Saturday Downtown',
  vendor_name: 'Sunny Acres',
  market_date: '2026-11-21',
} as unknown as TransactionRow;

// As the audit trail stores them (cents); the events below are built as the API answers them.
const BEFORE: StoredTransactionAuditValues = {
  market_id: 'm',
  market_name: 'Saturday Downtown',
  vendor_id: 'v',
  vendor_name: 'Sunny Acres',
  market_date: '2026-11-21',
  reported_gross_cents: 50000,
  market_fee_cents: 3000,
  market_fee_calculation: '6% of $500.00 = $30.00',
  gov_fee_cents: 150,
  token_total_cents: 1200,
  money_owed_cents: 1950,
  tokens: [{ token_id: 't', name: 'Market Bucks', count: 12, per_dollar_value_cents: 100 }],
  custom_fields: {},
  receipt_email: null,
};
const AFTER = {
  ...BEFORE,
  reported_gross_cents: 30000,
  market_fee_cents: 1800,
  money_owed_cents: 750,
  market_fee_calculation: '6% of $300.00 = $18.00',
};

function event(
  action: AuditEvent['action'],
  before: StoredTransactionAuditValues | null,
  after: StoredTransactionAuditValues | null,
  at: string,
): AuditEvent {
  return {
    id: `${action}-${at}`,
    entity: 'transaction',
    entity_id: TRANSACTION.id,
    action,
    actor: { id: 'u', username: 'manager' },
    created_at: at,
    before: auditValuesInDollars('transaction', before),
    after: auditValuesInDollars('transaction', after),
    changes: auditChanges({ entity: 'transaction', before, after }),
  };
}

function page(data: AuditEvent[], { page = 0, total = data.length } = {}): { data: TransactionHistory } {
  return { data: { data, page, page_size: 50, total_count: total, totals: null, receipt_answers: [] } };
}

function renderSheet() {
  renderWithProviders(<TransactionHistorySheet transaction={TRANSACTION} open onOpenChange={() => {}} />);
}

describe('TransactionHistorySheet', () => {
  it('lists who changed the checkout and when, oldest first, with each changed figure before and after', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValue(
        page([
          event('create', null, BEFORE, '2026-11-21T20:00:00.000Z'),
          event('update', BEFORE, AFTER, '2026-11-22T18:30:00.000Z'),
        ]),
      );
    renderSheet();
    const list = await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(get).toHaveBeenCalledWith(`/market-managers/transactions/${TRANSACTION.id}/history`, {
      params: { page: 0, page_size: 50 },
    });
    const [create, update] = within(list).getAllByRole('listitem');
    expect(within(update!).getByText('Updated')).toBeInTheDocument();
    expect(within(update!).getByText('by manager')).toBeInTheDocument();
    const gross = within(update!).getByText('Gross Profit').nextElementSibling as HTMLElement;
    expect(gross).toHaveTextContent('$500.00changed to$300.00');
    expect(within(update!).getByText('Money Owed').nextElementSibling).toHaveTextContent(
      '$19.50changed to$7.50',
    );
    // Figures that did not change are not listed.
    expect(within(update!).queryByText('Gov. fee')).not.toBeInTheDocument();
    expect(within(create!).getByText('Created')).toBeInTheDocument();
    expect(within(create!).getByText('Market Bucks').nextElementSibling).toHaveTextContent('12');
  });

  it('says so when a checkout has no recorded changes', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(page([]));
    renderSheet();
    expect(await screen.findByText(/booked before the history was kept/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more changes' })).not.toBeInTheDocument();
  });

  it('appends the next page of changes when asked, and offers no more after the last', async () => {
    const first = Array.from({ length: 50 }, (_, i) =>
      event('update', BEFORE, AFTER, `2026-11-22T18:${String(i).padStart(2, '0')}:00.000Z`),
    );
    const last = event('delete', AFTER, null, '2026-11-23T09:00:00.000Z');
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (_url, options) =>
        (options?.params as { page?: number } | undefined)?.page === 0
          ? page(first, { total: 51 })
          : page([last], { page: 1, total: 51 }),
      );
    const user = userEvent.setup();
    renderSheet();
    const list = await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 51')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more changes' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(51));
    expect(get).toHaveBeenLastCalledWith(`/market-managers/transactions/${TRANSACTION.id}/history`, {
      params: { page: 1, page_size: 50 },
    });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[49]!).getByText('Updated')).toBeInTheDocument();
    expect(within(items[50]!).getByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more changes' })).not.toBeInTheDocument();
  }, 20_000); // Role queries over 50 rendered rows are slow in jsdom on a loaded machine.

  it('shows the vendor’s answers to the receipt between the changes, by time', async () => {
    const answer = (id: string, at: string, agreed: boolean, version: number): ReceiptAnswer => ({
      id,
      transaction_id: TRANSACTION.id,
      version,
      answer: agreed ? 'agreed' : 'disputed',
      note: agreed ? null : 'Two tokens missing',
      answered_at: at,
      resolved_at: agreed ? null : '2026-11-22T18:00:00.000Z',
    });
    vi.spyOn(api, 'get').mockResolvedValue({
      data: {
        ...page([
          event('create', null, BEFORE, '2026-11-21T20:00:00.000Z'),
          event('update', BEFORE, AFTER, '2026-11-22T18:30:00.000Z'),
        ]).data,
        receipt_answers: [
          answer('a1', '2026-11-21T21:00:00.000Z', false, 1),
          answer('a2', '2026-11-22T19:00:00.000Z', true, 2),
        ],
      },
    });
    renderSheet();
    const list = await screen.findByRole('list', { name: 'Changes, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Created'),
      expect.stringContaining('Vendor disputed: Two tokens missing'),
      expect.stringContaining('Updated'),
      expect.stringContaining('Vendor agreed'),
    ]);
    expect(within(items[1]!).getByText(/^Resolved/)).toBeInTheDocument();
  });
});
