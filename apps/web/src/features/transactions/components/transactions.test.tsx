import type { Transaction } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { api } from '@/lib/api-client';
import { transactionParams } from '../api/list-transactions';
import { TransactionFilters } from './transaction-filters';
import { TransactionsTable } from './transactions-table';
import { useTransactionFilters } from './use-transaction-filters';

const MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };

function transaction(overrides: Partial<Transaction>): Transaction {
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

// The page's composition: filters drive the table's request.
function TransactionsView() {
  const filters = useTransactionFilters();
  return (
    <>
      <TransactionFilters markets={[MARKET]} filters={filters} />
      <TransactionsTable filters={filters.query} />
    </>
  );
}

function renderPage(rows: Transaction[]) {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ data: rows });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <TransactionsView />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  const listCalls = () => get.mock.calls.filter(([url]) => url === '/market-managers/transactions');
  return { lastListParams: () => listCalls().at(-1)?.[1]?.params as Record<string, unknown> | undefined };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Transactions', () => {
  it('totals the listed transactions in cents', async () => {
    renderPage([
      transaction({ reported_gross: 0.1, money_owed: -1.1 }),
      transaction({ reported_gross: 0.2, vendor_name: 'Bread Co', money_owed: 0.1 }),
    ]);
    const totals = await screen.findByRole('region', { name: 'Totals for the listed transactions' });
    await waitFor(() => expect(within(totals).getByText('$0.30')).toBeInTheDocument());
    expect(within(totals).getByText('Pay vendors $1.00')).toBeInTheDocument();
    expect(within(totals).getByText('2')).toBeInTheDocument();
  });

  it('leaves vendor_type out of the request for All Vendor Types', async () => {
    const user = userEvent.setup();
    const { lastListParams } = renderPage([]);
    await waitFor(() => expect(lastListParams()).toBeDefined());
    expect(lastListParams()).not.toHaveProperty('vendor_type');
    expect(lastListParams()).not.toHaveProperty('market_id');
    expect(lastListParams()).toMatchObject({ sort_by: 'market_date', sort_direction: 'DESC' });

    await choose(user, 'Vendor type', 'Producer');
    await waitFor(() => expect(lastListParams()).toHaveProperty('vendor_type', 'PRODUCER'));
    await choose(user, 'Vendor type', 'All Vendor Types');
    await waitFor(() => expect(lastListParams()).not.toHaveProperty('vendor_type'));
  });

  it('a custom range that ends before it starts is refused with the spec message', async () => {
    const user = userEvent.setup();
    const { lastListParams } = renderPage([]);
    await choose(user, 'Date range', 'Custom range');
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    await user.clear(start);
    await user.type(start, '06102025');
    await user.clear(end);
    await user.type(end, '06012025');
    expect(await screen.findByText('Start date must be before or equal to end date')).toBeInTheDocument();
    expect(lastListParams()).not.toMatchObject({ start_date: '2025-06-10', end_date: '2025-06-01' });

    await user.clear(end);
    await user.type(end, '06202025');
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ start_date: '2025-06-10', end_date: '2025-06-20' }),
    );
    expect(screen.queryByText('Start date must be before or equal to end date')).not.toBeInTheDocument();
  });

  it('builds request parameters without the all-markets and all-types choices', () => {
    const base = { startDate: '2025-06-01', endDate: '2025-06-30' };
    expect(transactionParams({ ...base, marketId: null, vendorType: 'All Vendor Types' })).toEqual({
      start_date: '2025-06-01',
      end_date: '2025-06-30',
      sort_by: 'market_date',
      sort_direction: 'DESC',
    });
    expect(transactionParams({ ...base, marketId: MARKET.id, vendorType: 'ANCILLARY' })).toMatchObject({
      market_id: MARKET.id,
      vendor_type: 'ANCILLARY',
    });
  });
});
