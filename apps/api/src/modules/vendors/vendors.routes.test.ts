import { describe, expect, it } from 'vitest';
import { insertVendorUserAt } from '../../../test/factories';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { documents } from '../../db/schema';

const t = useTestApp();

const vendorPayload = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Green Valley Produce',
  type: 'PRODUCER',
  phone: '555-201-0001',
  receipt_email: 'greenvalley@example.com',
  producer_names: 'Jorge Diaz',
  ...overrides,
});

async function createVendor(manager: ManagerClient, overrides: Record<string, unknown> = {}) {
  const response = await manager.api('POST', '/market-managers/vendors', vendorPayload(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data;
}

describe('vendors', () => {
  it('creates a vendor in chosen markets and lists it with its market memberships', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const response = await manager.api(
      'POST',
      '/market-managers/vendors',
      vendorPayload({ market_ids: [market.id] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Vendor Created!');
    const vendor = response.json().data;
    expect(vendor).toMatchObject({ business_name: 'Green Valley Produce', type: 'PRODUCER', managed: true });
    expect(vendor.markets).toEqual([
      { id: market.id, name: market.name, market_vendor_id: expect.any(String) },
    ]);
    const list = (await manager.api('GET', '/market-managers/vendors/')).json();
    expect(list.map((v: { id: string }) => v.id)).toEqual([vendor.id]);
    const inMarket = (await manager.api('GET', `/market-managers/markets/${market.id}/vendors`)).json();
    expect(inMarket).toEqual([
      expect.objectContaining({ id: vendor.id, market_vendor_id: vendor.markets[0].market_vendor_id }),
    ]);
    expect((await manager.api('GET', `/market-managers/markets/${market.id}`)).json().vendor_count).toBe(1);
  });

  it.each([
    [{ business_name: '' }, 'Business Name is required'],
    [{ business_name: 'b'.repeat(300) }, 'Business Name must be less than 255 characters'],
    [{ phone: '555.201' }, 'Input must only contain numbers and hyphens'],
    [{ producer_names: 'Jorge, Ana Maria Lopez' }, 'Must be a comma-separated list of names'],
    [{ receipt_email: 'nope' }, 'Invalid email format'],
  ])('refuses %o with its message', async (overrides, message) => {
    const manager = await signedInManager(t);
    const response = await manager.api('POST', '/market-managers/vendors', vendorPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect((await manager.api('GET', '/market-managers/vendors/')).json()).toEqual([]);
  });

  it('updates and deletes a vendor the manager keeps', async () => {
    const manager = await signedInManager(t);
    const vendor = await createVendor(manager);
    const updated = await manager.api(
      'PUT',
      `/market-managers/vendors/${vendor.id}`,
      vendorPayload({ type: 'ANCILLARY', phone: '' }),
    );
    expect(updated.json()).toMatchObject({
      message: 'Vendor Updated.',
      data: { type: 'ANCILLARY', phone: null },
    });
    const deleted = await manager.api('DELETE', `/market-managers/vendors/${vendor.id}`);
    expect(deleted.json().message).toBe('Vendor deleted successfully.');
    expect((await manager.api('GET', `/market-managers/vendors/${vendor.id}`)).statusCode).toBe(404);
  });

  it("keeps the vendor's receipt preference: ASK unless chosen, and changed on an edit", async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await createVendor(manager, { market_ids: [market.id] });
    expect(vendor.receipt_preference).toBe('ASK');
    const updated = await manager.api(
      'PUT',
      `/market-managers/vendors/${vendor.id}`,
      vendorPayload({ receipt_preference: 'PRINT_AND_EMAIL' }),
    );
    expect(updated.json().data.receipt_preference).toBe('PRINT_AND_EMAIL');
    expect(
      (await manager.api('GET', `/market-managers/vendors/${vendor.id}`)).json().receipt_preference,
    ).toBe('PRINT_AND_EMAIL');
    const inMarket = (await manager.api('GET', `/market-managers/markets/${market.id}/vendors`)).json();
    expect(inMarket[0].receipt_preference).toBe('PRINT_AND_EMAIL');
    const refused = await manager.api(
      'POST',
      '/market-managers/vendors',
      vendorPayload({ receipt_preference: 'FAX' }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('adds a vendor to several markets at once, and refuses the whole request when one already has them', async () => {
    const manager = await signedInManager(t);
    const [m1, m2, m3] = [
      await createMarket(manager),
      await createMarket(manager),
      await createMarket(manager),
    ];
    const vendor = await createVendor(manager);
    const url = `/market-managers/vendors/${vendor.id}/markets`;
    const first = await manager.api('POST', url, { market_ids: [m1?.id, m2?.id] });
    expect(first.statusCode).toBe(200);
    const again = await manager.api('POST', url, { market_ids: [m3?.id, m2?.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'Vendor already exists in one of the selected markets. Choose different markets. (All changes succeed together or fail together.)',
    );
    const markets = (await manager.api('GET', url))
      .json()
      .map((m: { id: string }) => m.id)
      .sort();
    expect(markets).toEqual([m1?.id, m2?.id].sort());
  });

  it('lets a vendor with an account leave the market but not be edited or erased by the manager', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const { vendor } = await insertVendorUserAt(t.db, market.id);
    const listed = (await manager.api('GET', '/market-managers/vendors/')).json();
    expect(listed).toEqual([expect.objectContaining({ id: vendor.id, managed: false })]);
    const edit = await manager.api('PUT', `/market-managers/vendors/${vendor.id}`, vendorPayload());
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe('This vendor manages their own profile.');
    await manager.api('DELETE', `/market-managers/vendors/${vendor.id}`);
    expect((await manager.api('GET', '/market-managers/vendors/')).json()).toEqual([]);
    const still = await t.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, vendor.id) });
    expect(still?.businessName).toBe(vendor.businessName);
  });

  it("never shows or changes another manager's vendors, nor mixes their markets", async () => {
    const owner = await signedInManager(t);
    const other = await signedInManager(t);
    const ownerMarket = await createMarket(owner);
    const otherMarket = await createMarket(other);
    const vendor = await createVendor(owner, { market_ids: [ownerMarket.id] });
    const url = `/market-managers/vendors/${vendor.id}`;
    expect((await other.api('GET', '/market-managers/vendors/')).json()).toEqual([]);
    expect((await other.api('GET', url)).statusCode).toBe(404);
    expect((await other.api('PUT', url, vendorPayload({ business_name: 'Stolen' }))).statusCode).toBe(404);
    expect((await other.api('DELETE', url)).statusCode).toBe(404);
    expect((await other.api('GET', `${url}/markets`)).statusCode).toBe(404);
    expect((await other.api('POST', `${url}/markets`, { market_ids: [otherMarket.id] })).statusCode).toBe(
      404,
    );
    expect((await owner.api('POST', `${url}/markets`, { market_ids: [otherMarket.id] })).statusCode).toBe(
      404,
    );
    expect(
      (await other.api('DELETE', `/market-managers/markets/${ownerMarket.id}/vendors/${vendor.id}`))
        .statusCode,
    ).toBe(404);
    expect((await owner.api('GET', url)).json().business_name).toBe('Green Valley Produce');
  });

  it('removes a vendor from one market', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await createVendor(manager, { market_ids: [market.id] });
    const removed = await manager.api('DELETE', `/market-managers/markets/${market.id}/vendors/${vendor.id}`);
    expect(removed.json().message).toBe('Vendor removed from market.');
    expect((await manager.api('GET', `/market-managers/markets/${market.id}/vendors`)).json()).toEqual([]);
  });

  it("counts each vendor's past-due documents, newest version only, on today's date in the list's zone", async () => {
    // Monday 23 November 2026, 22:00 in California; already Tuesday 24th, 19:00, in Auckland.
    t.clock.set(new Date('2026-11-24T06:00:00Z'));
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { time_zone: 'Pacific/Auckland' });
    const lapsed = await createVendor(manager, { market_ids: [market.id] });
    const clean = await createVendor(manager, { business_name: 'Clean Farm', market_ids: [market.id] });
    const doc = (
      vendorId: string,
      type: (typeof documents.$inferInsert)['type'],
      version: number,
      expr: string | null,
    ) => ({
      ownerVendorId: vendorId,
      type,
      storageKey: `${vendorId}-${type}-${version}`,
      fileName: `${type}.pdf`,
      contentType: 'application/pdf',
      size: 10,
      version,
      expr,
    });
    await t.db.insert(documents).values([
      // Renewed: the old version's date no longer counts.
      doc(lapsed.id, 'Insurance', 1, '2026-01-01'),
      doc(lapsed.id, 'Insurance', 2, '2027-06-01'),
      doc(lapsed.id, 'Permit-To-Sell', 1, '2026-11-20'),
      // Due today in California, past due in Auckland.
      doc(lapsed.id, 'CPC-Certificate', 1, '2026-11-23'),
      doc(clean.id, 'Insurance', 1, null),
    ]);
    const expired = (rows: { id: string; expired_docs: number }[]) =>
      Object.fromEntries(rows.map((v) => [v.id, v.expired_docs]));

    const list = (await manager.api('GET', '/market-managers/vendors/')).json();
    expect(expired(list)).toEqual({ [lapsed.id]: 1, [clean.id]: 0 });
    expect((await manager.api('GET', `/market-managers/vendors/${lapsed.id}`)).json().expired_docs).toBe(1);
    const inMarket = (await manager.api('GET', `/market-managers/markets/${market.id}/vendors`)).json();
    expect(expired(inMarket)).toEqual({ [lapsed.id]: 2, [clean.id]: 0 });
  });
});
