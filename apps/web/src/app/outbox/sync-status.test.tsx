import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { api } from '@/lib/api-client';
import { forgetCacheUser, rememberCacheUser } from '@/lib/offline/cache-user';
import { queueCheckout } from '@/lib/offline/outbox';
import type { CheckoutOutboxItem } from '@/lib/offline/outbox-machine';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, putItem, removeItem } from '@/lib/offline/outbox-store';
import { checkoutInput } from '@/test/checkout-input';
import { httpError } from '@/test/http-errors';
import { SyncStatus } from './sync-status';

const MANAGER = 'manager-sheet-test';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let keys = 0;
function hold(vendor: string, gross = 100) {
  keys += 1;
  return queueCheckout({
    userId: MANAGER,
    key: `sheet-key-${keys}`,
    mode: 'create',
    marketId: 'market-1',
    marketName: 'Downtown',
    vendorName: vendor,
    input: checkoutInput(vendor, gross),
    moneyOwedCents: 650,
  });
}

function renderStatus() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OutboxProvider userId={MANAGER} senders={outboxSenders}>
        <SyncStatus />
      </OutboxProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const heldVendors = async () =>
  (await allItems()).map((item) => (item.kind === 'checkout' ? item.vendorName : item.kind));

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
  // No pass sends anything unless a test says who the device's user is (the provider's isCurrent check).
  forgetCacheUser();
});

afterEach(() => {
  forgetCacheUser();
  setOnline(true);
});

describe('the header indicator', { timeout: 20_000 }, () => {
  it("reads 'Offline' and counts the held checkouts, '1 checkout' and then '2 checkouts'", async () => {
    setOnline(false);
    await hold('Alpha Farm');
    renderStatus();
    expect(await screen.findByRole('button', { name: '1 checkout waiting to sync' })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();

    await hold('Berry Bakery');
    expect(await screen.findByRole('button', { name: '2 checkouts waiting to sync' })).toBeInTheDocument();
    expect(screen.queryByText(/1 checkout waiting/)).not.toBeInTheDocument();
  });
});

// user-event clicks through a sheet are slow on a busy 2-core runner.
describe('the outbox sheet', { timeout: 20_000 }, () => {
  it('deletes a held checkout only after the manager confirms it', async () => {
    setOnline(false);
    await hold('Alpha Farm');
    await hold('Berry Bakery');
    const user = renderStatus();
    await user.click(await screen.findByRole('button', { name: '2 checkouts waiting to sync' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkouts on this device' });
    const alpha = within(sheet).getByText('Alpha Farm').closest('li') as HTMLElement;
    expect(within(alpha).getByText('$6.50')).toBeInTheDocument();
    expect(within(alpha).getByText('Waiting for the network')).toBeInTheDocument();

    // The first tap only asks; "Keep it" leaves the checkout where it was.
    await user.click(within(alpha).getByRole('button', { name: 'Delete' }));
    await user.click(within(alpha).getByRole('button', { name: 'Keep it' }));
    expect(within(alpha).queryByRole('button', { name: 'Delete this checkout' })).not.toBeInTheDocument();
    expect(await heldVendors()).toHaveLength(2);

    await user.click(within(alpha).getByRole('button', { name: 'Delete' }));
    expect(await heldVendors()).toHaveLength(2);
    await user.click(within(alpha).getByRole('button', { name: 'Delete this checkout' }));
    await waitFor(() => expect(within(sheet).queryByText('Alpha Farm')).not.toBeInTheDocument());
    expect(await heldVendors()).toEqual(['Berry Bakery']);
    // Behind the open sheet (aria-hidden), the header already counts one.
    expect(
      await screen.findByRole('button', { name: '1 checkout waiting to sync', hidden: true }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal on a Needs attention item, and Discard removes it", async () => {
    setOnline(false);
    const held = await hold('Alpha Farm', 99_999_999);
    const refused: CheckoutOutboxItem = {
      ...held,
      state: 'invalid',
      everSent: true,
      attempts: 1,
      message: 'Gross must be at most $10,000,000.00',
    };
    await putItem(refused);
    const user = renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Needs attention (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkouts on this device' });
    const attention = within(sheet).getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText('Gross must be at most $10,000,000.00')).toBeInTheDocument();
    // A refusal can only be discarded; Overwrite is for a conflict.
    expect(
      within(attention).queryByRole('button', { name: 'Overwrite Transaction' }),
    ).not.toBeInTheDocument();

    await user.click(within(attention).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(sheet).queryByText('Alpha Farm')).not.toBeInTheDocument());
    expect(await allItems()).toEqual([]);
    expect(
      within(sheet).getByText('Nothing is waiting: every checkout reached the server.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Needs attention/, hidden: true })).not.toBeInTheDocument();
  });

  it("shows the server's side of a conflict: that market vendor's checkout of the day, not a namesake's", async () => {
    const held = await hold('Alpha Farm');
    await putItem({
      ...held,
      state: 'conflict',
      everSent: true,
      attempts: 1,
      message: 'Alpha Farm is already checked out for that day.',
      conflictId: null,
    });
    const day = [
      // Another vendor of the same name, and the held vendor's own checkout (its name changed since).
      {
        id: 't-namesake',
        market_vendor_id: 'other-vendor',
        vendor_name: 'Alpha Farm',
        reported_gross: 1,
        money_owed: 0.06,
      },
      {
        id: 't-booked',
        market_vendor_id: 'Alpha Farm',
        vendor_name: 'Alpha Farms',
        reported_gross: 250,
        money_owed: 15,
      },
    ];
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValue({ data: { data: day, page: 0, page_size: 200, total_count: null, totals: null } });
    const user = renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Needs attention (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkouts on this device' });
    expect(await within(sheet).findByText('Gross Profit $250.00')).toBeInTheDocument();
    expect(within(sheet).getByText('Money Owed $15.00')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/market-managers/transactions',
      expect.objectContaining({
        params: expect.objectContaining({ market_id: 'market-1', start_date: '2026-11-24' }),
      }),
    );
  });

  it('waits its growing delay before sending again when the server keeps failing, online', async () => {
    rememberCacheUser(MANAGER);
    const post = vi.spyOn(api, 'post').mockRejectedValue(httpError(503));
    await hold('Alpha Farm');
    renderStatus();
    await waitFor(() => expect(post).toHaveBeenCalled());
    // The first retry comes after a delay, not at once when the item goes back to 'queued'.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(post.mock.calls.length).toBeLessThanOrEqual(2);
    expect((await allItems())[0]?.state).toBe('queued');
  });

  it('says a checkout waits for a sign-in when the server answered that the session is gone', async () => {
    rememberCacheUser(MANAGER);
    const post = vi.spyOn(api, 'post').mockRejectedValue(httpError(401));
    await hold('Alpha Farm');
    const user = renderStatus();
    await waitFor(async () => expect((await allItems())[0]?.state).toBe('waiting-for-sign-in'));
    // Online, a session the server keeps refusing is not asked again and again: the checkout waits for the
    // sign-in (before the fix, every change of the item's state started another pass: ~300 requests a second).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(post.mock.calls.length).toBeLessThanOrEqual(2);
    // Still counted as waiting: nothing is lost while the manager signs in again.
    await user.click(await screen.findByRole('button', { name: '1 checkout waiting to sync' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkouts on this device' });
    expect(await within(sheet).findByText('Waiting for you to sign in again')).toBeInTheDocument();
  });
});
