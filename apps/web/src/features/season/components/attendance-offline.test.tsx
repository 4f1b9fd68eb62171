import 'fake-indexeddb/auto';
import type { Attendance } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { api } from '@/lib/api-client';
import { forgetCacheUser, rememberCacheUser } from '@/lib/offline/cache-user';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, removeItem } from '@/lib/offline/outbox-store';
import { AttendanceSheet } from './attendance-sheet';

const STAFF = 'staff-attendance-test';
const DAY = '2026-11-21';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const vendor = (name: string): Attendance => ({
  market_vendor_id: `mv-${name}`,
  vendor_id: `v-${name}`,
  business_name: name,
  type: 'PRODUCER',
  status: 'EXPECTED',
  booth: null,
  walk_in: false,
});

function renderSheet() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AlertsProvider>
        <OutboxProvider userId={STAFF} senders={outboxSenders}>
          <AttendanceSheet
            marketId="market-1"
            marketName="Downtown"
            date={DAY}
            today={DAY}
            onOpenChange={() => {}}
          />
        </OutboxProvider>
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const group = (name: string) => screen.getByRole('group', { name: `Attendance of ${name}` });

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
  rememberCacheUser(STAFF);
});

afterEach(() => {
  forgetCacheUser();
  setOnline(true);
});

describe('attendance without a network', { timeout: 20_000 }, () => {
  it('holds each tap on the device, keeps only the last of a vendor, and sends it once the network is back', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [vendor('Green Valley'), vendor('Rise & Shine')] });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { message: 'Attendance saved', data: {} } });
    const user = renderSheet();
    expect(await screen.findByText('0 of 2 vendors marked')).toBeInTheDocument();

    setOnline(false);
    await user.click(within(group('Green Valley')).getByRole('button', { name: 'Present' }));
    await user.click(within(group('Rise & Shine')).getByRole('button', { name: 'Late' }));
    // A second thought on the same vendor replaces the held mark.
    await user.click(within(group('Green Valley')).getByRole('button', { name: 'Absent' }));
    expect(
      await screen.findByText('2 marks wait on this device: sent when the network is back.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 2 vendors marked')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    const held = (await allItems()).sort((a, b) => a.seq - b.seq);
    expect(
      held.map((item) => (item.kind === 'attendance' ? [item.vendorName, item.status] : item.kind)),
    ).toEqual([
      ['Green Valley', 'ABSENT'],
      ['Rise & Shine', 'LATE'],
    ]);

    setOnline(true);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls).toEqual([
      [`/market-managers/markets/market-1/dates/${DAY}/attendance/mv-Green Valley`, { status: 'ABSENT' }],
      [`/market-managers/markets/market-1/dates/${DAY}/attendance/mv-Rise & Shine`, { status: 'LATE' }],
    ]);
    await waitFor(async () => expect(await allItems()).toEqual([]));
    expect(screen.queryByText(/wait on this device/)).not.toBeInTheDocument();
  });
});
