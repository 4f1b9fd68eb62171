import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMarket } from '../testing/checkout-fixtures';
import { CheckoutOptions } from './checkout-options';

// Friday 20 November 2026, noon at the markets (America/Los_Angeles): which markets run today is counted there.
const TODAY = new Date('2026-11-20T20:00:00Z');
const RIVERSIDE = buildMarket();
const HILLTOP = buildMarket({
  id: '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6',
  name: 'Hilltop Evening Market',
  day_of_week: 'FRIDAY',
  hours: { start: '16:00:00', end: '20:00:00' },
});

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{location.search}</p>;
}

function renderOptions(markets = [RIVERSIDE, HILLTOP]) {
  render(
    <MemoryRouter initialEntries={['/checkout/options']}>
      <Routes>
        <Route path="/checkout/options" element={<CheckoutOptions markets={markets} today={TODAY} />} />
        <Route path="/checkout" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CheckoutOptions', () => {
  it("lists today's markets first, marked Today, with their day and hours", () => {
    renderOptions();
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(/Hilltop Evening Market\s*Today/);
    expect(radios[1]).toHaveAccessibleName(/Riverside/);
    expect(screen.getByText('Sat · 8:00 AM – 1:00 PM')).toBeInTheDocument();
  });

  it("comes with today's market and today's date chosen, one tap from its checkout", async () => {
    const user = userEvent.setup();
    renderOptions();
    expect(screen.getByRole('radio', { name: /Hilltop Evening Market/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /^20 November 2026.*selected/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout Hilltop Evening Market on 11/20/2026' }));
    const search = new URLSearchParams(screen.getByTestId('landing').textContent ?? '');
    expect(search.get('market')).toBe(HILLTOP.id);
    expect(search.get('date')).toBe('2026-11-20T00:00:00.000Z');
  });

  it('asks for both a market and a date before it can continue when no market runs today', async () => {
    const user = userEvent.setup();
    renderOptions([RIVERSIDE]);
    const prompt = screen.getByRole('button', { name: 'Select a Market and Date to checkout.' });
    expect(prompt).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Riverside/ }));
    expect(screen.getByRole('button', { name: 'Select a Market and Date to checkout.' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^22 November 2026/ }));
    expect(screen.getByRole('button', { name: 'Checkout Riverside on 11/22/2026' })).toBeEnabled();
  });

  it('goes to the checkout with the UTC midnight of the chosen date', async () => {
    const user = userEvent.setup();
    renderOptions();
    await user.click(screen.getByRole('button', { name: /^22 November 2026/ }));
    await user.click(screen.getByRole('radio', { name: /Riverside/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout Riverside on 11/22/2026' }));

    const search = new URLSearchParams(screen.getByTestId('landing').textContent ?? '');
    expect(search.get('market')).toBe(RIVERSIDE.id);
    expect(search.get('date')).toBe('2026-11-22T00:00:00.000Z');
    expect(search.get('market_name')).toBe('Riverside');
  });
});
