import { SCHEDULE_MESSAGES, type VendorDate, type VendorMarketDates } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { buildVendorDate } from '../testing/vendor-date-builder';
import { buildVendorMarket } from '../testing/vendor-market-builder';
import { VendorMarketCard } from './vendor-market-card';

const MARKET_ID = 'market-1';
const TODAY = '2026-11-21';
const DATES_URL = `/vendors/self/markets/${MARKET_ID}/dates`;

const MARKET = buildVendorMarket({
  id: MARKET_ID,
  name: 'Davis Downtown',
  today: TODAY,
  next_market_days: ['2026-11-21', '2026-11-28'],
});

const day = buildVendorDate;

const A3 = { id: 'booth-a3', label: 'A3', size: '10x10' };

function answer(): VendorMarketDates {
  return {
    market_id: MARKET_ID,
    market_name: MARKET.name,
    drop_deadline_hours: 48,
    rules: 'Tell the manager two days ahead if you cannot come.',
    dates: [
      // Today: past the deadline.
      day('2026-11-21', 'SCHEDULED', { booth: A3, can_change: false }),
      day('2026-11-28', 'SCHEDULED', { booth: A3 }),
      day('2026-12-05', 'NOT_SCHEDULED'),
      day('2026-12-12', 'WAITLISTED', { waitlist_position: 2 }),
      day('2026-12-19', 'CANCELLED', { note: 'Holiday parade on C St', can_change: false }),
      day('2026-12-26', 'SCHEDULED'),
      day('2027-01-02', 'SCHEDULED'),
      day('2027-01-09', 'SCHEDULED'),
      day('2027-01-16', 'SCHEDULED'),
      day('2027-01-23', 'REQUESTED'),
    ],
  };
}

// The server's dates, as the vendor's changes leave them; the card reads them again after each change.
function renderCard() {
  const server = answer();
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url !== DATES_URL) throw new Error(`unexpected GET ${url}`);
    return { data: structuredClone(server) as never };
  });
  renderWithProviders(<VendorMarketCard market={MARKET} renderStatus={() => null} />);
  return server;
}

// The card once its dates have come (all at once), with a user to tap it and the server behind it.
async function renderLoadedCard() {
  const user = userEvent.setup();
  const server = renderCard();
  await screen.findByText('Sat, Nov 21');
  return { user, server };
}

// The server keeps the changed date, then answers with it and its message.
function answerPutWith(server: VendorMarketDates, message: string, changed: VendorDate) {
  return vi.spyOn(api, 'put').mockImplementation(async () => {
    server.dates = server.dates.map((d) => (d.date === changed.date ? changed : d));
    return { data: { message, data: changed } } as never;
  });
}

const row = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('My dates on a market card', () => {
  it('shows the next eight dates by month with badges and booths, closes changes past the deadline, and shows all on demand', async () => {
    const { user } = await renderLoadedCard();
    const mine = screen.getByRole('region', { name: 'My dates' });
    expect(within(mine).getByRole('region', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(row('Sat, Nov 21')).getByText('Booth A3 · 10x10')).toBeInTheDocument();
    expect(
      within(row('Sat, Nov 21')).getByText('Changes closed 48 hours before the market'),
    ).toBeInTheDocument();
    expect(within(row('Sat, Nov 21')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Sat, Dec 12')).getByText('Waitlist #2')).toBeInTheDocument();
    expect(within(row('Sat, Dec 12')).getByRole('button', { name: /Withdraw request/ })).toBeInTheDocument();
    expect(within(row('Sat, Dec 19')).getByText('Holiday parade on C St')).toBeInTheDocument();
    expect(within(row('Sat, Dec 19')).queryByRole('button')).not.toBeInTheDocument();
    // The vendor's own next date, over the market's days.
    const days = screen.getByRole('region', { name: 'Next market days' });
    expect(within(days).getByText(/Your next date:/).textContent).toBe(
      'Your next date: Sat 11/21/2026 · Booth A3 · 10x10',
    );

    expect(within(mine).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByText('Sat, Jan 23')).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Show all dates (10)' }));
    expect(within(mine).getAllByRole('listitem')).toHaveLength(10);
    expect(within(row('Sat, Jan 23')).getByText('Requested')).toBeInTheDocument();
  });

  it('drops a date once confirmed, showing the server’s message and the date as dropped', async () => {
    const { user, server } = await renderLoadedCard();
    const message = SCHEDULE_MESSAGES.dropped('2026-11-28');
    const put = answerPutWith(server, message, day('2026-11-28', 'DROPPED'));

    await user.click(within(row('Sat, Nov 28')).getByRole('button', { name: /Drop this date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop Saturday, November 28?' });
    expect(put).not.toHaveBeenCalled();
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByText('The market’s rules'));
    expect(within(dialog).getByText('Tell the manager two days ahead if you cannot come.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Drop this date' }));
    expect(put).toHaveBeenCalledWith(`${DATES_URL}/2026-11-28`, { action: 'DROP' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(row('Sat, Nov 28')).getByText('Dropped')).toBeInTheDocument();
  });

  it('a drop refused past the deadline shows the server’s message and leaves the date scheduled', async () => {
    const { user } = await renderLoadedCard();
    const refusal = SCHEDULE_MESSAGES.pastDeadline('2026-11-28', 48);
    vi.spyOn(api, 'put').mockRejectedValue(
      httpError(400, { detail: refusal, errors: [{ path: 'date', message: refusal }] }),
    );

    await user.click(within(row('Sat, Nov 28')).getByRole('button', { name: /Drop this date/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Drop this date' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(row('Sat, Nov 28')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('asks to sell on a date the vendor is not on, in one tap', async () => {
    const { user, server } = await renderLoadedCard();
    const message = SCHEDULE_MESSAGES.requested('2026-12-05');
    const put = answerPutWith(server, message, day('2026-12-05', 'REQUESTED'));

    await user.click(within(row('Sat, Dec 5')).getByRole('button', { name: /Ask to sell/ }));
    expect(put).toHaveBeenCalledWith(`${DATES_URL}/2026-12-05`, { action: 'REQUEST' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(row('Sat, Dec 5')).getByRole('button', { name: /Withdraw request/ })).toBeInTheDocument();
  });
});
