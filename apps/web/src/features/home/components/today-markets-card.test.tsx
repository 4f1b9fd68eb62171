import type { Market } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMarket } from '@/entities/markets/testing/market-builder';
import { TodayMarketsCard } from './today-markets-card';

// Sunday 22 November 2026, noon in California (the markets' zone) and 20:00 UTC.
const NOW = new Date('2026-11-22T20:00:00Z');

// A market open all year on Sundays, free of fees; each test gives what it is about.
function market(overrides: Partial<Market>): Market {
  return buildMarket({
    id: crypto.randomUUID(),
    name: 'Market',
    day_of_week: 'SUNDAY',
    season: { start: -1, end: -1 },
    gov_fee: 0,
    city: null,
    ...overrides,
  });
}

function renderCard(markets: Market[] | undefined, isLoading = false) {
  render(
    <MemoryRouter>
      <TodayMarketsCard markets={markets} isLoading={isLoading} now={NOW} />
    </MemoryRouter>,
  );
}

describe('TodayMarketsCard', () => {
  it("lists today's markets as links to today's checkout", () => {
    renderCard([
      market({ id: 'm-river', name: 'Riverside', city: 'Riverside', vendor_count: 12 }),
      market({ name: 'Tuesday Market', day_of_week: 'TUESDAY' }),
    ]);
    const link = screen.getByRole('link', { name: /Riverside/ });
    expect(link).toHaveTextContent('8:00 AM – 1:00 PM');
    expect(link).toHaveTextContent('12 vendors');
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('market')).toBe('m-river');
    expect(url.searchParams.get('date')).toBe('2026-11-22T00:00:00.000Z');
    expect(url.searchParams.get('market_name')).toBe('Riverside');
    expect(screen.queryByRole('link', { name: /Tuesday Market/ })).not.toBeInTheDocument();
    expect(screen.getByText('Next market: Tuesday Market on 11/24/2026')).toBeInTheDocument();
    expect(screen.queryByText('You Have No Markets Today!')).not.toBeInTheDocument();
  });

  it('says so when no market runs today, and names the next one', () => {
    renderCard([market({ name: 'Friday Night', day_of_week: 'FRIDAY' })]);
    expect(screen.getByText('You Have No Markets Today!')).toBeInTheDocument();
    expect(screen.getByText('Next market: Friday Night on 11/27/2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Friday Night/ })).not.toBeInTheDocument();
  });

  it('with no markets at all points to adding one', () => {
    renderCard([]);
    expect(screen.getByText('No Markets Found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a Market to get started.' })).toHaveAttribute(
      'href',
      '/markets/settings',
    );
    expect(screen.queryByText('You Have No Markets Today!')).not.toBeInTheDocument();
  });

  it('shows placeholders while markets load', () => {
    renderCard(undefined, true);
    expect(screen.queryByText('No Markets Found.')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
