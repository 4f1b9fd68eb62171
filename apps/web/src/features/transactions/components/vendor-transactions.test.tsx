import type { VendorTransactions } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { buildTransaction, MARKET } from '../testing/transaction-fixtures';
import { TransactionFilters } from './transaction-filters';
import { useVendorTransactionFilters } from './use-vendor-transaction-filters';
import { VendorTransactionsTable } from './vendor-transactions-table';

const printPdf = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/print-pdf', () => ({ printPdf }));
const downloadBlob = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download-file', () => ({ downloadBlob }));

const ROW = buildTransaction({
  id: '6f1c2f9e-6d1b-4f8e-9a57-000000000001',
  market_vendor_id: '6f1c2f9e-6d1b-4f8e-9a57-000000000002',
  vendor_id: '6f1c2f9e-6d1b-4f8e-9a57-000000000003',
  market_date: '2026-11-14',
  reported_gross: 100,
  market_fee: 6,
  gov_fee: 0.5,
  token_total: 20,
  money_owed: -13.5,
  market_fee_calculation: '6% of $100.00 = $6.00',
  created_at: '2026-11-14T18:00:00Z',
  updated_at: '2026-11-14T18:00:00Z',
});

const BODY: VendorTransactions = {
  data: [ROW],
  page: 0,
  page_size: 10,
  total_count: 1,
  totals: {
    count: 1,
    reported_gross: 100,
    market_fee: 6,
    gov_fee: 0.5,
    token_total: 20,
    money_owed: -13.5,
    tokens: [],
  },
};

function View() {
  const filters = useVendorTransactionFilters();
  return (
    <>
      <TransactionFilters viewer="vendor" markets={[MARKET]} filters={filters} />
      <VendorTransactionsTable filters={filters.query} />
    </>
  );
}

function renderPage() {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/vendors/self/transactions/receipt') return { data: new Blob(['%PDF-1.7']) };
    if (url === '/vendors/self/transactions/csv') return { data: new Blob(['\uFEFFDate\r\n']) };
    return { data: BODY };
  });
  renderWithProviders(<View />);
  const listParams = () =>
    get.mock.calls.filter(([url]) => url === '/vendors/self/transactions').at(-1)?.[1]?.params;
  return { get, listParams };
}

afterEach(() => {
  printPdf.mockClear();
});

describe('vendor transactions', () => {
  it('shows the server totals and says when the market owes the vendor', async () => {
    renderPage();
    const totals = await screen.findByRole('region', { name: 'Totals for the listed checkouts' });
    await waitFor(() => expect(within(totals).getByText('$100.00')).toBeInTheDocument());
    expect(within(totals).getByText('Market owes you $13.50')).toBeInTheDocument();
    expect(screen.getByText('6% of $100.00 = $6.00')).toBeInTheDocument();
  });

  it('sends the market only when one is chosen', async () => {
    const user = userEvent.setup();
    const { listParams } = renderPage();
    await waitFor(() => expect(listParams()).toBeDefined());
    expect(listParams()).not.toHaveProperty('market_id');
    await user.click(screen.getByRole('combobox', { name: 'Market' }));
    await user.click(await screen.findByRole('option', { name: MARKET.name }));
    await waitFor(() => expect(listParams()).toHaveProperty('market_id', MARKET.id));
  });

  it('downloads the whole range as the server’s CSV, with the filters and sort but no page', async () => {
    const user = userEvent.setup();
    const { get } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    expect(downloadBlob.mock.calls[0]?.[1]).toMatch(
      /^transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [, options] = get.mock.calls.find(([url]) => url === '/vendors/self/transactions/csv') ?? [];
    expect(options).toMatchObject({
      responseType: 'blob',
      params: { sort_by: 'market_date', sort_direction: 'DESC' },
    });
    expect(options?.params).not.toHaveProperty('page');
  });

  it('opens the checkout’s receipt PDF for printing', async () => {
    const user = userEvent.setup();
    const { get } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Receipt for Saturday Downtown/ }));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/vendors/self/transactions/receipt', {
      params: { transaction_id: ROW.id },
      responseType: 'blob',
    });
  });
});
