import 'fake-indexeddb/auto';
import { TOKEN_FLOAT_MESSAGES } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { forgetCacheUser, rememberCacheUser } from '@/lib/offline/cache-user';
import type { FloatEntryOutboxItem } from '@/lib/offline/outbox-machine';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, removeItem } from '@/lib/offline/outbox-store';
import { httpError, networkError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import {
  buildDay,
  buildEntry,
  buildFloat,
  buildLine,
  FLOAT_PATH,
  fakeTokenFloatReads,
  MARKET,
  NOW,
  SNAP,
  TODAY,
} from '../testing/token-float-fixtures';
import { TokenFloatView } from './token-float-view';

const MANAGER = 'manager-float-offline-test';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// The booth's tab under the shell's outbox (the outbox sheet's side: app/outbox/float-entry-outbox.test.tsx).
async function renderBooth() {
  renderWithProviders(
    <OutboxProvider userId={MANAGER} senders={outboxSenders}>
      <TokenFloatView market={MARKET} now={NOW} />
    </OutboxProvider>,
  );
  const user = userEvent.setup();
  // The day as read while the signal held.
  expect(await screen.findByText('No entries on this day yet.')).toBeInTheDocument();
  return user;
}

async function enter(
  user: ReturnType<typeof userEvent.setup>,
  count: string,
  kind: 'Issue' | 'Refund' = 'Issue',
) {
  if (kind === 'Refund') await user.click(screen.getByRole('button', { name: 'Refund' }));
  await user.type(screen.getByLabelText('Tokens'), count);
  const submit = screen.getByRole('button', { name: kind === 'Issue' ? 'Issue tokens' : 'Refund tokens' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

const heldEntries = async () =>
  (await allItems()).filter((item): item is FloatEntryOutboxItem => item.kind === 'float-entry');

type PostCall = [string, unknown, { headers: Record<string, string> }?];
const keyOf = (call: unknown) => (call as PostCall)[2]?.headers['Idempotency-Key'];

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
  // The outbox's pass sends only for the device's user.
  rememberCacheUser(MANAGER);
});

afterEach(() => {
  forgetCacheUser();
  setOnline(true);
});

describe('the info booth without a network', { timeout: 20_000 }, () => {
  it('holds an entry on the device with its key, shows it waiting, then sends it under that key and reads the float again', async () => {
    // The server's books: the entry and its outstanding tokens once it has been booked.
    let booked = false;
    const entry = buildEntry({ count: 5, amount: 5 });
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === `${FLOAT_PATH}/days/${TODAY}`)
        return { data: buildDay({ entries: booked ? [entry] : [] }) } as never;
      const line = buildLine({ issued: 5, outstanding: 5, outstanding_value: 5 });
      if (url === FLOAT_PATH) return { data: buildFloat({ tokens: booked ? [line] : [] }) } as never;
      throw new Error(`Unexpected GET ${url}`);
    });
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      booked = true;
      return { data: { message: 'Token float entry recorded', data: entry } };
    });
    const user = await renderBooth();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();

    setOnline(false);
    await enter(user, '5');
    expect(
      await screen.findByText('Kept on this device: it will be sent when the network is back.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5 SNAP tokens issued')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    const [held, ...others] = await heldEntries();
    expect(others).toEqual([]);
    expect(held).toMatchObject({
      state: 'queued',
      marketId: MARKET.id,
      marketName: MARKET.name,
      tokenName: SNAP.name,
      input: {
        token_id: SNAP.id,
        date: TODAY,
        kind: 'ISSUE',
        method: 'EBT',
        count: 5,
        amount: 5,
        shoppers: 1,
      },
    });
    expect(held?.key).toMatch(/^[0-9a-f-]{36}$/);

    // The day's list shows it, marked as waiting, and the header counts it.
    expect(
      await screen.findByText('1 entry waits on this device: sent when the network is back.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      `${FLOAT_PATH}/entries`,
      {
        token_id: SNAP.id,
        date: TODAY,
        kind: 'ISSUE',
        method: 'EBT',
        count: 5,
        amount: 5,
        shoppers: 1,
        note: null,
      },
      { headers: { 'Idempotency-Key': held?.key } },
    );
    await waitFor(async () => expect(await heldEntries()).toEqual([]));
    // Booked: the day and the outstanding tokens are read again, with the entry the server now holds.
    expect(await screen.findByText(entry.created_by as string)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('No tokens yet.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument());
    expect(screen.queryByText(/waits on this device/)).not.toBeInTheDocument();
  });

  it('holds an entry whose answer was lost under the key of that attempt, so the server records it once', async () => {
    fakeTokenFloatReads();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ data: { message: 'Token float entry recorded', data: buildEntry({ count: 3 }) } });
    const user = await renderBooth();

    await enter(user, '3');
    expect(
      await screen.findByText('Kept on this device: it will be sent when the network is back.'),
    ).toBeInTheDocument();
    // Online, the outbox sends it at once: the same request, under the same key.
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(keyOf(post.mock.calls[1])).toBe(keyOf(post.mock.calls[0]));
    expect(post.mock.calls[1]?.[1]).toEqual(post.mock.calls[0]?.[1]);
    await waitFor(async () => expect(await heldEntries()).toEqual([]));

    // The next entry is a new one, under a key of its own.
    await enter(user, '2');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    expect(keyOf(post.mock.calls[2])).not.toBe(keyOf(post.mock.calls[0]));
  });

  it("keeps a refusal at sending on the device with the server's message, out of the waiting entries", async () => {
    fakeTokenFloatReads();
    const post = vi.spyOn(api, 'post').mockRejectedValue(
      httpError(400, {
        detail: TOKEN_FLOAT_MESSAGES.refundTooLarge,
        status: 400,
        errors: [{ path: 'count', message: TOKEN_FLOAT_MESSAGES.refundTooLarge }],
      }),
    );
    const user = await renderBooth();

    setOnline(false);
    await enter(user, '50', 'Refund');
    expect(await screen.findByText('50 SNAP tokens refunded')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to sync')).toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(async () =>
      expect(await heldEntries()).toMatchObject([
        {
          state: 'invalid',
          message: TOKEN_FLOAT_MESSAGES.refundTooLarge,
          input: { kind: 'REFUND', count: 50 },
        },
      ]),
    );
    // The outbox sheet holds it now (Needs attention), not the day's list.
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument());
    expect(screen.queryByText(/waits on this device/)).not.toBeInTheDocument();
    // Sent once: a refusal is not tried again.
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says in Spanish that the entry is kept on the device and waits to be sent', async () => {
    await chooseLocale('es');
    fakeTokenFloatReads();
    const post = vi.spyOn(api, 'post');
    renderWithProviders(
      <OutboxProvider userId={MANAGER} senders={outboxSenders}>
        <TokenFloatView market={MARKET} now={NOW} />
      </OutboxProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Aún no hay movimientos este día.')).toBeInTheDocument();

    setOnline(false);
    await user.type(screen.getByLabelText('Fichas'), '4');
    await user.click(screen.getByRole('button', { name: 'Entregar fichas' }));
    expect(
      await screen.findByText('Se guardó en este dispositivo: se enviará cuando vuelva la red.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4 fichas SNAP entregadas')).toBeInTheDocument();
    expect(
      await screen.findByText('1 movimiento espera en este dispositivo: se enviará cuando vuelva la red.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Por sincronizar')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
