import { onlineManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { api } from '@/lib/api-client';
import { httpError, networkError } from '@/test/http-errors';
import { createTestQueryClient } from '@/test/test-providers';
import { buildContext, MARKET_DATE, MARKET_ID } from '../testing/checkout-fixtures';
import { CheckoutScreen, NOT_SAVED_OFFLINE } from './checkout-screen';
import { LastRefreshed, lastRefreshedText } from './last-refreshed';

const AT_2_14_PM = new Date(2026, 10, 22, 14, 14).getTime();
const PARAMS = { marketId: MARKET_ID, marketName: 'Riverside', marketDate: MARKET_DATE };

function setDeviceOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  onlineManager.setOnline(online);
}

function renderScreen(queryClient: QueryClient) {
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>
  );
  return render(wrap(<CheckoutScreen params={PARAMS} onCreateDayReport={() => undefined} />));
}

afterEach(() => {
  setDeviceOnline(true);
});

describe('when the checkout data was refreshed', () => {
  it('says the time online, and that the data is from then offline', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(lastRefreshedText({ updatedAt: AT_2_14_PM, online: true, now })).toBe('Updated 2:14 PM');
    expect(lastRefreshedText({ updatedAt: AT_2_14_PM, online: false, now })).toBe(
      'Offline — data from 2:14 PM',
    );
  });

  it('names the day when it was not today', () => {
    const nextDay = new Date(2026, 10, 23, 9, 0);
    expect(lastRefreshedText({ updatedAt: AT_2_14_PM, online: false, now: nextDay })).toBe(
      'Offline — data from Nov 22, 2:14 PM',
    );
  });

  it('shows nothing before any data arrived', () => {
    const { container } = render(<LastRefreshed updatedAt={0} online />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the checkout screen without a network', () => {
  it("shows the form from the day's data kept on the device, with its time", async () => {
    setDeviceOnline(false);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      checkoutKeys.context({ marketId: MARKET_ID, marketDate: MARKET_DATE }),
      buildContext(),
      {
        updatedAt: AT_2_14_PM,
      },
    );
    const get = vi.spyOn(api, 'get').mockRejectedValue(networkError());
    renderScreen(queryClient);
    expect(screen.getByTestId('last-refreshed')).toHaveTextContent(/^Offline — data from .*2:14 PM$/);
    expect(screen.getAllByText('Alpha Farm').length).toBeGreaterThan(0);
    // Paused while offline: no request is even tried.
    expect(get).not.toHaveBeenCalled();
  });

  it('keeps the form when a refetch fails for lack of network while the browser thinks it is online', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      checkoutKeys.context({ marketId: MARKET_ID, marketDate: MARKET_DATE }),
      buildContext(),
      {
        updatedAt: AT_2_14_PM,
      },
    );
    vi.spyOn(api, 'get').mockRejectedValue(networkError());
    renderScreen(queryClient);
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryState(checkoutKeys.context({ marketId: MARKET_ID, marketDate: MARKET_DATE }))
          ?.status,
      ).toBe('error'),
    );
    expect(screen.getAllByText('Alpha Farm').length).toBeGreaterThan(0);
    expect(screen.getByTestId('last-refreshed')).toHaveTextContent(/^Updated .*2:14 PM$/);
  });

  it("says the market day isn't saved on this device instead of spinning", () => {
    setDeviceOnline(false);
    vi.spyOn(api, 'get').mockRejectedValue(networkError());
    renderScreen(createTestQueryClient());
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_SAVED_OFFLINE);
    expect(screen.getByRole('link', { name: 'Choose a Market and Date' })).toBeInTheDocument();
  });

  it('online, a refusal still shows the error card', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(httpError(404, { detail: 'Market not found' }));
    renderScreen(createTestQueryClient());
    expect(await screen.findByText('The requested resource was not found.')).toBeInTheDocument();
    expect(screen.queryByText(NOT_SAVED_OFFLINE)).not.toBeInTheDocument();
  });
});
