import type { VendorSelfBalance } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decodeVendorSelfBalance } from '@/entities/balances/balance-money';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { CardPaymentButton } from './card-payment-button';
import { OwnBalances } from './own-balances';

// Issue 31 item 5: the vendor's "Pay by card" (docs/decisions/035-vendor-card-payments.md).

const balance = (overrides: Partial<VendorSelfBalance>): VendorSelfBalance => ({
  market_id: 'm-riverside',
  market_name: 'Riverside',
  owed_total: 13.5,
  charged_total: 0,
  paid_total: 0,
  balance: 13.5,
  payments: [],
  charges: [],
  card_payments: true,
  ...overrides,
});

function serveBalances(balances: VendorSelfBalance[]) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/vendors/self/balances') return { data: balances };
    throw new Error(`unexpected GET ${url}`);
  });
}

const cardOf = async (market: string) =>
  (await screen.findByRole('heading', { name: market })).closest('[data-slot="card"]') as HTMLElement;

describe("the vendor's Pay by card", () => {
  it('shows only where card payments are on and the vendor owes at least $0.50', async () => {
    serveBalances([
      balance({}),
      balance({ market_id: 'm-hill', market_name: 'Hilltop', card_payments: false }),
      balance({ market_id: 'm-bay', market_name: 'Bayside', balance: -4, paid_total: 17.5 }),
      balance({ market_id: 'm-dock', market_name: 'Dockside', balance: 0.3 }),
    ]);
    renderWithProviders(<OwnBalances />);
    const riverside = await cardOf('Riverside');
    expect(
      within(riverside).getByRole('button', { name: 'Pay $13.50 to Riverside by card' }),
    ).toHaveTextContent('Pay by card');
    for (const market of ['Hilltop', 'Bayside', 'Dockside']) {
      expect(within(await cardOf(market)).queryByRole('button', { name: /by card/ })).toBeNull();
    }
  });

  it('opens a Checkout Session for the market and goes to its page; a refusal is shown', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ data: { url: 'https://checkout.stripe.test/c/pay/cs_1' } })
      .mockRejectedValueOnce(
        httpError(400, { detail: 'You owe this market nothing to pay by card.', status: 400 }),
      );
    const leaveFor = vi.fn();
    const user = userEvent.setup();
    const shown = renderWithProviders(
      <CardPaymentButton balance={decodeVendorSelfBalance(balance({}))} leaveFor={leaveFor} />,
    );
    await user.click(screen.getByRole('button', { name: /by card/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(post).toHaveBeenCalledWith('/vendors/self/markets/m-riverside/card-payment');

    shown.unmount();
    renderWithProviders(
      <CardPaymentButton balance={decodeVendorSelfBalance(balance({}))} leaveFor={leaveFor} />,
    );
    await user.click(screen.getByRole('button', { name: /by card/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You owe this market nothing to pay by card.');
    expect(leaveFor).toHaveBeenCalledTimes(1);
  });

  it('says how the payment ended when Stripe sends the vendor back', async () => {
    serveBalances([balance({})]);
    renderWithProviders(<OwnBalances />, { route: '/transactions?card_payment=paid&market_id=m-riverside' });
    expect(await screen.findByText(/your card payment to Riverside went through/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/your card payment/)).toBeNull();
  });

  it('says nothing was charged when the vendor cancelled', async () => {
    serveBalances([balance({})]);
    renderWithProviders(<OwnBalances />, {
      route: '/transactions?card_payment=cancelled&market_id=m-riverside',
    });
    expect(
      await screen.findByText('Card payment to Riverside cancelled: nothing was charged.'),
    ).toBeVisible();
  });
});
