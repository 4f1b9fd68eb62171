import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MARKET_ID } from '../testing/checkout-fixtures';
import { HistoricalDatePicker } from './historical-date-picker';

const TODAY = new Date(2026, 10, 22);

function Landing() {
  return <p data-testid="landing">{useLocation().search}</p>;
}

function renderPicker() {
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route
          path="/checkout"
          element={
            <>
              <HistoricalDatePicker marketId={MARKET_ID} marketName="Riverside" today={TODAY} />
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
  it('accepts only a day before today', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = screen.getByRole('dialog', { name: 'Check out a past market day' });
    const open = within(dialog).getByRole('button', { name: 'Open Checkout' });
    expect(open).toBeDisabled();

    const date = within(dialog).getByLabelText('Market date');
    await user.type(date, '11/22/2026');
    expect(within(dialog).getByText('Date must be before today')).toBeInTheDocument();
    expect(open).toBeDisabled();

    await user.clear(date);
    await user.tab();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
  });

  it('opens the checkout of the chosen past day', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Check out a past market day' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Market date'), '11/15/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Open Checkout' }));

    const search = new URLSearchParams(screen.getByTestId('landing').textContent ?? '');
    expect(search.get('date')).toBe('2026-11-15T00:00:00.000Z');
    expect(search.get('market')).toBe(MARKET_ID);
    expect(search.get('market_name')).toBe('Riverside');
  });
});
