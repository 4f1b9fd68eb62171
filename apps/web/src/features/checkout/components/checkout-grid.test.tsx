import {
  type CheckoutContext,
  type CheckoutInput,
  SALES_REPORT_MESSAGES,
  type Token,
  type Transaction,
} from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError, networkError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { GROSS_REQUIRED } from '../form-values';
import {
  ALPHA,
  BERRY,
  bookedAnswer,
  buildContext,
  buildTransaction,
  buildVendor,
  MARKET_DATE,
  MARKET_ID,
  SNAP,
  vendorReport,
} from '../testing/checkout-fixtures';
import { CheckoutScreen } from './checkout-screen';
import { GRID_CONFLICT, GRID_OFFLINE } from './use-grid-row';

vi.mock('@/lib/print-pdf', () => ({ printPdf: vi.fn().mockResolvedValue(undefined) }));
const { printPdf } = await import('@/lib/print-pdf');

// A token only producers may take: Berry Bakery (a non-producer) has no field for it.
const FRESH: Token = {
  ...SNAP,
  id: '35555555-5555-4555-8555-555555555555',
  name: 'Fresh',
  accepted_by: ['PRODUCER'],
};
const CARROT = buildVendor({
  market_vendor_id: '13333333-3333-4333-8333-333333333333',
  vendor_id: '23333333-3333-4333-8333-333333333333',
  business_name: 'Carrot Co',
});
const REPORT = vendorReport();

let day: CheckoutContext;
let wide: boolean;
let dayTransactions: Transaction[];

function serveDay(overrides: Partial<CheckoutContext> = {}) {
  day = buildContext({ vendors: [ALPHA, BERRY, CARROT], market_tokens: [SNAP, FRESH], ...overrides });
}

beforeEach(() => {
  wide = true;
  dayTransactions = [];
  serveDay();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width') ? wide : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/market-managers/checkouts/') return { data: day };
    if (url === '/market-managers/transactions')
      return { data: { data: dayTransactions, page: 0, page_size: 200, total_count: null, totals: null } };
    if (url === '/market-managers/transactions/receipt') return { data: new Blob(['%PDF']) };
    return { data: [] };
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

// The server books the checkout: the day's context then has the vendor checked out.
function books() {
  return vi.spyOn(api, 'post').mockImplementation(async (_url, body) => {
    const input = body as CheckoutInput;
    const transaction = buildTransaction({ market_vendor_id: input.market_vendor_id });
    day = {
      ...day,
      checked_out: [
        ...day.checked_out,
        { market_vendor_id: input.market_vendor_id, transaction_id: transaction.id },
      ],
    };
    return bookedAnswer(7.25, transaction);
  });
}

async function renderGrid() {
  renderWithProviders(
    <CheckoutScreen
      params={{ marketId: MARKET_ID, marketName: 'Riverside', marketDate: MARKET_DATE }}
      onCreateDayReport={vi.fn()}
    />,
    { route: `/checkout?market=${MARKET_ID}&view=grid` },
  );
  await screen.findByRole('table', { name: /Checkout grid/ });
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the checkout grid', () => {
  it('is offered from 768 px up, and below that the checkout is the form whatever the link says', async () => {
    wide = false;
    renderWithProviders(
      <CheckoutScreen
        params={{ marketId: MARKET_ID, marketName: 'Riverside', marketDate: MARKET_DATE }}
        onCreateDayReport={vi.fn()}
      />,
      { route: `/checkout?view=grid` },
    );
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Checkout view' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens on the form by default, and the switch turns it into the grid', async () => {
    renderWithProviders(
      <CheckoutScreen
        params={{ marketId: MARKET_ID, marketName: 'Riverside', marketDate: MARKET_DATE }}
        onCreateDayReport={vi.fn()}
      />,
      { route: `/checkout?market=${MARKET_ID}` },
    );
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Checkout view' });
    expect(within(views).getByRole('link', { name: 'Form' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(views).getByRole('link', { name: 'Grid' }));
    expect(await screen.findByRole('table', { name: /Checkout grid/ })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
  });

  it('moves with Tab from cell to cell in row order, past a token the vendor may not take', async () => {
    const user = await renderGrid();
    await waitFor(() => expect(field('Gross for Alpha Farm')).toHaveFocus());
    await user.tab();
    expect(field('SNAP for Alpha Farm')).toHaveFocus();
    await user.tab();
    expect(field('Fresh for Alpha Farm')).toHaveFocus();
    await user.tab();
    expect(field('Gross for Berry Bakery')).toHaveFocus();
    await user.tab();
    expect(field('SNAP for Berry Bakery')).toHaveFocus();
    expect(field('Fresh for Berry Bakery')).toBeDisabled();
    await user.tab();
    expect(field('Gross for Carrot Co')).toHaveFocus();
  });

  it('settles a row on Enter with its figures, marks it Settled and puts the cursor in the next row’s Gross', async () => {
    const post = books();
    const user = await renderGrid();
    await user.type(field('Gross for Alpha Farm'), '500');
    await user.tab();
    await user.keyboard('10');
    expect(within(row('Alpha Farm')).getByText('$20.50')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body, options] = post.mock.calls[0] ?? [];
    expect(url).toBe(`/market-managers/transactions/${MARKET_ID}`);
    expect(body).toEqual({
      market_vendor_id: ALPHA.market_vendor_id,
      market_date: MARKET_DATE,
      reported_gross: 500,
      tokens: [
        { token_id: SNAP.id, count: 10 },
        { token_id: FRESH.id, count: 0 },
      ],
      custom_fields: {},
    });
    expect((options as { headers: Record<string, string> }).headers['Idempotency-Key']).toMatch(/\S{16,}/);
    await waitFor(() => expect(within(row('Alpha Farm')).getByText(/Settled/)).toBeInTheDocument());
    expect(field('Gross for Berry Bakery')).toHaveFocus();
    expect(screen.queryByLabelText('Gross for Alpha Farm')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a settled vendor’s booked figures read-only, with Print for the receipt', async () => {
    const booked = buildTransaction({
      reported_gross: 500,
      money_owed: 20.5,
      tokens: [{ token_id: SNAP.id, name: 'SNAP', count: 10, per_dollar_value: 1 }],
    });
    serveDay({ checked_out: [{ market_vendor_id: ALPHA.market_vendor_id, transaction_id: booked.id }] });
    dayTransactions = [booked];
    const get = vi.mocked(api.get);
    const user = await renderGrid();
    const alpha = row('Alpha Farm');
    expect(await within(alpha).findByText('$500.00')).toBeInTheDocument();
    expect(within(alpha).getByText('$20.50')).toBeInTheDocument();
    expect(within(alpha).getByText('10')).toBeInTheDocument();
    expect(within(alpha).queryByRole('textbox')).toBeNull();
    expect(field('Gross for Berry Bakery')).toHaveFocus();
    await user.click(within(alpha).getByRole('button', { name: "Print Alpha Farm's receipt" }));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith(
      '/market-managers/transactions/receipt',
      expect.objectContaining({ params: { transaction_id: booked.id } }),
    );
  });

  it('shows a figure the form would refuse in that row, with the form’s message, and sends nothing', async () => {
    const post = books();
    const user = await renderGrid();
    await user.click(field('SNAP for Berry Bakery'));
    await user.keyboard('3{Enter}');
    expect(within(row('Berry Bakery')).getByRole('alert')).toHaveTextContent(GROSS_REQUIRED);
    expect(field('Gross for Berry Bakery')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row('Alpha Farm')).queryByRole('alert')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('says a vendor already checked out elsewhere is settled, keeps the figures, and opens that vendor in the form', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(httpError(409, { detail: 'exists', id: buildTransaction().id }));
    const user = await renderGrid();
    await user.type(field('Gross for Berry Bakery'), '500{Enter}');
    expect(await within(row('Berry Bakery')).findByRole('alert')).toHaveTextContent(GRID_CONFLICT);
    expect(field('Gross for Berry Bakery')).toHaveValue('500');
    await user.click(within(row('Berry Bakery')).getByRole('button', { name: 'Open in the form' }));
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    // Not the first vendor still to settle: the one to overwrite.
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
  });

  it('sends nothing without a connection and keeps the figures; after no answer, the same figures go under the same key', async () => {
    const user = await renderGrid();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(networkError());
    await user.type(field('Gross for Alpha Farm'), '500{Enter}');
    expect(within(row('Alpha Farm')).getByRole('alert')).toHaveTextContent(GRID_OFFLINE);
    expect(post).not.toHaveBeenCalled();
    expect(field('Gross for Alpha Farm')).toHaveValue('500');

    onLine.mockReturnValue(true);
    await user.keyboard('{Enter}');
    expect(await within(row('Alpha Farm')).findByRole('alert')).toHaveTextContent(GRID_OFFLINE);
    books();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(row('Alpha Farm')).getByText(/Settled/)).toBeInTheDocument());
    const keys = post.mock.calls.map(
      ([, , options]) => (options as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('books a vendor’s own report, unchanged, as sent with its id and no reason', async () => {
    serveDay({ vendors: [{ ...ALPHA, vendor_report: REPORT }, BERRY, CARROT] });
    const post = books();
    const user = await renderGrid();
    expect(within(row('Alpha Farm')).getByText('reported')).toBeInTheDocument();
    expect(field('Gross for Alpha Farm')).toHaveValue('412.5');
    expect(field('SNAP for Alpha Farm')).toHaveValue('12');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      market_vendor_id: ALPHA.market_vendor_id,
      reported_gross: 412.5,
      tokens: [
        { token_id: SNAP.id, count: 12 },
        { token_id: FRESH.id, count: 0 },
      ],
      sales_report_id: REPORT.id,
      adjust_reason: null,
    });
    // Confirmed as sent: under the report's own key, as the form's Confirm (docs/decisions/034).
    expect(post.mock.calls[0]?.[2]?.headers?.['Idempotency-Key']).toBe(`sales-report:${REPORT.id}`);
  });

  it('books a changed report only with the reason the vendor will see', async () => {
    serveDay({ vendors: [{ ...ALPHA, vendor_report: REPORT }, BERRY, CARROT] });
    const post = books();
    const user = await renderGrid();
    await user.click(field('SNAP for Alpha Farm'));
    await user.keyboard('14{Enter}');
    expect(within(row('Alpha Farm')).getByRole('alert')).toHaveTextContent(
      SALES_REPORT_MESSAGES.adjustReasonRequired,
    );
    expect(post).not.toHaveBeenCalled();
    await user.type(
      field("Why Alpha Farm's figures changed (the vendor sees this)"),
      '2 more in the box{Enter}',
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      tokens: [
        { token_id: SNAP.id, count: 14 },
        { token_id: FRESH.id, count: 0 },
      ],
      sales_report_id: REPORT.id,
      adjust_reason: '2 more in the box',
    });
    expect(post.mock.calls[0]?.[2]?.headers?.['Idempotency-Key']).not.toBe(`sales-report:${REPORT.id}`);
  });
});
