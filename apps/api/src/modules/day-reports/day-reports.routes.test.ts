import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { postCheckout, producerCheckout } from '../../../test/checkout-fixtures';
import { managerWithMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Sunday 22 November 2026 in California: the market day (Saturday the 21st) has been held.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-22T20:00:00Z')) }));

const DAY = '2026-11-21';

async function marketDay() {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  // Two checkouts: owed $9.50 and $19.00, with 12 + 8 Market Bucks and 2 CalFresh handed back.
  await manager.api(
    'POST',
    `/market-managers/transactions/${market.id}`,
    producerCheckout({ vendors, bucks, calfresh, day: DAY }),
  );
  await postCheckout(manager, market, vendors.reseller, DAY, 300, { [bucks.id]: 8 });
  const count = async (tokenId: string) =>
    (await manager.api('GET', `/market-managers/markets/${market.id}`))
      .json()
      .tokens.find((tk: { id: string }) => tk.id === tokenId).count;
  return { manager, market, vendors, bucks, calfresh, count };
}

describe('day reports', () => {
  it('calculates the day from its checkouts', async () => {
    const { manager, market, bucks } = await marketDay();
    const response = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/day-reports/${DAY}/calculated`,
    );
    expect(response.json()).toEqual({
      transaction_income: 28.5,
      tokens_returned: [
        { token_id: expect.any(String), name: 'CalFresh', count: 2 },
        { token_id: bucks.id, name: 'Market Bucks', count: 20 },
      ],
      custom_fields: ['state', 'weather'],
      attendance: { present: 0, absent: 0, expected: 3 },
      // No token float kept that day: the report counts its own tokens distributed.
      tokens_distributed: [],
      tokens_distributed_source: 'report',
      float_figures: null,
    });
  });

  it('counts the vendors present (late too), absent and not marked on the day', async () => {
    const { manager, market, vendors } = await marketDay();
    const mark = (marketVendorId: string, status: string) =>
      manager.api('PUT', `/market-managers/markets/${market.id}/dates/${DAY}/attendance/${marketVendorId}`, {
        status,
      });
    expect((await mark(vendors.producer.market_vendor_id, 'LATE')).statusCode).toBe(200);
    expect((await mark(vendors.service.market_vendor_id, 'PRESENT')).statusCode).toBe(200);
    expect((await mark(vendors.reseller.market_vendor_id, 'ABSENT')).statusCode).toBe(200);
    const calculated = (date: string) =>
      manager.api('GET', `/market-managers/markets/${market.id}/day-reports/${date}/calculated`);
    expect((await calculated(DAY)).json().attendance).toEqual({ present: 2, absent: 1, expected: 0 });
    // A mark taken back leaves the vendor expected again; the week before has no marks of this day's.
    expect((await mark(vendors.service.market_vendor_id, 'EXPECTED')).statusCode).toBe(200);
    expect((await calculated(DAY)).json().attendance).toEqual({ present: 1, absent: 1, expected: 1 });
    expect((await calculated('2026-11-14')).json().attendance).toEqual({
      present: 0,
      absent: 0,
      expected: 3,
    });
  });

  it('creates, updates and deletes a report; distributed tokens leave and return through the ledger', async () => {
    const { manager, market, bucks, count } = await marketDay();
    expect(await count(bucks.id)).toBe(120);
    const base = `/market-managers/markets/${market.id}/day-reports`;
    const created = await manager.api('POST', base, {
      market: market.id,
      date: DAY,
      additional_income: 40,
      expenses: 12.25,
      tokens_distributed: [{ token_id: bucks.id, count: 50 }],
      notes: 'Windy afternoon',
      custom_fields: { weather: 'Windy', state: null },
      transaction_income: 999,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Market day report created!');
    // Direct deposit = 28.50 + 40 − 12.25.
    expect(created.json().data).toMatchObject({
      transaction_income: 28.5,
      additional_income: 40,
      expenses: 12.25,
      direct_deposit: 56.25,
      tokens_distributed: [{ token_id: bucks.id, name: 'Market Bucks', count: 50 }],
      notes: 'Windy afternoon',
    });
    expect(await count(bucks.id)).toBe(70);

    const again = await manager.api('POST', base, { market: market.id, date: DAY, expenses: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A day report for this market and date already exists.');

    const id = created.json().data.id;
    const updated = await manager.api('PUT', `${base}/${id}`, {
      market: market.id,
      date: DAY,
      additional_income: 0,
      expenses: 30,
      tokens_distributed: [{ token_id: bucks.id, count: 30 }],
    });
    expect(updated.json()).toMatchObject({
      message: 'Market day report updated!',
      data: { direct_deposit: -1.5 },
    });
    expect(await count(bucks.id)).toBe(90);

    const list = (await manager.api('GET', base)).json();
    expect(list).toHaveLength(1);
    const deleted = await manager.api('DELETE', `${base}/${id}`);
    expect(deleted.json().message).toBe('Market day report deleted!');
    expect(await count(bucks.id)).toBe(120);
    expect((await manager.api('GET', base)).json()).toEqual([]);
  });

  it('hands out no retired token, and keeps one a report already lists when the report is edited', async () => {
    const { manager, market, bucks, calfresh } = await marketDay();
    const base = `/market-managers/markets/${market.id}/day-reports`;
    const report = (tokens: { token_id: string; count: number }[], notes = '') => ({
      market: market.id,
      date: DAY,
      expenses: 0,
      tokens_distributed: tokens,
      notes,
    });
    const created = await manager.api('POST', base, report([{ token_id: bucks.id, count: 10 }]));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const retire = async (tokenId: string) =>
      expect(
        (await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${tokenId}`)).statusCode,
      ).toBe(200);
    await retire(calfresh.id);
    await retire(bucks.id);

    const withRetired = await manager.api(
      'PUT',
      `${base}/${id}`,
      report([
        { token_id: bucks.id, count: 10 },
        { token_id: calfresh.id, count: 1 },
      ]),
    );
    expect(withRetired.statusCode).toBe(400);
    expect(withRetired.json().detail).toBe('Token not found in this market.');
    const more = await manager.api('PUT', `${base}/${id}`, report([{ token_id: bucks.id, count: 11 }]));
    expect(more.statusCode).toBe(400);
    const fewer = await manager.api(
      'PUT',
      `${base}/${id}`,
      report([{ token_id: bucks.id, count: 4 }], 'Rain'),
    );
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json().data.tokens_distributed).toEqual([
      { token_id: bucks.id, name: 'Market Bucks', count: 4 },
    ]);

    await manager.api('DELETE', `${base}/${id}`);
    const fresh = await manager.api('POST', base, report([{ token_id: calfresh.id, count: 1 }]));
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().detail).toBe('Token not found in this market.');
    // The same id in capitals is the same retired token.
    const shouted = await manager.api(
      'POST',
      base,
      report([{ token_id: calfresh.id.toUpperCase(), count: 1 }]),
    );
    expect(shouted.statusCode).toBe(400);
  });

  it.each([
    [{ expenses: -1 }, 'Amount must be positive'],
    [{ additional_income: -0.01 }, 'Amount must be positive'],
    [{ date: '' }, 'Date is required'],
    // A date given but impossible is a format problem, not a missing one.
    [{ date: '2026-02-30' }, 'Invalid date format'],
    [{ custom_fields: { weather: 5 } }, 'Weather must be text'],
    [{ expenses: '12' }, 'Amount must be positive'],
  ])('refuses %o', async (override, message) => {
    const { manager, market } = await marketDay();
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
      market: market.id,
      date: DAY,
      expenses: 0,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
  });

  it("never reads or writes another manager's day reports", async () => {
    const { manager, market } = await marketDay();
    const other = await signedInManager(t);
    const base = `/market-managers/markets/${market.id}/day-reports`;
    const created = (await manager.api('POST', base, { market: market.id, date: DAY, expenses: 5 })).json();
    expect((await other.api('GET', base)).statusCode).toBe(404);
    expect((await other.api('GET', `${base}/${DAY}/calculated`)).statusCode).toBe(404);
    expect(
      (await other.api('POST', base, { market: market.id, date: '2026-11-22', expenses: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await other.api('PUT', `${base}/${created.data.id}`, { market: market.id, date: DAY, expenses: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await other.api('DELETE', `${base}/${created.data.id}`)).statusCode).toBe(404);
    expect((await manager.api('GET', base)).json()[0].expenses).toBe(5);
  });
});
