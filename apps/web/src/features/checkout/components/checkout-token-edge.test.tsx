import { CHECKOUT_TOKEN_MESSAGES, TOKEN_PROGRAM_MESSAGES } from '@marketday/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { TestProviders } from '@/test/test-providers';
import { TOKEN_GONE } from '../form-values';
import {
  ALPHA,
  BERRY,
  MARKET_BUCKS as BUCKS,
  booksEach,
  buildDay,
  CALFRESH,
  MARKET_DATE,
  renderRefetchable,
  SNAP,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';
import { CheckoutGrid } from './checkout-grid';

// The day's tokens change under a count in ways the first token tests (checkout-token-list-changes) do not move:
// a removed token already last in the list (the form's array stays as it was), and a token the vendor's type may
// no longer be paid with (docs/product.md "A token removed since").

const renderForm = (context: CheckoutDay, initialVendorId?: string) =>
  renderRefetchable(
    (day) => (
      <CheckoutForm
        context={day}
        marketDate={MARKET_DATE}
        initialVendorId={initialVendorId}
        onCreateDayReport={vi.fn()}
      />
    ),
    context,
  );

const gross = () => screen.getByLabelText('Gross Profit');
const count = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: 'Submit Checkout' });

describe('a removed token that was already last in the list', () => {
  it('shows the refusal and disables Submit, as when the removed token was elsewhere in the list', async () => {
    const post = booksEach(11.5);
    // CalFresh first, Market Bucks last.
    const { user, refetched } = renderForm(buildDay({ market_tokens: [CALFRESH, BUCKS] }));
    await user.type(gross(), '500');
    await user.type(count('CalFresh'), '3');
    await user.type(count('Market Bucks'), '10');
    await waitFor(() => expect(submitButton()).toBeEnabled());

    // Market Bucks is removed on another device; the day is fetched again.
    refetched(buildDay({ market_tokens: [CALFRESH] }));
    expect(count('Market Bucks')).toHaveValue('10');
    // Money Owed already says "—" (unpriced)...
    expect(screen.getByTestId('money-owed')).not.toHaveTextContent('$');
    // ...but the field's refusal never comes and Submit stays enabled: the carried array equals the old one, so
    // carryTokenCounts returns the same array and the layout effect never re-validates.
    expect(await screen.findByText(TOKEN_GONE, {}, { timeout: 1000 })).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeDisabled(), { timeout: 1000 });
    expect(post).not.toHaveBeenCalled();
  });

  it('clears the refusal once the removed token comes back at the end of the list', async () => {
    booksEach(11.5);
    const { user, refetched } = renderForm(buildDay({ market_tokens: [BUCKS, CALFRESH] }));
    await user.type(gross(), '500');
    await user.type(count('Market Bucks'), '10');
    await user.type(count('CalFresh'), '3');
    refetched(buildDay({ market_tokens: [CALFRESH] }));
    expect(await screen.findByText(TOKEN_GONE)).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeDisabled());

    // Market Bucks is put back, now after CalFresh: the same order the form already holds.
    refetched(buildDay({ market_tokens: [CALFRESH, BUCKS] }));
    expect(count('Market Bucks')).toHaveValue('10');
    expect(screen.getByTestId('money-owed')).toHaveTextContent('$5.50');
    await waitFor(() => expect(screen.queryByText(TOKEN_GONE)).not.toBeInTheDocument(), { timeout: 1000 });
    await waitFor(() => expect(submitButton()).toBeEnabled(), { timeout: 1000 });
  });
});

describe('a vendor’s report counts a token the vendor’s type may no longer take', () => {
  // Berry (a non-producer) reported $300 and 5 SNAP while SNAP was open to every type; the manager has since
  // limited SNAP to producers (issue 17's rule). The server refuses the report's 5 SNAP at the Confirm.
  const REPORT = {
    id: '52222222-2222-4222-8222-222222222222',
    version: 1,
    reported_gross: 300,
    tokens: [{ token_id: SNAP.id, name: 'SNAP', count: 5 }],
    market_fee: 25,
    money_owed: 20.5,
    submitted_at: '2026-11-22T20:30:00Z',
  };
  const day = () =>
    buildDay({
      market_tokens: [{ ...SNAP, program: 'SNAP', accepted_by: ['PRODUCER'] }],
      vendors: [ALPHA, { ...BERRY, vendor_report: REPORT }],
    });

  it('lets the manager take the 5 SNAP out on Adjust (the field holding them is not locked)', async () => {
    booksEach(25.5);
    const { user } = renderForm(day(), BERRY.market_vendor_id);
    const banner = screen.getByRole('region', { name: "Vendor's report" });
    await user.click(within(banner).getByRole('button', { name: 'Adjust' }));
    expect(count('SNAP')).toHaveValue('5');
    // The count cannot be booked (the server refuses it) and the field holding it must be open to set it to 0.
    expect(count('SNAP')).toBeEnabled();
    // It may only go down.
    await user.click(count('SNAP'));
    await user.keyboard('{End}9');
    expect(count('SNAP')).toHaveValue('5');
  });

  it('does not show a Money Owed that subtracts tokens the server will refuse', async () => {
    booksEach(25.5);
    const { user } = renderForm(day(), BERRY.market_vendor_id);
    const banner = screen.getByRole('region', { name: "Vendor's report" });
    await user.click(within(banner).getByRole('button', { name: 'Adjust' }));
    // $25 flat + $0.50 gov fee; the 5 SNAP cannot be booked for a non-producer: no figure until they are taken out.
    const owed = screen.getByTestId('money-owed');
    expect(owed).toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.owedUnpriced);
    expect(owed).not.toHaveTextContent('$');
    await user.tripleClick(count('SNAP'));
    await user.keyboard('0');
    await waitFor(() => expect(owed).toHaveTextContent('$25.50'));
  });

  it('in the grid: the row refuses the 5 SNAP on Enter, their cell stays open to take them out, then it books', async () => {
    const post = booksEach(25.5);
    render(
      <TestProviders>
        <CheckoutGrid context={day()} marketDate={MARKET_DATE} onOpenInForm={vi.fn()} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const row = screen.getByRole('row', { name: new RegExp(BERRY.business_name) });
    const snap = within(row).getByLabelText(`SNAP for ${BERRY.business_name}`);
    expect(snap).toHaveValue('5');
    expect(snap).toBeEnabled();
    // No figure owed while they are held.
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent(/^—$/);
    await user.click(within(row).getByLabelText(`Gross for ${BERRY.business_name}`));
    await user.keyboard('{Enter}');
    expect(
      await within(row).findByText(new RegExp(TOKEN_PROGRAM_MESSAGES.notAccepted('SNAP', 'NON_PRODUCER'))),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // Taken out (an Adjust of the vendor's report: the row asks for the reason), the row books.
    await user.tripleClick(snap);
    await user.keyboard('0');
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('$25.50');
    await user.type(
      within(row).getByLabelText(`Why ${BERRY.business_name}'s figures changed (the vendor sees this)`),
      'SNAP is for producers now',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      sales_report_id: REPORT.id,
      tokens: [{ token_id: SNAP.id, count: 0 }],
    });
  });
});
