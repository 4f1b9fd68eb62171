import { CHECKOUT_TOKEN_MESSAGES, TOKEN_PROGRAM_MESSAGES } from '@marketday/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/test-providers';
import { TOKEN_GONE } from '../form-values';
import {
  ALPHA,
  BERRY,
  MARKET_BUCKS as BUCKS,
  booksEach,
  buildDay,
  buildVendor,
  CALFRESH,
  MARKET_DATE,
  renderCheckoutForm,
  SNAP,
  vendorReport,
} from '../testing/checkout-fixtures';
import { CheckoutGrid } from './checkout-grid';

// The day's tokens change under a count in ways the first token tests (checkout-token-list-changes) do not move:
// a removed token already last in the list (the form's array stays as it was), and a token the vendor's type may
// no longer be paid with (docs/product.md "A token removed since").

const renderForm = renderCheckoutForm;

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
  const REPORT = vendorReport({
    id: '52222222-2222-4222-8222-222222222222',
    reported_gross: 300,
    tokens: [{ token_id: SNAP.id, name: 'SNAP', count: 5 }],
    market_fee: 25,
    money_owed: 20.5,
  });
  const PRODUCERS_ONLY = { ...SNAP, program: 'SNAP' as const, accepted_by: ['PRODUCER' as const] };
  const day = () =>
    buildDay({
      market_tokens: [PRODUCERS_ONLY],
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

  const pick = (user: ReturnType<typeof renderForm>['user'], name: string) =>
    user.click(
      within(screen.getByRole('list', { name: 'Vendors today' })).getByRole('button', {
        name: new RegExp(name),
      }),
    );
  const CEDAR = buildVendor({
    market_vendor_id: '13333333-3333-4333-8333-333333333333',
    vendor_id: '23333333-3333-4333-8333-333333333333',
    business_name: 'Cedar Crafts',
    type: 'NON_PRODUCER',
  });

  it('closes SNAP again for the next vendor who may not be paid with it (a field opened for one vendor’s held count)', async () => {
    booksEach(25.5);
    const day = buildDay({
      market_tokens: [PRODUCERS_ONLY],
      vendors: [ALPHA, { ...BERRY, vendor_report: REPORT }, CEDAR],
    });
    const { user } = renderForm(day, BERRY.market_vendor_id);
    // Cedar first, a fresh field: closed.
    await pick(user, 'Cedar Crafts');
    await waitFor(() => expect(count('SNAP')).toBeDisabled());
    await pick(user, 'Berry Bakery');
    const banner = screen.getByRole('region', { name: "Vendor's report" });
    await user.click(within(banner).getByRole('button', { name: 'Adjust' }));
    expect(count('SNAP')).toHaveValue('5');
    expect(count('SNAP')).toBeEnabled();
    // Cedar again: a non-producer, nothing counted: the field should be closed as it was the first time.
    await pick(user, 'Cedar Crafts');
    await waitFor(() => expect(count('SNAP')).toHaveValue('0'));
    expect(count('SNAP')).toBeDisabled();
  });

  it('refuses a typed SNAP count once the vendor becomes a type that may not take it (vendors change, tokens do not)', async () => {
    const post = booksEach(30.5);
    const tokens = [PRODUCERS_ONLY];
    const day = buildDay({ market_tokens: tokens, vendors: [ALPHA, BERRY] });
    const { user, refetched } = renderForm(day, ALPHA.market_vendor_id);
    await user.type(screen.getByLabelText('Gross Profit'), '500');
    await user.type(count('SNAP'), '5');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    refetched({ ...day, vendors: [{ ...day.vendors[0]!, type: 'NON_PRODUCER' }, day.vendors[1]!] });
    expect(screen.getByTestId('money-owed')).not.toHaveTextContent('$');
    expect(
      await screen.findAllByText(TOKEN_PROGRAM_MESSAGES.notAccepted('SNAP', 'NON_PRODUCER')),
    ).not.toHaveLength(0);
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(count('SNAP')).toBeEnabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('Adjust on a report with a refused count: the SNAP field is marked (Submit is disabled, so nothing else can say why)', async () => {
    booksEach(25.5);
    const day = buildDay({
      market_tokens: [PRODUCERS_ONLY],
      vendors: [ALPHA, { ...BERRY, vendor_report: REPORT }],
    });
    const { user } = renderForm(day, BERRY.market_vendor_id);
    const banner = screen.getByRole('region', { name: "Vendor's report" });
    await user.click(within(banner).getByRole('button', { name: 'Adjust' }));
    expect(screen.getByTestId('money-owed')).toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.owedUnpriced);
    await waitFor(() => expect(submitButton()).toBeDisabled());
    // Money Owed asks to "set the marked token counts to 0": the count must be marked.
    await waitFor(() => expect(count('SNAP')).toHaveAttribute('aria-invalid', 'true'), { timeout: 1000 });
  });

  it('a refused Confirm marks SNAP; Adjust (the way to take it out) must not wipe the mark', async () => {
    const post = booksEach(25.5);
    const day = buildDay({
      market_tokens: [PRODUCERS_ONLY],
      vendors: [ALPHA, { ...BERRY, vendor_report: REPORT }],
    });
    const { user } = renderForm(day, BERRY.market_vendor_id);
    const banner = screen.getByRole('region', { name: "Vendor's report" });
    await user.click(within(banner).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(count('SNAP')).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();
    await user.click(within(banner).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(count('SNAP')).toHaveAttribute('aria-invalid', 'true'), { timeout: 1000 });
  });
});
