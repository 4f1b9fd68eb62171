import type { Transaction, TransactionPage } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { expectReversedRangeRefused } from '@/test/custom-range-input';
import { renderWithProviders } from '@/test/test-providers';
import { buildTransaction, MARKET } from '../testing/transaction-fixtures';
import { transactionParams } from '../transaction-params';
import { TransactionFilters } from './transaction-filters';
import { TransactionsTable } from './transactions-table';
import { useTransactionFilters } from './use-transaction-filters';

// The page's composition: filters drive the table's request.
function TransactionsView() {
  const filters = useTransactionFilters();
  return (
    <>
      <TransactionFilters viewer="manager" markets={[MARKET]} filters={filters} />
      <TransactionsTable filters={filters.query} />
    </>
  );
}

const NO_TOTALS = {
  count: 0,
  reported_gross: 0,
  market_fee: 0,
  gov_fee: 0,
  token_total: 0,
  money_owed: 0,
  tokens: [],
};

// The server's answer: one page of rows, the count and the totals of the whole range.
function pageOf(rows: Transaction[], overrides: Partial<TransactionPage> = {}): TransactionPage {
  const count = overrides.total_count ?? rows.length;
  return {
    data: rows,
    page: 0,
    page_size: 10,
    total_count: count,
    totals: { ...NO_TOTALS, count },
    ...overrides,
  };
}

function renderPage(body: TransactionPage) {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ data: body });
  renderWithProviders(<TransactionsView />);
  const paramsOf = (call: (typeof get.mock.calls)[number]) => call[1]?.params as Record<string, unknown>;
  const calls = () => get.mock.calls.filter(([url]) => url === '/market-managers/transactions').map(paramsOf);
  // A page alone (totals=false), or the range's totals once per filter.
  const pageCalls = () => calls().filter((params) => params.totals === 'false');
  const totalsCalls = () => calls().filter((params) => params.totals !== 'false');
  return {
    lastListParams: () => pageCalls().at(-1),
    totalsCalls,
  };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Transactions', () => {
  it('shows the server’s totals of the whole range, not sums of the page', async () => {
    renderPage(
      pageOf([buildTransaction({ reported_gross: 0.1, money_owed: -1.1 })], {
        total_count: 42,
        totals: { ...NO_TOTALS, count: 42, reported_gross: 1234.5, money_owed: -1 },
      }),
    );
    const totals = await screen.findByRole('region', { name: 'Totals for the listed transactions' });
    await waitFor(() => expect(within(totals).getByText('$1,234.50')).toBeInTheDocument());
    expect(within(totals).getByText('Pay vendors $1.00')).toBeInTheDocument();
    expect(within(totals).getByText('42')).toBeInTheDocument();
  });

  it('asks the server for each page and sort, and starts again at the first page for a new search', async () => {
    const user = userEvent.setup();
    const { lastListParams, totalsCalls } = renderPage(pageOf([buildTransaction({})], { total_count: 25 }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ page: 0, page_size: 10 });
    await waitFor(() => expect(totalsCalls()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: 2 }));
    // Turning pages does not sum the whole range again.
    expect(totalsCalls()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Vendor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Asc' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ page: 0, sort_by: 'vendor_name', sort_direction: 'ASC' }),
    );

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors or markets' }), '50% Farm');
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: 0, search: '50% Farm' }));
    expect(lastListParams()).toMatchObject({ sort_by: 'vendor_name' });
    // A new search is a new range: its totals are asked for.
    await waitFor(() => expect(totalsCalls().at(-1)).toMatchObject({ search: '50% Farm' }));
  });

  it('leaves vendor_type out of the request for All Vendor Types', async () => {
    const user = userEvent.setup();
    const { lastListParams } = renderPage(pageOf([]));
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
    const { lastListParams } = renderPage(pageOf([]));
    await choose(user, 'Date range', 'Custom range');
    await expectReversedRangeRefused(user, lastListParams, 2025);
  });

  it('names who checked out each row: its own column on a wide screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(min-width: 1440px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    renderPage(
      pageOf([
        buildTransaction({ checked_out_by: 'sam.staff' }),
        buildTransaction({ vendor_name: 'Old Row' }),
      ]),
    );
    expect(await screen.findByRole('cell', { name: 'sam.staff' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Checked out by' })).toBeInTheDocument();
    expect(screen.queryByText('Checked out by sam.staff')).not.toBeInTheDocument();
    // A row from before the name was recorded leaves the cell blank.
    const old = screen.getByText('Old Row').closest('tr') as HTMLElement;
    expect(within(old).queryByText(/sam\.staff/)).not.toBeInTheDocument();
  });

  it('names who checked out each row under the market when the table has no room for the column', async () => {
    renderPage(pageOf([buildTransaction({ checked_out_by: 'sam.staff' })]));
    expect(await screen.findByText('Checked out by sam.staff')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Checked out by' })).not.toBeInTheDocument();
  });

  it('builds request parameters without the all-markets and all-types choices', () => {
    const base = { startDate: '2025-06-01', endDate: '2025-06-30' };
    expect(transactionParams({ ...base, marketId: null, vendorType: 'All Vendor Types' })).toEqual({
      start_date: '2025-06-01',
      end_date: '2025-06-30',
      page: 0,
      page_size: 10,
      sort_by: 'market_date',
      sort_direction: 'DESC',
      totals: 'false',
    });
    expect(
      transactionParams({ ...base, marketId: null, vendorType: 'All Vendor Types' }, { search: '  ' }),
    ).not.toHaveProperty('search');
    expect(transactionParams({ ...base, marketId: MARKET.id, vendorType: 'ANCILLARY' })).toMatchObject({
      market_id: MARKET.id,
      vendor_type: 'ANCILLARY',
    });
  });
});
