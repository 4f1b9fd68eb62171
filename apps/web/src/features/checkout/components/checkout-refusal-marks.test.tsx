import { CHECKOUT_TOKEN_MESSAGES, TOKEN_PROGRAM_MESSAGES } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import {
  ALPHA,
  BERRY,
  booksEach,
  buildDay,
  buildVendor,
  MARKET_DATE,
  renderRefetchable,
  SNAP,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

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

const count = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: 'Submit Checkout' });
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
const REPORT = {
  id: '52222222-2222-4222-8222-222222222222',
  version: 1,
  reported_gross: 300,
  tokens: [{ token_id: SNAP.id, name: 'SNAP', count: 5 }],
  market_fee: 25,
  money_owed: 20.5,
  submitted_at: '2026-11-22T20:30:00Z',
};
const PRODUCERS_ONLY = { ...SNAP, program: 'SNAP' as const, accepted_by: ['PRODUCER' as const] };

describe('a refused token count: its field across vendors, and its mark', () => {
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
