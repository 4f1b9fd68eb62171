import { CHECKOUT_TOKEN_MESSAGES } from '@marketday/shared';
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { api } from '@/lib/api-client';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, removeItem } from '@/lib/offline/outbox-store';
import { httpError } from '@/test/http-errors';
import { TestProviders } from '@/test/test-providers';
import {
  ALPHA,
  BERRY,
  MARKET_BUCKS as BUCKS,
  buildDay,
  CALFRESH,
  MARKET_DATE,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// The gross-doubt dialog keeps the figures of the first Submit. If the day's tokens change while it is open (a token
// removed on another device) and the network then drops, "Yes, submit" once held those figures on the device
// without the form's check, and the receipt dialog's Money Owed left out the removed token's value (too high). The
// flow judges kept figures again (use-checkout-flow refusedTokens), and the outbox never holds such a count.

const MANAGER = 'manager-doubt-token-gone';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
});
afterEach(() => setOnline(true));

// Alpha's largest gross so far is $40: $500 is questioned.
const dayWith = (tokens: (typeof BUCKS)[]): CheckoutDay =>
  buildDay({ market_tokens: tokens, vendors: [{ ...ALPHA, largest_gross: 40 }, BERRY] });

// The checkout form with this device's outbox, as the screen has it.
const screenOf = (day: CheckoutDay) => (
  <TestProviders>
    <OutboxProvider userId={MANAGER} senders={outboxSenders}>
      <CheckoutForm context={day} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />
    </OutboxProvider>
  </TestProviders>
);

describe('a token removed while a dialog keeps the figures (the gross doubt, the Transaction Conflict)', {
  timeout: 20_000,
}, () => {
  it('does not hold (and show as owed) figures with a removed token’s count left unpriced', async () => {
    const post = vi.spyOn(api, 'post');
    const { rerender } = render(screenOf(dayWith([BUCKS, CALFRESH])));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Gross Profit'), '500');
    await user.type(screen.getByLabelText('Market Bucks'), '10');
    // 6% of $500 + $0.50 − 10 × $1
    expect(screen.getByTestId('money-owed')).toHaveTextContent('$20.50');
    const submit = screen.getByRole('button', { name: 'Submit Checkout' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const doubt = await screen.findByRole('dialog', { name: 'Is this gross right?' });

    // Meanwhile Market Bucks is removed on another device and the day is fetched again; then the signal goes.
    rerender(screenOf(dayWith([CALFRESH])));
    setOnline(false);
    await user.click(within(doubt).getByRole('button', { name: 'Yes, submit $500.00' }));

    // What the device now holds and shows as owed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = await allItems();
    const owedShown = screen.queryByTestId('receipt-owed')?.textContent ?? null;
    expect(post).not.toHaveBeenCalled();
    // The manager is told why, on the field that holds the removed token's count.
    expect(await screen.findAllByText(CHECKOUT_TOKEN_MESSAGES.tokenGone)).not.toHaveLength(0);
    // Nothing held with an unpriced removed token, no "Collect $30.50".
    expect({
      owedShown,
      held: held.map((item) => (item.kind === 'checkout' ? item.moneyOwedCents : null)),
    }).toEqual({
      owedShown: null,
      held: [],
    });
  });

  it('does not overwrite with the figures the Transaction Conflict dialog kept once their token is removed', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(httpError(409, { detail: 'exists', id: 'txn-1' }));
    const put = vi.spyOn(api, 'put');
    const plainDay = (tokens: (typeof BUCKS)[]) =>
      buildDay({ market_tokens: tokens, vendors: [ALPHA, BERRY] });
    const { rerender } = render(screenOf(plainDay([BUCKS, CALFRESH])));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Gross Profit'), '100');
    await user.type(screen.getByLabelText('Market Bucks'), '10');
    const submit = screen.getByRole('button', { name: 'Submit Checkout' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const conflict = await screen.findByRole('dialog', { name: 'Transaction Conflict' });
    expect(post).toHaveBeenCalledTimes(1);

    // Market Bucks is removed on another device, and the manager chooses Overwrite: the kept figures are judged
    // again before anything is sent (offline they would not be held either: the test above).
    rerender(screenOf(plainDay([CALFRESH])));
    await user.click(within(conflict).getByRole('button', { name: 'Overwrite Transaction' }));

    expect(await screen.findAllByText(CHECKOUT_TOKEN_MESSAGES.tokenGone)).not.toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Transaction Conflict' })).toBeNull();
    expect(put).not.toHaveBeenCalled();
    expect(await allItems()).toEqual([]);
    // The figures stay in the form for the manager to decide.
    expect(screen.getByLabelText('Market Bucks')).toHaveValue('10');
  });
});
