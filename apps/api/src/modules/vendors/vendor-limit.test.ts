import { describe, expect, it } from 'vitest';
import { bearer, insertManager, tokensFor } from '../../../test/factories';
import { marketPayload } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { vendorLimitMessage } from './vendor-limit.repository';

const t = useTestApp();

async function managerOn(plan: 'year_round_sm' | 'year_round_xl') {
  const { user } = await insertManager(t.db, { plan });
  const headers = bearer((await tokensFor(t, user.username)).access_token);
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const first = (await api('POST', '/market-managers/markets', marketPayload())).json().data;
  const second = (
    await api('POST', '/market-managers/markets', marketPayload({ name: 'Second Market' }))
  ).json().data;
  return { api, first, second };
}

const vendor = (i: number, marketIds: string[]) => ({
  business_name: `Vendor ${i}`,
  type: 'PRODUCER',
  receipt_email: `v${i}@example.com`,
  market_ids: marketIds,
});

describe("the plan's active vendor limit", () => {
  it('lets 25 vendors sell on the small plan, refuses the 26th with nothing made, and counts a vendor once', async () => {
    const { api, first, second } = await managerOn('year_round_sm');
    const ids: string[] = [];
    for (let i = 1; i <= 25; i += 1) {
      const response = await api('POST', '/market-managers/vendors', vendor(i, [first.id]));
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id);
    }
    const refused = await api('POST', '/market-managers/vendors', vendor(26, [first.id]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(vendorLimitMessage(25));
    const all = (await api('GET', '/market-managers/vendors')).json();
    expect(all.map((v: { business_name: string }) => v.business_name)).not.toContain('Vendor 26');

    // A vendor already selling takes no new place at a second market.
    const again = await api('POST', `/market-managers/vendors/${ids[0]}/markets`, {
      market_ids: [second.id],
    });
    expect(again.statusCode, again.body).toBeLessThan(300);
    // A vendor on file but selling nowhere still needs a place.
    const idle = await api('POST', '/market-managers/vendors', vendor(27, []));
    expect(idle.statusCode).toBe(201);
    const join = await api('POST', `/market-managers/vendors/${idle.json().data.id}/markets`, {
      market_ids: [first.id],
    });
    expect(join.statusCode).toBe(409);
    const account = (await api('GET', '/market-managers/account/subscription')).json();
    expect(account.subscription ?? account).toMatchObject({ active_vendors_count: 25, max_vendors: 25 });
  }, 60_000);

  it('has no limit on the extra large plan', async () => {
    const { api, first } = await managerOn('year_round_xl');
    for (let i = 1; i <= 26; i += 1) {
      const response = await api('POST', '/market-managers/vendors', vendor(i, [first.id]));
      expect(response.statusCode).toBe(201);
    }
  }, 60_000);
});
