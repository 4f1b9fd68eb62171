import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxOf } from '../../../test/clients';
import { insertVendorUser } from '../../../test/factories';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { managerMailSends, marketVendors, notifications, vendors } from '../../db/schema';
import { MAIL_BUDGET } from './mail-limit';

const t = useTestApp();

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
      settings: {
        phone_public: false,
        email_notifications: settings?.emailNotifications ?? true,
        directory_listed: false,
      },
    })
    .where(eq(vendors.id, vendor.id));
  await t.db.insert(marketVendors).values({ marketId, vendorId: vendor.id });
  return user;
}

describe('POST /market-managers/markets/:id/vendors/notify', () => {
  it('reaches vendors with accounts in their inbox and kept vendors with an address by e-mail, saying how many first', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const other = await createMarket(manager, { name: 'Other Market' });
    const byReceipt = await vendorIn(market.id, { receiptEmail: 'stall@example.com' });
    const byAccount = await vendorIn(market.id);
    const optedOut = await vendorIn(market.id, { emailNotifications: false });
    const elsewhere = await vendorIn(other.id);
    // Vendors the manager keeps without an account have no inbox: e-mail reaches the one with an address.
    for (const kept of [
      { business_name: 'No Login', type: 'PRODUCER' },
      { business_name: 'Kept With Mail', type: 'PRODUCER', receipt_email: 'kept@example.com' },
    ]) {
      const created = await manager.api('POST', '/market-managers/vendors', {
        ...kept,
        market_ids: [market.id],
      });
      expect(created.statusCode).toBe(201);
    }
    const url = `/market-managers/markets/${market.id}/vendors/notify`;

    const reach = await manager.api('GET', url);
    expect(reach.statusCode).toBe(200);
    expect(reach.json()).toEqual({
      vendor_count: 4,
      inbox_count: 3,
      email_only_count: 1,
      unreachable_count: 1,
    });

    const response = await manager.api('POST', url, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Notification sent to 4 vendors!',
      vendor_count: 4,
      inbox_count: 3,
      email_only_count: 1,
    });

    for (const user of [byReceipt, byAccount, optedOut]) {
      expect(await inboxOf(t, user.username)).toEqual([
        expect.objectContaining({ ...body, type: 'market_update', sender_name: 'Test Manager' }),
      ]);
    }
    expect(await inboxOf(t, elsewhere.username)).toEqual([]);
    const sent = await t.sentMail();
    expect(sent.map((m) => m.to).sort()).toEqual(
      ['kept@example.com', 'stall@example.com', byAccount.email].sort(),
    );
    expect(sent[0]).toMatchObject({ subject: `${market.name}: ${body.title}` });
    expect(sent[0]?.text).toContain(body.message);
    // No inbox to point a kept vendor to.
    expect(sent.find((m) => m.to === 'kept@example.com')?.text).not.toContain('/inbox');
  });

  it('counts each e-mail against the account’s budget and refuses a broadcast past it whole', async () => {
    const manager = await signedInManager(t, { trial: true });
    const market = await createMarket(manager);
    for (let i = 0; i < 5; i += 1) {
      const created = await manager.api('POST', '/market-managers/vendors', {
        business_name: `Kept ${i}`,
        type: 'PRODUCER',
        receipt_email: `kept${i}@example.com`,
        market_ids: [market.id],
      });
      expect(created.statusCode).toBe(201);
    }
    await vendorIn(market.id);
    const url = `/market-managers/markets/${market.id}/vendors/notify`;
    expect((await manager.api('POST', url, body)).statusCode).toBe(200);
    expect((await t.db.select().from(managerMailSends)).map((send) => send.mails)).toEqual([6]);

    // A trial account with five places left cannot mail six vendors: nothing is sent, no inbox is written.
    await t.db
      .insert(managerMailSends)
      .values({ managerId: manager.manager.id, sentAt: t.clock.now(), mails: MAIL_BUDGET.trial - 11 });
    const refused = await manager.api('POST', url, { ...body, title: 'Second' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      mail_limit: MAIL_BUDGET.trial,
      mails_sent: MAIL_BUDGET.trial - 5,
    });
    expect(await t.sentMail()).toHaveLength(6);
    expect(await t.db.select().from(notifications)).toHaveLength(1);
  });

  it('answers 404 for another manager’s market and sends nothing', async () => {
    const owner = await signedInManager(t);
    const market = await createMarket(owner);
    await vendorIn(market.id);
    const intruder = await signedInManager(t);
    const response = await intruder.api('POST', `/market-managers/markets/${market.id}/vendors/notify`, body);
    expect(response.statusCode).toBe(404);
    expect(
      (await intruder.api('GET', `/market-managers/markets/${market.id}/vendors/notify`)).statusCode,
    ).toBe(404);
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

describe('a broadcast in each vendor’s language (docs/i18n.md)', () => {
  it('frames the manager’s words in the vendor’s language and leaves the words as written', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const spanish = await vendorIn(market.id);
    const english = await vendorIn(market.id);
    await t.db.update(vendors).set({ language: 'es' }).where(eq(vendors.userId, spanish.id));
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/vendors/notify`, body);
    expect(response.statusCode).toBe(200);
    const sent = await t.sentMail();
    const toSpanish = sent.find((m) => m.to === spanish.email);
    expect(toSpanish?.subject).toBe(`${market.name}: ${body.title}`);
    expect(toSpanish?.text).toBe(
      `${body.message}\n\n${market.name}\nConsulte su bandeja de entrada: http://marketday.test/inbox`,
    );
    expect(sent.find((m) => m.to === english.email)?.text).toBe(
      `${body.message}\n\n${market.name}\nSee your inbox: http://marketday.test/inbox`,
    );
  });
});
