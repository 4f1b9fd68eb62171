import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCheckoutUrl } from '@/features/checkout/checkout-params';
import { buildContext, buildMarket, MARKET_ID } from '@/features/checkout/testing/checkout-fixtures';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { CheckoutPage } from './checkout';
import { CheckoutOptionsPage } from './checkout-options';

// Route-level checks for the two checkout pages.

const URL_22_NOV = buildCheckoutUrl({
  marketId: MARKET_ID,
  marketName: 'Riverside',
  date: new Date(2026, 10, 22),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CheckoutPage', () => {
  it('refuses a URL without a valid market', () => {
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?market=42&market_name=Riverside&date=2026-11-22',
    });
    expect(screen.getByText('Invalid URL Parameters')).toBeInTheDocument();
    expect(screen.getByText('Market ID must be a valid UUID')).toBeInTheDocument();
  });

  it("loads the day's context and names the market and date", async () => {
    // The page asks for the day's context, and for the markets (the past-day picker counts today in its zone).
    const get = vi.spyOn(api, 'get').mockImplementation(async (url) => ({
      data: url === '/market-managers/markets' ? [buildMarket()] : buildContext({ vendors: [] }),
    }));
    renderWithProviders(<CheckoutPage />, { route: URL_22_NOV });
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Riverside on 11/22/2026')).toBeInTheDocument();
    expect(await screen.findByText('There are no Vendors in this Market!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Vendors' })).toHaveAttribute('href', '/vendors');
    expect(get).toHaveBeenCalledWith('/market-managers/checkouts/', {
      params: { market_id: MARKET_ID, market_date: '2026-11-22' },
    });
  });

  it("says so when the market is not the manager's", async () => {
    vi.spyOn(api, 'get').mockRejectedValue(httpError(404, { detail: 'Market not found' }));
    renderWithProviders(<CheckoutPage />, { route: URL_22_NOV });
    expect(await screen.findByText('The requested resource was not found.')).toBeInTheDocument();
  });
});

describe('CheckoutOptionsPage', () => {
  it('points to adding a market when there is none', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderWithProviders(<CheckoutOptionsPage />, { route: '/checkout/options' });
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a Market' })).toHaveAttribute('href', '/markets/settings');
  });

  it('lists the markets to choose from', async () => {
    // A Wednesday: the Saturday market is not chosen for today (on a Saturday it would be, and the button named).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T20:00:00Z'));
    vi.spyOn(api, 'get').mockResolvedValue({ data: [buildMarket()] });
    renderWithProviders(<CheckoutOptionsPage />, { route: '/checkout/options' });
    expect(await screen.findByRole('radio', { name: /Riverside/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select a Market and Date to checkout.' })).toBeDisabled();
  });
});
