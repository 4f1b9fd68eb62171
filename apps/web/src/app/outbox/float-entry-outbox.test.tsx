import 'fake-indexeddb/auto';
import { TOKEN_FLOAT_MESSAGES, type TokenFloatEntryInput } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { queueFloatEntry } from '@/entities/token-float/token-float-entries';
import { tokenFloatKeys } from '@/entities/token-float/token-float-keys';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { forgetCacheUser, rememberCacheUser } from '@/lib/offline/cache-user';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, removeItem } from '@/lib/offline/outbox-store';
import { httpError } from '@/test/http-errors';
import { SyncStatus } from './sync-status';

// The info booth's entries held on the device (features/token-float), as the header and the outbox sheet show them.
const MANAGER = 'manager-float-sheet-test';
const MARKET_ID = 'market-1';
const PATH = `/market-managers/markets/${MARKET_ID}/token-float/entries`;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const input = (overrides: Partial<TokenFloatEntryInput> = {}): TokenFloatEntryInput => ({
  token_id: 'token-snap',
  date: '2026-11-28',
  kind: 'ISSUE',
  method: 'EBT',
  count: 5,
  amount: 5,
  shoppers: 1,
  note: null,
  ...overrides,
});

let keys = 0;
function hold(overrides: Partial<TokenFloatEntryInput> = {}) {
  keys += 1;
  return queueFloatEntry({
    userId: MANAGER,
    key: `float-key-${keys}`,
    marketId: MARKET_ID,
    marketName: 'Downtown',
    tokenName: 'SNAP',
    input: input(overrides),
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
  return { user: userEvent.setup(), queryClient };
}

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
  forgetCacheUser();
});

afterEach(() => {
  forgetCacheUser();
  setOnline(true);
});

describe("the info booth's held entries in the outbox", { timeout: 20_000 }, () => {
  it('counts them in the header and lists each with its token, count and kind', async () => {
    setOnline(false);
    await hold();
    await hold({ kind: 'REFUND', count: 1, amount: 1 });
    const { user } = renderStatus();
    await user.click(await screen.findByRole('button', { name: '2 token entries waiting to sync' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkouts on this device' });
    const issued = within(sheet).getByText('Tokens issued: 5 SNAP tokens').closest('li') as HTMLElement;
    expect(within(issued).getByText('Waiting for the network')).toBeInTheDocument();
    expect(within(sheet).getByText('Tokens refunded: 1 SNAP token')).toBeInTheDocument();

    await user.click(within(issued).getByRole('button', { name: 'Delete' }));
    await user.click(within(issued).getByRole('button', { name: 'Delete this entry' }));
    await waitFor(async () => expect((await allItems()).map((item) => item.key)).toEqual(['float-key-2']));
  });

  it("sends a held entry under its key, refreshes the float, and keeps a refusal with the server's message", async () => {
    setOnline(false);
    const booked = await hold();
    const refused = await hold({ kind: 'REFUND', count: 50, amount: 50 });
    const post = vi.spyOn(api, 'post').mockImplementation(async (_url, body) => {
      if ((body as TokenFloatEntryInput).kind === 'REFUND') {
        throw httpError(400, { detail: TOKEN_FLOAT_MESSAGES.refundTooLarge, status: 400 });
      }
      return { data: { message: 'Token float entry recorded', data: {} } } as never;
    });
    const { user, queryClient } = renderStatus();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('button', { name: '2 token entries waiting to sync' });

    rememberCacheUser(MANAGER);
    setOnline(true);
    const attention = await screen.findByRole('button', { name: 'Needs attention (1)' });
    expect(post.mock.calls).toEqual([
      [PATH, booked.input, { headers: { 'Idempotency-Key': booked.key } }],
      [PATH, refused.input, { headers: { 'Idempotency-Key': refused.key } }],
    ]);
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: tokenFloatKeys.market(MARKET_ID) }),
    );
    expect(await allItems()).toMatchObject([{ key: refused.key, state: 'invalid' }]);

    await user.click(attention);
    const sheet = await screen.findByRole('dialog', { name: 'Checkouts on this device' });
    const item = within(sheet).getByText('Tokens refunded: 50 SNAP tokens').closest('li') as HTMLElement;
    expect(within(item).getByText(TOKEN_FLOAT_MESSAGES.refundTooLarge)).toBeInTheDocument();
    expect(within(item).getByText('Info booth amount $50.00')).toBeInTheDocument();
    // Nothing to overwrite: the manager reads why and discards it.
    expect(within(item).queryByRole('button', { name: /Overwrite/ })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await allItems()).toEqual([]));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('says them in Spanish', async () => {
    await chooseLocale('es');
    setOnline(false);
    await hold({ count: 4, amount: 4 });
    const { user } = renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Por sincronizar: 1 movimiento de fichas' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cobros en este dispositivo' });
    expect(within(sheet).getByText('Fichas entregadas: 4 fichas SNAP')).toBeInTheDocument();
    expect(within(sheet).getByText('Esperando la red')).toBeInTheDocument();
  });
});
