import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock, type TestApp } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { bearer, insertAdmin, tokensFor } from '../../../test/factories';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { openTestApps } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { documents, markets } from '../../db/schema';

const openApp = openTestApps();

const profile = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Sunny Acres Farm',
  type: 'PRODUCER',
  phone: '555-123-4567',
  receipt_email: 'Receipts@Sunny.example',
  producer_names: 'Ana Reyes, Tom',
  settings: { phone_public: true, email_notifications: false },
  ...overrides,
});

describe('vendor profile', () => {
  it('reads and saves the vendor’s own profile and settings, answering Account Updated.', async () => {
    const t = await openApp();
    const vendor = await signedInVendor(t);
    const before = (await vendor.api('GET', '/vendors/self')).json();
    expect(before).toMatchObject({
      id: vendor.vendor.id,
      username: vendor.user.username,
      email: vendor.user.email,
      settings: { phone_public: false, email_notifications: true },
    });

    const saved = await vendor.api('PUT', '/vendors/self', profile());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Account Updated.');
    expect(saved.json().data).toMatchObject({
      business_name: 'Sunny Acres Farm',
      phone: '555-123-4567',
      receipt_email: 'receipts@sunny.example',
      producer_names: 'Ana Reyes, Tom',
      settings: { phone_public: true, email_notifications: false },
    });
    expect((await vendor.api('GET', '/vendors/self')).json()).toEqual(saved.json().data);
    // The sidebar's name follows the business name.
    expect((await vendor.api('GET', '/users/self')).json().display_name).toBe('Sunny Acres Farm');

    // Clearing optional fields stores them as not given.
    const cleared = await vendor.api(
      'PUT',
      '/vendors/self',
      profile({ phone: '', receipt_email: '', producer_names: '' }),
    );
    expect(cleared.json().data).toMatchObject({ phone: null, receipt_email: null, producer_names: null });
  });

  it('opts in to the public directory and keeps the choice when an update leaves it out', async () => {
    const t = await openApp();
    const vendor = await signedInVendor(t);
    expect((await vendor.api('GET', '/vendors/self')).json().settings.directory_listed).toBe(false);

    const listed = await vendor.api(
      'PUT',
      '/vendors/self',
      profile({ settings: { phone_public: false, email_notifications: true, directory_listed: true } }),
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.settings).toEqual({
      phone_public: false,
      email_notifications: true,
      directory_listed: true,
    });

    // A client that does not know the directory yet sends only the other two settings.
    const older = await vendor.api('PUT', '/vendors/self', profile());
    expect(older.json().data.settings).toEqual({
      phone_public: true,
      email_notifications: false,
      directory_listed: true,
    });

    const unlisted = await vendor.api(
      'PUT',
      '/vendors/self',
      profile({ settings: { phone_public: true, email_notifications: false, directory_listed: false } }),
    );
    expect(unlisted.json().data.settings.directory_listed).toBe(false);
    expect((await vendor.api('GET', '/vendors/self')).json().settings.directory_listed).toBe(false);
  });

  it.each([
    [{ business_name: '' }, 'Business Name is required'],
    [{ business_name: 'b'.repeat(300) }, 'Business Name must be less than 255 characters'],
    [{ phone: '(555) 123' }, 'Input must only contain numbers and hyphens'],
    [{ receipt_email: 'not-an-email' }, 'Invalid email format'],
    [{ producer_names: 'Ana Maria Reyes' }, 'Must be a comma-separated list of names'],
    [{ producer_names: 'Ana, 42' }, 'Must be a comma-separated list of names'],
  ])('refuses %o with the spec’s message and keeps the saved profile', async (change, message) => {
    const t = await openApp();
    const vendor = await signedInVendor(t);
    await vendor.api('PUT', '/vendors/self', profile());
    const response = await vendor.api('PUT', '/vendors/self', profile(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect((await vendor.api('GET', '/vendors/self')).json().business_name).toBe('Sunny Acres Farm');
  });

  it('keeps the vendor type with the managers once the vendor sells at a market', async () => {
    const t = await openApp();
    const vendor = await signedInVendor(t);
    await vendor.api('PUT', '/vendors/self', profile());
    expect((await vendor.api('GET', '/vendors/self')).json().type_locked).toBe(false);
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });

    const self = (await vendor.api('GET', '/vendors/self')).json();
    expect(self.type_locked).toBe(true);
    const retyped = await vendor.api('PUT', '/vendors/self', profile({ type: 'ANCILLARY' }));
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().detail).toBe(
      'Your vendor type sets your market fees. Ask your market manager to change it.',
    );
    expect((await vendor.api('GET', '/vendors/self')).json().type).toBe('PRODUCER');
    // Everything else stays theirs to edit.
    const renamed = await vendor.api(
      'PUT',
      '/vendors/self',
      profile({ business_name: 'Sunny Acres Orchard' }),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('a second vendor reads and edits only their own profile', async () => {
    const t = await openApp();
    const a = await signedInVendor(t);
    const b = await signedInVendor(t);
    await a.api('PUT', '/vendors/self', profile());
    await b.api('PUT', '/vendors/self', profile({ business_name: 'Hilltop Honey', type: 'NON_PRODUCER' }));
    expect((await a.api('GET', '/vendors/self')).json()).toMatchObject({
      id: a.vendor.id,
      business_name: 'Sunny Acres Farm',
      type: 'PRODUCER',
    });
    expect((await b.api('GET', '/vendors/self')).json()).toMatchObject({
      id: b.vendor.id,
      business_name: 'Hilltop Honey',
      type: 'NON_PRODUCER',
    });
  });
});

// An insurance certificate of the vendor's, stored as expiring on `expr`.
function insuranceExpiring(app: TestApp, vendorId: string, expr: string) {
  return app.db.insert(documents).values({
    ownerVendorId: vendorId,
    type: 'Insurance',
    storageKey: 'k',
    fileName: 'insurance.pdf',
    contentType: 'application/pdf',
    size: 10,
    version: 1,
    expr,
  });
}

describe('vendor markets', () => {
  it('lists the vendor’s markets with the next four market days, details, rules and document needs', async () => {
    // Saturday 21 November 2026, 10:00 in California.
    const t = await openApp({ clock: createClock(new Date('2026-11-21T18:00:00Z')) });
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { day_of_week: 'SATURDAY' });
    await t.db
      .update(markets)
      .set({ rules: { summary: 'Be kind.', parking: 'Park behind the library.' } })
      .where(eq(markets.id, market.id));
    const vendor = await signedInVendor(t);
    const marketVendorId = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    // An insurance certificate running out in 10 days; the CPC and the permit are missing.
    await insuranceExpiring(t, vendor.vendor.id, '2026-12-01');

    const response = await vendor.api('GET', '/vendors/self/markets');
    expect(response.statusCode).toBe(200);
    const [found, ...others] = response.json();
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      id: market.id,
      market_vendor_id: marketVendorId,
      name: 'Downtown Farmers Market',
      day_of_week: 'SATURDAY',
      hours: { start: '08:00:00', end: '13:00:00' },
      season: { start: -1, end: -1 },
      time_zone: 'America/Los_Angeles',
      today: '2026-11-21',
      next_market_days: ['2026-11-21', '2026-11-28', '2026-12-05', '2026-12-12'],
      address: { street: '301 C St', city: 'Davis', state: 'CA', postal_code: '95616' },
      contact_email: 'market@example.com',
      contact_phone: '530-555-0100',
    });
    expect(Object.keys(found.rules)).toHaveLength(10);
    expect(found.rules).toMatchObject({
      summary: 'Be kind.',
      parking: 'Park behind the library.',
      complaints: null,
    });
    expect(found.documents).toEqual([
      expect.objectContaining({
        type: 'CPC-Certificate',
        status: 'NO_DOCUMENT',
        status_text: 'No expiration found.',
      }),
      expect.objectContaining({ type: 'Permit-To-Sell', status: 'NO_DOCUMENT', document_id: null }),
      expect.objectContaining({
        type: 'Insurance',
        status: 'URGENT',
        status_text: 'Due in 10 days',
        expr: '2026-12-01',
      }),
    ]);
    // Manager-only details stay out of the vendor's view.
    expect(found).not.toHaveProperty('vendor_fees');
    expect(found).not.toHaveProperty('tokens');
  });

  it('counts days and document status from today at each market, in its own time zone', async () => {
    // 06:00 UTC on Sunday 22 November: still Saturday evening in California, Sunday evening in Auckland.
    const t = await openApp({ clock: createClock(new Date('2026-11-22T06:00:00Z')) });
    const manager = await signedInManager(t);
    const davis = await createMarket(manager, { name: 'A Davis', day_of_week: 'SATURDAY' });
    const auckland = await createMarket(manager, {
      name: 'B Auckland',
      day_of_week: 'SATURDAY',
      time_zone: 'Pacific/Auckland',
      season: { start: 0, end: 2 },
    });
    const vendor = await signedInVendor(t);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: davis.id });
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: auckland.id });
    await insuranceExpiring(t, vendor.vendor.id, '2026-11-21');

    const [first, second] = (await vendor.api('GET', '/vendors/self/markets')).json();
    expect(first).toMatchObject({ name: 'A Davis', today: '2026-11-21' });
    expect(first.next_market_days[0]).toBe('2026-11-21');
    expect(first.documents.find((d: { type: string }) => d.type === 'Insurance').status).toBe('URGENT');
    // In Auckland it is already Sunday, the insurance expired yesterday and the season (Jan–Mar) is ahead.
    expect(second).toMatchObject({ name: 'B Auckland', today: '2026-11-22' });
    expect(second.next_market_days).toEqual(['2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23']);
    expect(second.documents.find((d: { type: string }) => d.type === 'Insurance')).toMatchObject({
      status: 'PAST_DUE',
      status_text: 'Due yesterday',
    });
  });

  it('a second vendor sees only their own markets, and none before joining one', async () => {
    const t = await openApp();
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const a = await signedInVendor(t);
    const b = await signedInVendor(t);
    await joinMarket(t.db, { vendorId: a.vendor.id, marketId: market.id });
    expect((await a.api('GET', '/vendors/self/markets')).json()).toHaveLength(1);
    expect((await b.api('GET', '/vendors/self/markets')).json()).toEqual([]);
  });

  it('managers and admins cannot use the vendor endpoints', async () => {
    const t = await openApp();
    const manager = await signedInManager(t);
    const admin = await insertAdmin(t.db);
    const adminToken = (await tokensFor(t, admin.user.username)).access_token;
    for (const url of ['/vendors/self', '/vendors/self/markets', '/vendors/self/transactions']) {
      expect((await manager.api('GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) })).statusCode).toBe(403);
    }
  });
});
