import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { api } from '@/lib/api-client';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, removeItem } from '@/lib/offline/outbox-store';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { ALPHA, BERRY, buildDay, MARKET_DATE, vendorReport } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';
import { QUEUED_MESSAGE } from './use-checkout-queue';

// A vendor whose checkout this device holds (the server failing, the outbox waiting to send it) is done for the
// day: "Confirm all unchanged" must not book their own report's figures as well.

const MANAGER = 'manager-held-report';
const REPORT = vendorReport();
const DAY = buildDay({ vendors: [{ ...ALPHA, vendor_report: REPORT }, BERRY] });

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
});

describe('Confirm all unchanged and a checkout held on this device', { timeout: 20_000 }, () => {
  it('leaves out a vendor whose adjusted checkout the device is holding', async () => {
    // The server is failing (503): the adjusted checkout is held on the device, and its retries keep failing.
    const post = vi.spyOn(api, 'post').mockRejectedValue(httpError(503));
    renderWithProviders(
      <OutboxProvider userId={MANAGER} senders={outboxSenders}>
        <CheckoutForm context={DAY} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />
      </OutboxProvider>,
    );
    const user = userEvent.setup();
    // The manager recounts: Alpha's gross was $450, not $412.50.
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    const gross = screen.getByLabelText('Gross Profit');
    await user.clear(gross);
    await user.type(gross, '450');
    await user.type(screen.getByLabelText('Why the figures changed (the vendor sees this)'), 'Recounted');
    await user.click(screen.getByRole('button', { name: 'Submit Checkout' }));
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeInTheDocument();
    await waitFor(async () => expect(await allItems()).toHaveLength(1));
    const dialog = screen.queryByRole('dialog', { name: 'Deliver Receipt' });
    if (dialog) await user.click(within(dialog).getByRole('button', { name: 'Skip' }));

    // The form treats Alpha as done (held on the device)...
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent(BERRY.business_name),
    );
    // ...but "Reports waiting" still lists Alpha's report, and Confirm all would book the vendor's $412.50 over
    // the manager's held $450 (the held checkout then meets a 409 when it is finally sent).
    post.mockClear();
    post.mockResolvedValue({ data: {} as never });
    const waiting = screen.queryByRole('region', { name: /Reports waiting/ });
    if (waiting) {
      await user.click(within(waiting).getByRole('button', { name: 'Confirm all unchanged' }));
      const review = await screen.findByRole('dialog', { name: 'Confirm all unchanged' });
      await user.click(within(review).getByRole('button', { name: /^Confirm \d/ }));
    }
    const confirmed = post.mock.calls.map(([url]) => url).filter((url) => String(url).includes('/confirm'));
    expect(confirmed).toEqual([]);
  });
});
