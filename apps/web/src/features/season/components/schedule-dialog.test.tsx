import type { BoothMap, MarketDate, VendorSchedule } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { ScheduleDialog } from './schedule-dialog';

// 12:00 in California on Monday, June 1 2026: the market's dates to come start on Saturday the 6th.
const NOON_IN_CALIFORNIA = new Date('2026-06-01T19:00:00Z');
const MARKET = { id: 'market-1', time_zone: 'America/Los_Angeles', day_of_week: 'SATURDAY' as const };

const day = (date: string, status: MarketDate['status'] = 'SCHEDULED'): MarketDate => ({
  date,
  status,
  note: null,
  scheduled_count: 0,
  present_count: 0,
  absent_count: 0,
  settled_count: 0,
});

const DATES = [
  day('2026-05-30'),
  day('2026-06-06'),
  day('2026-06-13'),
  day('2026-06-20', 'CANCELLED'),
  day('2026-06-27'),
  day('2026-07-04', 'EXTRA'),
  day('2026-07-11'),
];

const UNSAVED: VendorSchedule = {
  market_vendor_id: 'mv-1',
  vendor_id: 'v-1',
  business_name: 'Green Valley',
  pattern: 'EVERY',
  anchor_date: null,
  week_of_month: null,
  picked_dates: [],
  default_booth_id: null,
  saved: false,
};

const MAP: BoothMap = {
  layout: {
    width_ft: 40,
    height_ft: 20,
    items: [{ id: 'b1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 }],
  },
  version: 1,
  updated_at: null,
};

function renderDialog() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON_IN_CALIFORNIA);
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/dates')) return { data: DATES };
    if (url.endsWith('/schedules')) return { data: [UNSAVED] };
    if (url.endsWith('/booth-map')) return { data: MAP };
    throw new Error(`unexpected GET ${url}`);
  });
  const put = vi
    .spyOn(api, 'put')
    .mockResolvedValue({ data: { message: 'Schedule saved', data: { ...UNSAVED, saved: true } } });
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ScheduleDialog
      market={MARKET}
      marketVendorId="mv-1"
      businessName="Green Valley"
      onOpenChange={onOpenChange}
    />,
  );
  return { put, onOpenChange };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ScheduleDialog', () => {
  it('asks for the first date of every other week before saving, and counts the dates it gives', async () => {
    renderDialog();
    // Five open dates to come: the cancelled one and the one gone by are not among them.
    expect(await screen.findByText('5 of 5 dates to come')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Every other week/ }));
    expect(screen.getByRole('button', { name: 'Save dates' })).toBeDisabled();
    expect(screen.getByText('0 of 5 dates to come')).toBeInTheDocument();

    // The first date is one of the regular dates to come (not the extra July 4).
    await userEvent.click(screen.getByRole('combobox', { name: 'First date' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Sat, Jun 6',
      'Sat, Jun 13',
      'Sat, Jun 27',
      'Sat, Jul 11',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sat, Jun 13' }));
    // June 13, 27 and July 11; June 20 would be, but it is cancelled, and the extra July 4 is not a regular date.
    expect(await screen.findByText('3 of 5 dates to come')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save dates' })).toBeEnabled());
  });

  it('sends the picked dates, and nothing the other patterns read', async () => {
    const { put, onOpenChange } = renderDialog();
    await userEvent.click(await screen.findByRole('radio', { name: /Picked dates/ }));
    expect(screen.getByRole('button', { name: 'Save dates' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sat, Jul 4 (extra)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all in June' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sat, Jun 27' }));
    expect(screen.getByText('3 of 5 dates to come')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(put).toHaveBeenCalledWith('/market-managers/markets/market-1/schedules/mv-1', {
      pattern: 'PICKED',
      anchor_date: null,
      week_of_month: null,
      picked_dates: ['2026-06-06', '2026-06-13', '2026-07-04'],
      default_booth_id: null,
    });
  });
});
