import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { api } from '@/lib/api-client';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, removeItem } from '@/lib/offline/outbox-store';
import { httpError, networkError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { ALPHA, BERRY, buildDay, MARKET_DATE, SNAP } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';
import { STORAGE_FULL } from './use-checkout-flow';
import { QUEUED_MESSAGE } from './use-checkout-queue';

// One spy whichever copy of the module the form gets: the form's print code loads it on its own after the first
// screen, and that import can run while this file's is still in the factory, giving a second copy of the mocked
// module (seen on a busy runner: the form printed through a spy the test never saw).
const printPendingReceipt = vi.hoisted(() =>
  vi.fn<typeof import('../pending-receipt').printPendingReceipt>(async () => undefined),
);
vi.mock('../pending-receipt', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../pending-receipt')>()),
  printPendingReceipt,
}));

// The device's storage as the test wants it: full (QuotaExceededError) for one test, real for the rest.
const storage = vi.hoisted(() => ({ full: false }));
vi.mock('@/lib/offline/outbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/offline/outbox')>();
  return {
    ...real,
    queueCheckout: (...args: Parameters<typeof real.queueCheckout>) =>
      storage.full
        ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
        : real.queueCheckout(...args),
  };
});

const MANAGER = 'manager-offline-test';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderForm(context = buildDay()) {
  renderWithProviders(
    <OutboxProvider userId={MANAGER} senders={outboxSenders}>
      <CheckoutForm context={context} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />
    </OutboxProvider>,
  );
  return userEvent.setup();
}

const gross = () => screen.getByLabelText('Gross Profit');

async function submit(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Submit Checkout' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
});

afterEach(() => {
  storage.full = false;
  setOnline(true);
});

// user-event typing through a whole form is slow on a busy 2-core runner.
describe('CheckoutForm without a network', { timeout: 20_000 }, () => {
  it('holds the checkout on the device with the money owed worked out here, and prints a pending receipt', async () => {
    setOnline(false);
    const post = vi.spyOn(api, 'post');
    const user = renderForm();
    await user.type(gross(), '500');
    await user.type(screen.getByLabelText(SNAP.name), '10');
    await submit(user);

    expect(await screen.findByText(QUEUED_MESSAGE)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Deliver Receipt' });
    // 6% of $500 + $0.50 gov fee − 10 × $1 SNAP
    expect(within(dialog).getByTestId('receipt-owed')).toHaveTextContent('Collect$20.50');
    expect(within(dialog).getByText('Pending sync: saved on this device')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Email Receipt' })).not.toBeInTheDocument();

    const [item] = await allItems();
    expect(item).toMatchObject({
      userId: MANAGER,
      state: 'queued',
      mode: 'create',
      moneyOwedCents: 2050,
      input: { reported_gross: 500, tokens: [{ token_id: SNAP.id, count: 10 }] },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    await waitFor(() => expect(printPendingReceipt).toHaveBeenCalledTimes(1));
    expect(vi.mocked(printPendingReceipt).mock.calls[0]?.[0]).toMatchObject({
      moneyOwedCents: 2050,
      receiptLabel: expect.stringContaining('Pending sync'),
    });
  });

  it('holds a checkout whose request got no answer under the key of that attempt', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(networkError());
    const user = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeInTheDocument();
    const headers = post.mock.calls[0]?.[2]?.headers as Record<string, string> | undefined;
    const sentKey = headers?.['Idempotency-Key'];
    const [item] = await allItems();
    expect(item?.key).toBe(sentKey);
  });

  it('holds it when the server failed (5xx), but shows a refusal (4xx) on the form', async () => {
    // The server is failing for Alpha Farm (and for the outbox's retries), and refuses Berry Bakery's gross.
    vi.spyOn(api, 'post').mockImplementation(async (_url, body) => {
      if ((body as { market_vendor_id?: string }).market_vendor_id === BERRY.market_vendor_id) {
        throw httpError(400, {
          detail: 'Invalid input',
          errors: [{ path: 'reported_gross', message: 'Too large' }],
        });
      }
      throw httpError(503);
    });
    const user = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeInTheDocument();
    expect(await allItems()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    // The dialog hands focus back to Gross Profit once it has closed; the picker opens after that.
    await waitFor(() => expect(gross()).toHaveFocus());
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(BERRY.business_name) }));
    await user.type(gross(), '300');
    await submit(user);
    expect(await screen.findByText('Too large')).toBeInTheDocument();
    expect(
      (await allItems()).map((item) => item.kind === 'checkout' && item.input.market_vendor_id),
    ).not.toContain(BERRY.market_vendor_id);
  });

  it("says so when the device's storage is full, and keeps the figures in the form", async () => {
    setOnline(false);
    storage.full = true;
    const user = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    expect(await screen.findByText(STORAGE_FULL)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deliver Receipt' })).not.toBeInTheDocument();
    expect(gross()).toHaveValue('500.00');
    expect(await allItems()).toEqual([]);
  });

  it('edits the held checkout when the same vendor is submitted again offline, under the same key', async () => {
    setOnline(false);
    const post = vi.spyOn(api, 'post');
    const user = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    const [first] = await allItems();

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    // The form has moved on to Berry Bakery: the manager goes back to Alpha Farm to correct the gross.
    await waitFor(() => expect(gross()).toHaveFocus());
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(ALPHA.business_name) }));
    await user.type(gross(), '300');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    // 6% of $300 + $0.50 gov fee
    expect(within(dialog).getByTestId('receipt-owed')).toHaveTextContent('Collect$18.50');

    const items = await allItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: first?.key,
      seq: first?.seq,
      state: 'queued',
      mode: 'create',
      moneyOwedCents: 1850,
      input: { market_vendor_id: ALPHA.market_vendor_id, reported_gross: 300 },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('opens on the first vendor the device holds no checkout for, once its outbox has loaded', async () => {
    setOnline(false);
    const user = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    cleanup();
    // The server does not know of Alpha's checkout yet: only this device's outbox says Alpha is done.
    renderForm();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent(BERRY.business_name),
    );
  });

  it('marks a vendor held on the device as done for the day and offers the next one', async () => {
    setOnline(false);
    const user = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByTestId('receipt-next')).toHaveTextContent(`Next: ${BERRY.business_name}`);
  });
});
