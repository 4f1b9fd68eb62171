import type { ReceiptAnswer, VendorReceiptState, VendorTransactions } from '@marketday/shared';
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

const AWAITING: VendorReceiptState = {
  version: 1,
  answer: null,
  changed_since_answer: false,
  adjust_reason: null,
};

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

function body(receipt: VendorReceiptState = AWAITING): VendorTransactions {
  return { ...BODY, data: [{ ...ROW, receipt }] };
}

const BODY: VendorTransactions = {
  data: [{ ...ROW, receipt: AWAITING }],
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

function renderPage(answer: VendorTransactions = BODY) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/vendors/self/transactions/receipt') return { data: new Blob(['%PDF-1.7']) };
    if (url === '/vendors/self/transactions/csv') return { data: new Blob(['\uFEFFDate\r\n']) };
    return { data: answer };
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

describe('the vendor answers the receipt', () => {
  const answered = (answer: Partial<ReceiptAnswer>): ReceiptAnswer => ({
    id: '6f1c2f9e-6d1b-4f8e-9a57-000000000009',
    transaction_id: ROW.id,
    version: 1,
    answer: 'agreed',
    note: null,
    answered_at: '2026-11-15T12:00:00Z',
    resolved_at: null,
    ...answer,
  });
  const posted = (data: ReceiptAnswer) =>
    vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Saved', data } });
  const agreeButton = () =>
    screen.findByRole('button', { name: /Agree to the receipt for Saturday Downtown/ });
  const disputeButton = () =>
    screen.findByRole('button', { name: /Dispute the receipt for Saturday Downtown/ });

  it('agrees in one tap', async () => {
    const user = userEvent.setup();
    renderPage();
    const post = posted(answered({}));
    await user.click(await agreeButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    // To the version the vendor was shown: a checkout changed meanwhile is refused, not agreed to.
    expect(post).toHaveBeenCalledWith(`/vendors/self/receipts/${ROW.id}/acknowledge`, {
      agree: true,
      version: 1,
    });
  });

  it('a dispute asks for a note before it is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    const post = posted(answered({ answer: 'disputed', note: 'Two tokens missing' }));
    await user.click(await disputeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText('Say what is wrong with this receipt')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), 'Two tokens missing');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(`/vendors/self/receipts/${ROW.id}/acknowledge`, {
      agree: false,
      note: 'Two tokens missing',
      version: 1,
    });
  });

  it('shows the answer given and asks no more', async () => {
    renderPage(body({ ...AWAITING, answer: answered({ answer: 'disputed', note: 'Fee too high' }) }));
    expect((await screen.findAllByText('You disputed: Fee too high')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Agree to the receipt/ })).toBeNull();
  });

  it('says when the market changed the checkout since, with its reason, and asks again', async () => {
    renderPage(
      body({
        version: 2,
        answer: answered({}),
        changed_since_answer: true,
        adjust_reason: 'Recounted tokens',
      }),
    );
    expect(
      (await screen.findAllByText('Changed by the market since you answered — please review')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Adjusted by the market: Recounted tokens').length).toBeGreaterThan(0);
    expect(await agreeButton()).toBeInTheDocument();
  });
});
