import type { Market, MarketDate } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMarketDate } from '@/entities/season/testing/market-date-builder';
import { TodayMarketsCard } from './today-markets-card';

// Sunday 22 November 2026, noon in California (the markets' zone).
const NOW = new Date('2026-11-22T20:00:00Z');
const TODAY = '2026-11-22';

const market = (id: string, name: string, day_of_week: Market['day_of_week']) =>
  ({
    id,
    name,
    day_of_week,
    season: { start: -1, end: -1 },
    hours: { start: '08:00:00', end: '13:00:00' },
    city: null,
    time_zone: 'America/Los_Angeles',
    vendor_count: 12,
  }) as Market;

const day = (over: Partial<MarketDate>) => buildMarketDate(TODAY, over);

describe("today's markets with the season", () => {
  it('counts the day, lists an extra date, and says a cancelled market is off with its note', () => {
    const markets = [
      market('sunday', 'Sunday Market', 'SUNDAY'),
      market('storm', 'Storm Market', 'SUNDAY'),
      market('extra', 'Holiday Market', 'WEDNESDAY'),
      market('later', 'Wednesday Market', 'WEDNESDAY'),
    ];
    const todayDates = new Map<string, MarketDate | null>([
      ['sunday', day({ present_count: 10, settled_count: 3 })],
      ['storm', day({ status: 'CANCELLED', note: 'High winds', scheduled_count: 0 })],
      ['extra', day({ status: 'EXTRA' })],
      ['later', null],
    ]);
    render(
      <MemoryRouter>
        <TodayMarketsCard markets={markets} isLoading={false} now={NOW} todayDates={todayDates} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Sunday Market/ })).toHaveTextContent(
      '3 of 12 settled · 10 present',
    );
    expect(screen.getByRole('link', { name: /Holiday Market/ })).toHaveTextContent('0 of 12 settled');
    expect(screen.queryByRole('link', { name: /Storm Market/ })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled today: High winds')).toBeInTheDocument();
    expect(screen.queryByText(/Wednesday Market/)).not.toBeInTheDocument();
  });
});
