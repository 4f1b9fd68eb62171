import path from 'node:path';
import { weekdayOfDate } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { localStorage } from '../plugins/storage';
import { seedDemoIfEmpty } from './seed';

const t = useTestApp();

describe('demo seed', () => {
  it('creates the demo accounts and markets once, with one market running today', async () => {
    const storage = localStorage(path.join(t.dataDir, 'files'));
    expect(await seedDemoIfEmpty(t.db, t.clock.now(), { storage })).toBe(true);
    expect(await seedDemoIfEmpty(t.db)).toBe(false);
    const response = await login(t, 'manager', 'manager-demo-1');
    const token = response.json().access_token;
    const markets = (
      await t.app.inject({
        method: 'GET',
        url: '/market-managers/markets',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(markets).toHaveLength(2);
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Los_Angeles' })
      .format(t.clock.now())
      .toUpperCase();
    expect(markets.some((m: { day_of_week: string }) => m.day_of_week === today)).toBe(true);
    const downtown = markets.find((m: { name: string }) => m.name === 'Davis Downtown Farmers Market');
    expect(downtown.vendor_count).toBe(9);
    // Four weeks of checkouts and day reports moved the token counts through the ledger.
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/market-managers/transactions?market_id=${downtown.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(history.total_count).toBe(36);
    expect(history.data).toHaveLength(36);
    const reports = (
      await t.app.inject({
        method: 'GET',
        url: `/market-managers/markets/${downtown.id}/day-reports`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(reports).toHaveLength(4);
    expect(downtown.tokens[0].count).toBeGreaterThan(0);
    // Issue 17: the demo tokens carry programs, and no checkout paid a vendor with a token its type may not take.
    expect(
      downtown.tokens.map(
        (tk: { name: string; program: string; program_name: string | null; accepted_by: string[] }) => [
          tk.name,
          tk.program,
          tk.program_name,
          tk.accepted_by,
        ],
      ),
    ).toEqual([
      ['Market Bucks', 'MARKET_BUCKS', null, ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY']],
      ['CalFresh', 'SNAP', null, ['PRODUCER', 'NON_PRODUCER']],
      ['Market Match', 'INCENTIVE', 'Market Match', ['PRODUCER']],
    ]);
    // Issue 17: some payments, a vendor that owes, one the market owes (the SNAP farm stand, still owed after a
    // reimbursement check) and some settled.
    const balances = (
      await t.app.inject({
        method: 'GET',
        url: `/market-managers/markets/${downtown.id}/balances`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().balances as { vendor_name: string; balance: number; paid_total: number }[];
    const sunny = balances.find((b) => b.vendor_name === 'Sunny Acres Farm');
    expect(sunny?.balance).toBeLessThan(0);
    expect(sunny?.paid_total).toBeLessThan(0);
    expect(balances.some((b) => b.balance > 0)).toBe(true);
    expect(balances.some((b) => b.balance === 0 && b.paid_total > 0)).toBe(true);
    // Documents in every status (docs/product.md §14), readable through the documents API.
    const documents = (
      await t.app.inject({
        method: 'GET',
        url: '/documents?page_size=200',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as { status: string }[];
    const statuses = new Set(documents.map((d) => d.status));
    for (const status of ['PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE']) expect(statuses).toContain(status);
    const summary = (
      await t.app.inject({
        method: 'GET',
        url: `/market-managers/markets/${downtown.id}/vendors/summary`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(summary.no_document).toBeGreaterThan(0);
    for (const [name, password] of [
      ['vendor', 'vendor-demo-1'],
      ['admin', 'admin-demo-1'],
      ['lapsed', 'lapsed-demo-1'],
      ['booth', 'booth-demo-1'],
    ]) {
      expect((await login(t, name as string, password)).statusCode).toBe(200);
    }
  });

  it("seeds the four weeks of checkouts on the market's own weekday, whatever the server's zone and the UTC date", async () => {
    // Monday 23 November 2026, 19:00 in California: already Tuesday in UTC and in the machine's zone.
    const machineZone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      t.clock.set(new Date('2026-11-24T03:00:00Z'));
      expect(await seedDemoIfEmpty(t.db, t.clock.now())).toBe(true);
      const token = (await login(t, 'manager', 'manager-demo-1')).json().access_token;
      const get = async (url: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
      const markets = await get('/market-managers/markets');
      const downtown = markets.find((m: { name: string }) => m.name === 'Davis Downtown Farmers Market');
      expect(downtown.day_of_week).toBe('MONDAY');
      const history: { market_date: string }[] = (
        await get(`/market-managers/transactions?market_id=${downtown.id}&page_size=200`)
      ).data;
      const reports: { date: string }[] = await get(`/market-managers/markets/${downtown.id}/day-reports`);
      const dates = [...new Set(history.map((h) => h.market_date))].sort();
      expect(dates).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
      expect(reports.map((r) => r.date).sort()).toEqual(dates);
      expect(dates.every((d) => weekdayOfDate(d) === 'MONDAY')).toBe(true);
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
});
