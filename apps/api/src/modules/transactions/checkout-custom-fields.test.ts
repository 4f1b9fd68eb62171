import { describe, expect, it } from 'vitest';
import { managerWithMarket, marketPayload } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const DAY = '2026-11-21';

describe('custom fields of a checkout and a day report', () => {
  it('stores only the market’s own fields, naming the one it does not have, and books nothing', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const checkout = (custom_fields: Record<string, string | null>) =>
      manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: DAY,
        reported_gross: 100,
        tokens: [],
        custom_fields,
      });

    const bogus = await checkout({ weather: 'Sunny', bogus: 'x' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toMatchObject({
      detail: "This market has no field named 'bogus'.",
      errors: [{ path: 'custom_fields.bogus', message: "This market has no field named 'bogus'." }],
    });
    const listed = await manager.api('GET', `/market-managers/transactions?market=${market.id}`);
    expect(listed.json().data ?? listed.json()).toHaveLength(0);

    const report = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
      market: market.id,
      date: DAY,
      expenses: 0,
      custom_fields: { weather: 'Sunny', attendance: '300' },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().detail).toBe("This market has no field named 'attendance'.");

    const booked = await checkout({ weather: 'Sunny', state: null });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.custom_fields).toEqual({ weather: 'Sunny', state: null });
  });

  it('lets an edit keep a field the market has since removed, but add no unknown one', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const body = (custom_fields: Record<string, string | null>) => ({
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
      tokens: [],
      custom_fields,
    });
    expect(
      (await manager.api('POST', `/market-managers/transactions/${market.id}`, body({ weather: 'Windy' })))
        .statusCode,
    ).toBe(201);
    const reportsUrl = `/market-managers/markets/${market.id}/day-reports`;
    const report = await manager.api('POST', reportsUrl, {
      market: market.id,
      date: DAY,
      expenses: 0,
      custom_fields: { weather: 'Windy' },
    });
    expect(report.statusCode).toBe(201);

    // The market drops its weather field.
    const saved = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload({ custom_fields: { state: '' } }),
      tokens: market.tokens.map(({ id, name, per_dollar_value }) => ({
        id,
        name,
        per_dollar_value,
        count: 0,
      })),
    });
    expect(saved.statusCode).toBe(200);

    const overwrite = (custom_fields: Record<string, string | null>) =>
      manager.api(
        'PUT',
        `/market-managers/transactions?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${DAY}`,
        body(custom_fields),
      );
    const kept = await overwrite({ weather: 'Windy, then rain', state: 'CA' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.custom_fields).toEqual({ weather: 'Windy, then rain', state: 'CA' });
    const added = await overwrite({ weather: 'Windy', mood: 'good' });
    expect(added.statusCode).toBe(400);
    expect(added.json().detail).toBe("This market has no field named 'mood'.");

    const id = report.json().data.id;
    const edit = (custom_fields: Record<string, string | null>) =>
      manager.api('PUT', `${reportsUrl}/${id}`, { market: market.id, date: DAY, expenses: 0, custom_fields });
    expect((await edit({ weather: 'Rain' })).statusCode).toBe(200);
    expect((await edit({ weather: 'Rain', mood: 'good' })).statusCode).toBe(400);
  });
});
