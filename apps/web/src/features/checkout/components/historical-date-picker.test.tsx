import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKET_ID } from '../testing/checkout-fixtures';
import { HistoricalDatePicker } from './historical-date-picker';

// 02:00 UTC on 25 November 2026: the device (UTC in tests) is on the 25th, California still on the 24th.
const EVENING_IN_CALIFORNIA = new Date('2026-11-25T02:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

function Landing() {
  return <p data-testid="landing">{useLocation().search}</p>;
}

type PickerMarket = Parameters<typeof HistoricalDatePicker>[0]['market'];

function renderPicker(timeZone: string | undefined = 'America/Los_Angeles', market?: PickerMarket) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING_IN_CALIFORNIA);
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route
          path="/checkout"
          element={
            <>
              <HistoricalDatePicker
                marketId={MARKET_ID}
                marketName="Riverside"
                timeZone={timeZone}
                market={market}
              />
              <Landing />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('HistoricalDatePicker', () => {
  it("accepts only a day before today at the market, not the device's today", async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    const open = within(dialog).getByRole('button', { name: 'Open Checkout' });
    expect(open).toBeDisabled();

    // The 24th is already yesterday on the device, but still today in California.
    const date = within(dialog).getByLabelText('Market date');
    await user.type(date, '11/24/2026');
    expect(within(dialog).getByText('Date must be before today')).toBeInTheDocument();
    expect(open).toBeDisabled();

    await user.clear(date);
    await user.type(date, '11/23/2026');
    expect(within(dialog).queryByText('Date must be before today')).not.toBeInTheDocument();
    expect(open).toBeEnabled();

    await user.clear(date);
    await user.tab();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
  });

  it('counts today in the default zone (California) until the market is known', async () => {
    const user = renderPicker(undefined);
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    await user.type(within(dialog).getByLabelText('Market date'), '11/24/2026');
    expect(within(dialog).getByText('Date must be before today')).toBeInTheDocument();
  });

  it("counts today in the market's own zone, ahead of the device's too", async () => {
    // 02:00 UTC on the 25th is 15:00 on the 25th in Auckland: the 24th is a past day there.
    const user = renderPicker('Pacific/Auckland');
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    await user.type(within(dialog).getByLabelText('Market date'), '11/24/2026');
    expect(within(dialog).getByRole('button', { name: 'Open Checkout' })).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Market date'));
    await user.type(within(dialog).getByLabelText('Market date'), '11/25/2026');
    expect(within(dialog).getByText('Date must be before today')).toBeInTheDocument();
  });

  it('starts each opening with no date', async () => {
    const user = renderPicker();
    const picker = screen.getByRole('button', { name: 'Check out a past market day' });
    await user.click(picker);
    let dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    await user.type(within(dialog).getByLabelText('Market date'), '11/15/2026');
    expect(within(dialog).getByRole('button', { name: 'Open Checkout' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(picker);
    dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    expect(within(dialog).getByLabelText('Market date')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Open Checkout' })).toBeDisabled();
  });

  it('opens the checkout of the chosen past day', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    await user.type(within(dialog).getByLabelText('Market date'), '11/15/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Open Checkout' }));

    const search = new URLSearchParams(screen.getByTestId('landing').textContent ?? '');
    expect(search.get('date')).toBe('2026-11-15T00:00:00.000Z');
    expect(search.get('market')).toBe(MARKET_ID);
    expect(search.get('market_name')).toBe('Riverside');
  });

  it('asks to confirm a day that is not one of the market’s days before opening its checkout', async () => {
    const riverside = { name: 'Riverside', day_of_week: 'SUNDAY' as const, season: { start: 3, end: 10 } };
    const user = renderPicker('America/Los_Angeles', riverside);
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out a past market day' });
    const date = within(dialog).getByLabelText('Market date');
    // Sunday the 15th: a market day, nothing to confirm.
    await user.type(date, '11/15/2026');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open Checkout' })).toBeEnabled();

    // Monday the 16th: the dialog says why and the button asks for the confirmation.
    await user.clear(date);
    await user.type(date, '11/16/2026');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Monday 11/16/2026 is not a Riverside day: the market is held on Sundays. Check out this day anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open Checkout anyway' }));
    const search = new URLSearchParams(screen.getByTestId('landing').textContent ?? '');
    expect(search.get('date')).toBe('2026-11-16T00:00:00.000Z');
  });
});
