import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { marketVendor, publishedMarket } from '../../../test/public-page-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { loadPublicPage } from './public-page.data';

// docs/product.md §18: what the public page shows is exactly the fields listed here; anything else a market or
// vendor record holds (contacts, producer names, ids, fees, sales) is not in the page's data at all.
// Saturday 28 November 2026, 10:00 in California.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-28T18:00:00Z')) }));

const load = (slug: string) =>
  loadPublicPage({ db: t.db, slug, appUrl: 'https://markets.example.org/', now: t.clock.now() });

describe('the public page data', () => {
  it('holds only the listed fields of the market, its vendors and their products', async () => {
    const { market } = await publishedMarket(t, {
      slug: 'davis-downtown',
      rules: 'Dogs on a leash.\nNo smoking.',
    });
    await marketVendor(t, {
      marketId: market.id,
      businessName: 'Sunny Acres Farm',
      listed: true,
      products: [
        { name: 'Heirloom tomatoes', category: 'produce', seasonality: [6, 7, 8, 9] },
        { name: 'Eggs', category: 'dairy_eggs', seasonality: [] },
      ],
      secrets: { phone: '555-123-4567', receiptEmail: 'sunny@example.com', producerNames: 'Ana Reyes' },
    });
    const page = await load('davis-downtown');
    expect(page).not.toBeNull();
    if (!page) return;
    expect(Object.keys(page).sort()).toEqual(['market', 'vendors']);
    expect(Object.keys(page.market).sort()).toEqual([
      'accepted',
      'address',
      'calendarUrl',
      'events',
      'hours',
      'mapUrl',
      'name',
      'nextMarketDays',
      'posterUrl',
      'rules',
      'season',
      'seasonNote',
      'today',
      'url',
      'weekday',
    ]);
    expect(page.market).toEqual({
      name: 'Downtown Farmers Market',
      url: 'https://markets.example.org/m/davis-downtown',
      posterUrl: 'https://markets.example.org/m/davis-downtown/poster',
      calendarUrl: 'https://markets.example.org/m/davis-downtown/calendar.ics',
      weekday: 'Saturdays',
      hours: '8:00 AM – 1:00 PM',
      season: 'Year-round',
      address: '301 C St, Davis, CA 95616',
      mapUrl: 'https://www.openstreetmap.org/search?query=301%20C%20St%2C%20Davis%2C%20CA%2095616',
      rules: 'Dogs on a leash.\nNo smoking.',
      // Today is a market day, at the market.
      nextMarketDays: ['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19'],
      // The next eight dates as schema.org Events, at the market's UTC offset.
      events: expect.arrayContaining([
        { startDate: '2026-11-28T08:00-08:00', endDate: '2026-11-28T13:00-08:00', cancelled: false },
      ]),
      today: '2026-11-28',
      seasonNote: null,
      accepted: [
        { name: 'Market Bucks', program: 'Other' },
        { name: 'CalFresh', program: 'Other' },
      ],
    });
    expect(page.vendors).toEqual([
      {
        businessName: 'Sunny Acres Farm',
        type: 'Producer',
        products: [
          { name: 'Heirloom tomatoes', category: 'Produce', seasonality: 'Jun–Sep' },
          { name: 'Eggs', category: 'Dairy & Eggs', seasonality: null },
        ],
      },
    ]);
    expect(page.market.events).toHaveLength(8);
    for (const vendor of page.vendors) {
      expect(Object.keys(vendor).sort()).toEqual(['businessName', 'products', 'type']);
      for (const product of vendor.products) {
        expect(Object.keys(product).sort()).toEqual(['category', 'name', 'seasonality']);
      }
    }
    expect(JSON.stringify(page)).not.toMatch(/555-|@example|Ana Reyes|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('names the programs of the tokens, and leaves out retired tokens', async () => {
    const { manager, market } = await publishedMarket(t, {
      slug: 'programs-market',
      market: {
        tokens: [
          { name: 'EBT', per_dollar_value: 1, count: 10, program: 'SNAP' },
          {
            name: 'Match',
            per_dollar_value: 1,
            count: 10,
            program: 'INCENTIVE',
            program_name: 'Market Match',
          },
          { name: 'Old scrip', per_dollar_value: 1, count: 10, program: 'OTHER' },
        ],
      },
    });
    const old = market.tokens.find((token) => token.name === 'Old scrip');
    const removed = await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${old?.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await load('programs-market'))?.market.accepted).toEqual([
      { name: 'EBT', program: 'SNAP' },
      { name: 'Match', program: 'Incentive: Market Match' },
    ]);
  });

  it('out of season, lists the next season’s days and says when the market is back', async () => {
    await publishedMarket(t, {
      slug: 'riverside-evening',
      market: { day_of_week: 'WEDNESDAY', season: { start: 4, end: 9 }, address: null },
    });
    const market = (await load('riverside-evening'))?.market;
    expect(market?.season).toBe('May – October');
    expect(market?.nextMarketDays).toEqual(['2027-05-05', '2027-05-12', '2027-05-19', '2027-05-26']);
    expect(market?.seasonNote).toBe('The market is out of season. It is back on Wednesday, May 5, 2027.');
  });

  it('is null for a slug that is not an enabled page', async () => {
    await publishedMarket(t, { slug: 'turned-off', enabled: false });
    await publishedMarket(t, { slug: 'turned-on' });
    for (const slug of [
      'turned-off',
      'unknown-market',
      'Turned-On',
      'TURNED-ON',
      'x',
      'turned_on',
      ' turned-on',
    ]) {
      expect(await load(slug), slug).toBeNull();
    }
    expect(await load('turned-on')).not.toBeNull();
  });
});
