import { CHECKOUT_TOKEN_MESSAGES, type CheckoutInput, SALES_REPORT_MESSAGES } from '@marketday/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { TestProviders } from '@/test/test-providers';
import { TOKEN_GONE, TOKEN_GONE_NOTE } from '../form-values';
import {
  ALPHA,
  BERRY,
  MARKET_BUCKS as BUCKS,
  booksEach,
  buildDay,
  CALFRESH,
  MARKET_DATE,
  renderRefetchable,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';
import { CheckoutGrid } from './checkout-grid';
import { GRID_TOKEN_GONE } from './use-grid-row';

// A vendor's own report (issue 31) names the tokens they handed over. The manager may take one of those tokens off
// the market before the report is booked: booking the report without it would charge the vendor as if they had
// handed none over. The form and the grid keep it in the figures and refuse to book them until the manager decides.

// Alpha reported $500, 10 Market Bucks and 3 CalFresh; Market Bucks has been removed from the market since.
const REPORT = {
  id: '51111111-1111-4111-8111-111111111111',
  version: 1,
  reported_gross: 500,
  tokens: [
    { token_id: BUCKS.id, name: 'Market Bucks', count: 10 },
    { token_id: CALFRESH.id, name: 'CalFresh', count: 3 },
  ],
  market_fee: 30,
  money_owed: 5.5,
  submitted_at: '2026-11-22T20:30:00Z',
};
const dayWith = (tokens: (typeof BUCKS)[]): CheckoutDay =>
  buildDay({ market_tokens: tokens, vendors: [{ ...ALPHA, vendor_report: REPORT }, BERRY] });

const books = () => booksEach(15.5);

const renderForm = (context: CheckoutDay) =>
  renderRefetchable(
    (day) => <CheckoutForm context={day} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />,
    context,
  );

const banner = () => screen.getByRole('region', { name: "Vendor's report" });
const count = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: 'Submit Checkout' });
function sentCounts(post: ReturnType<typeof books>) {
  const body = post.mock.calls[0]?.[1] as CheckoutInput | undefined;
  return Object.fromEntries(
    (body?.tokens ?? []).filter((t) => t.count > 0).map((t) => [t.token_id, t.count]),
  );
}

describe('the form: a vendor’s report names a token the market no longer takes', () => {
  it('refuses the Confirm with the token in view, and books once the manager adjusts it with a reason', async () => {
    const post = books();
    const { user } = renderForm(dayWith([CALFRESH]));
    expect(banner()).toHaveTextContent('Reported by vendor: $500.00 · 10 Market Bucks · 3 CalFresh');

    await user.click(within(banner()).getByRole('button', { name: 'Confirm' }));
    // The 10 Market Bucks stay in the figures, under their name, with why they cannot be booked.
    expect(await screen.findByText(TOKEN_GONE)).toBeInTheDocument();
    expect(count('Market Bucks')).toHaveValue('10');
    expect(count('CalFresh')).toHaveValue('3');
    expect(post).not.toHaveBeenCalled();

    await user.click(within(banner()).getByRole('button', { name: 'Adjust' }));
    expect(count('Market Bucks')).toHaveValue('10');
    await user.click(count('Market Bucks'));
    await user.keyboard('0');
    await waitFor(() => expect(screen.queryByText(TOKEN_GONE)).not.toBeInTheDocument());
    // At 0 the field still says why it is there.
    expect(screen.getByText(TOKEN_GONE_NOTE)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Why the figures changed (the vendor sees this)'),
      'Market Bucks paid out in cash',
    );
    await user.click(submitButton());

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      market_vendor_id: ALPHA.market_vendor_id,
      reported_gross: 500,
      sales_report_id: REPORT.id,
      adjust_reason: 'Market Bucks paid out in cash',
    });
    expect(sentCounts(post)).toEqual({ [CALFRESH.id]: 3 });
  });

  it('shows no Money Owed or Token Total while the removed token holds a count: without it they would be too high', async () => {
    books();
    const { user } = renderForm(dayWith([CALFRESH]));
    await user.click(within(banner()).getByRole('button', { name: 'Adjust' }));
    const owed = screen.getByTestId('money-owed');
    expect(owed).toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.owedUnpriced);
    expect(owed).not.toHaveTextContent('$');
    const tokenTotals = () =>
      screen.getAllByText('Token Total').map((label) => label.nextSibling?.textContent);
    expect(tokenTotals()).toEqual(['—', '—']);
    await user.tripleClick(count('Market Bucks'));
    await user.keyboard('0');
    // Without the removed token: $500 gross, the fee, less 3 CalFresh.
    await waitFor(() => expect(owed).not.toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.owedUnpriced));
    expect(owed).toHaveTextContent(/^\$\d+\.\d\d$/);
    for (const total of tokenTotals()) expect(total).toMatch(/\$\d+\.\d\d$/);
  });

  it('asks for the reason when the manager sets the removed count to 0 after a refused Confirm', async () => {
    const post = books();
    const { user } = renderForm(dayWith([CALFRESH]));
    await user.click(within(banner()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(TOKEN_GONE)).toBeInTheDocument();
    // The refused Confirm left the cursor in the field.
    expect(count('Market Bucks')).toHaveFocus();
    await user.tripleClick(count('Market Bucks'));
    await user.keyboard('0');
    expect(count('Market Bucks')).toHaveValue('0');
    await user.click(submitButton());
    // Changed figures are an Adjust: the vendor is told why.
    expect(await screen.findByText(SALES_REPORT_MESSAGES.adjustReasonRequired)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(
      screen.getByLabelText('Why the figures changed (the vendor sees this)'),
      'Market Bucks paid out in cash',
    );
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      sales_report_id: REPORT.id,
      adjust_reason: 'Market Bucks paid out in cash',
    });
    expect(sentCounts(post)).toEqual({ [CALFRESH.id]: 3 });
  });

  it('keeps the reported count when the token is removed while the report is being adjusted', async () => {
    const post = books();
    const { user, refetched } = renderForm(dayWith([BUCKS, CALFRESH]));
    await user.click(within(banner()).getByRole('button', { name: 'Adjust' }));
    expect(count('Market Bucks')).toHaveValue('10');
    refetched(dayWith([CALFRESH]));
    expect(count('Market Bucks')).toHaveValue('10');
    await user.type(
      screen.getByLabelText('Why the figures changed (the vendor sees this)'),
      'Recounted the till',
    );
    await user.click(submitButton());
    expect(await screen.findByText(TOKEN_GONE)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('a removed token the screen never saw listed, once the report that named it is gone', () => {
  it('keeps a field for its count under a plain name, so the count can be taken out', async () => {
    books();
    const { user, refetched } = renderForm(dayWith([CALFRESH]));
    await user.click(within(banner()).getByRole('button', { name: 'Adjust' }));
    expect(count('Market Bucks')).toHaveValue('10');
    // The vendor's report is gone (booked on another device, say): its name for the token goes with it.
    refetched(buildDay({ market_tokens: [CALFRESH], vendors: [ALPHA, BERRY] }));
    const field = await screen.findByLabelText(CHECKOUT_TOKEN_MESSAGES.unnamedToken);
    expect(field).toHaveValue('10');
    expect(screen.getByTestId('money-owed')).toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.owedUnpriced);
    await user.tripleClick(field);
    await user.keyboard('0');
    await waitFor(() => expect(screen.getByTestId('money-owed')).toHaveTextContent('$'));
  });
});

describe('the grid: a vendor’s report names a token the market no longer takes', () => {
  it('will not book the reported row, and says to take it to the form', async () => {
    const post = books();
    render(
      <TestProviders>
        <CheckoutGrid context={dayWith([CALFRESH])} marketDate={MARKET_DATE} onOpenInForm={vi.fn()} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const row = screen.getByRole('row', { name: new RegExp(ALPHA.business_name) });
    expect(within(row).getByLabelText(`Gross for ${ALPHA.business_name}`)).toHaveValue('500');
    expect(within(row).getByLabelText(`CalFresh for ${ALPHA.business_name}`)).toHaveValue('3');
    // The 10 Market Bucks are not priced: no figure for what is owed.
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent(/^—$/);
    await user.click(within(row).getByLabelText(`Gross for ${ALPHA.business_name}`));
    await user.keyboard('{Enter}');
    expect(await within(row).findByText(GRID_TOKEN_GONE)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
