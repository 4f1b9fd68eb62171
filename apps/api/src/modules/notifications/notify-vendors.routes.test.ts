import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, insertVendorUser, tokensFor } from '../../../test/factories';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { marketVendors, notifications, vendors } from '../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const body = { title: 'Rain plan', message: 'We move under the bridge on Saturday.' };

async function vendorIn(
  marketId: string,
  settings?: { receiptEmail?: string; emailNotifications?: boolean },
) {
  const { user, vendor } = await insertVendorUser(t.db);
  await t.db
    .update(vendors)
    .set({
      receiptEmail: settings?.receiptEmail ?? null,
      settings: { phone_public: false, email_notifications: settings?.emailNotifications ?? true },
    })
    .where(eq(vendors.id, vendor.id));
  await t.db.insert(marketVendors).values({ marketId, vendorId: vendor.id });
  return user;
}

async function inboxOf(username: string) {
  const { access_token } = await tokensFor(t, username);
  return (await t.app.inject({ method: 'GET', url: '/notifications', headers: bearer(access_token) })).json();
}

describe('POST /market-managers/markets/:id/vendors/notify', () => {
  it('reaches only the market’s vendors with accounts, counts them, and e-mails those who opted in', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const other = await createMarket(manager, { name: 'Other Market' });
    const byReceipt = await vendorIn(market.id, { receiptEmail: 'stall@example.com' });
    const byAccount = await vendorIn(market.id);
    const optedOut = await vendorIn(market.id, { emailNotifications: false });
    const elsewhere = await vendorIn(other.id);
    // A vendor the manager keeps without an account has no inbox.
    await manager.api('POST', '/market-managers/vendors', {
      business_name: 'No Login',
      type: 'PRODUCER',
      market_ids: [market.id],
    });

    const response = await manager.api('POST', `/market-managers/markets/${market.id}/vendors/notify`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notification sent to 3 vendors!', vendor_count: 3 });

    for (const user of [byReceipt, byAccount, optedOut]) {
      expect(await inboxOf(user.username)).toEqual([
        expect.objectContaining({ ...body, type: 'market_update', sender_name: 'Test Manager' }),
      ]);
    }
    expect(await inboxOf(elsewhere.username)).toEqual([]);
    const sent = await t.sentMail();
    expect(sent.map((m) => m.to).sort()).toEqual(['stall@example.com', byAccount.email].sort());
    expect(sent[0]).toMatchObject({ subject: `${market.name}: ${body.title}` });
    expect(sent[0]?.text).toContain(body.message);
  });

  it('answers 404 for another manager’s market and sends nothing', async () => {
    const owner = await signedInManager(t);
    const market = await createMarket(owner);
    await vendorIn(market.id);
    const intruder = await signedInManager(t);
    const response = await intruder.api('POST', `/market-managers/markets/${market.id}/vendors/notify`, body);
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(notifications)).toEqual([]);
    expect(await t.sentMail()).toEqual([]);
  });

  it.each([
    [{ title: '', message: 'Hi' }, 'Title is required'],
    [{ title: 'Hi', message: '  ' }, 'Message is required'],
  ])('refuses %o with its message', async (payload, detail) => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const response = await manager.api(
      'POST',
      `/market-managers/markets/${market.id}/vendors/notify`,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });
});
