import type { ApplyInput } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  applied,
  apply,
  managerWithMarket,
  notificationsOf,
  uploadInsurance,
} from '../../../test/application-fixtures';
import { signedInVendor } from '../../../test/clients';
import { daysFromToday } from '../../../test/document-dates';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const inDays = (n: number) => daysFromToday(t, n);

describe('a vendor applying to markets', () => {
  it('browses every market with the manager name and their standing, and finds one by name or city', async () => {
    const { market } = await managerWithMarket(t);
    const other = await managerWithMarket(t, 'Riverside Evening Market');
    const vendor = await signedInVendor(t);

    const all = (await vendor.api('GET', '/vendors/self/markets/browse')).json();
    expect(all.map((m: { name: string }) => m.name)).toEqual([
      'Davis Downtown Farmers Market',
      'Riverside Evening Market',
    ]);
    expect(all[0]).toMatchObject({
      id: market.id,
      city: 'Davis',
      state: 'CA',
      day_of_week: 'SATURDAY',
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      manager_name: 'Test Manager',
      standing: 'OPEN',
      pending_application_id: null,
    });

    const application = await applied(vendor, { market_id: other.market.id, message: 'Fresh peaches' });
    const searched = (await vendor.api('GET', '/vendors/self/markets/browse?search=river')).json();
    expect(searched).toHaveLength(1);
    expect(searched[0]).toMatchObject({ standing: 'APPLIED', pending_application_id: application.id });
    const byCity = (await vendor.api('GET', '/vendors/self/markets/browse?search=davis')).json();
    expect(byCity.map((m: { id: string }) => m.id)).toEqual([market.id, other.market.id]);
    const none = (await vendor.api('GET', '/vendors/self/markets/browse?search=100%25')).json();
    expect(none).toEqual([]);
  });

  it('applies with own products and documents, tells the manager, and lists the application', async () => {
    const { manager, market } = await managerWithMarket(t);
    const vendor = await signedInVendor(t);
    const peaches = await addProduct(t, vendor.vendor.id, 'Peaches');
    const insurance = await uploadInsurance(t, vendor, inDays(20));

    const response = await apply(vendor, {
      market_id: market.id,
      message: '  Stone fruit from Winters.  ',
      product_ids: [peaches.id, peaches.id],
      document_ids: [insurance.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Application sent.',
      data: {
        status: 'PENDING',
        message: 'Stone fruit from Winters.',
        reason: null,
        decided_at: null,
        market: { id: market.id, name: 'Davis Downtown Farmers Market', city: 'Davis', state: 'CA' },
        vendor: { id: vendor.vendor.id, type: 'PRODUCER' },
        products: [{ product_id: peaches.id, name: 'Peaches', category: 'produce', tags: ['organic'] }],
        documents: [
          { id: insurance.id, type: 'Insurance', status: 'DUE_SOON', status_text: 'Due in 20 days' },
        ],
      },
    });

    const inbox = await notificationsOf(t, manager.user.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      type: 'account_update',
      senderId: vendor.user.id,
      title: 'New application for Davis Downtown Farmers Market',
    });
    expect(inbox[0]?.message).toContain(`${vendor.vendor.businessName} (Producer) applied`);

    const list = (await vendor.api('GET', '/vendors/self/applications')).json();
    expect(list).toHaveLength(1);
    expect(list[0].documents[0].url).toMatch(new RegExp(`^/documents/files/${insurance.id}\\?expires=`));
  });

  it('refuses products and documents that are not the vendor’s own, and stores nothing', async () => {
    const { manager, market } = await managerWithMarket(t);
    const vendor = await signedInVendor(t);
    const other = await signedInVendor(t);
    const theirProduct = await addProduct(t, other.vendor.id, 'Their honey');
    const theirDocument = await uploadInsurance(t, other, inDays(90));

    // Each refusal is a 400; the test compares its detail.
    const refusal = async (input: Partial<ApplyInput>) => {
      const response = await apply(vendor, { market_id: market.id, message: 'Hello', ...input });
      expect(response.statusCode).toBe(400);
      return response.json().detail;
    };
    expect(await refusal({ product_ids: [theirProduct.id] })).toBe(
      'Some of the chosen products are not in your catalogue. Reload the page and choose again.',
    );
    expect(await refusal({ document_ids: [theirDocument.id] })).toBe(
      'Some of the chosen documents are not yours. Reload the page and choose again.',
    );
    expect(await refusal({ message: '   ' })).toContain('Tell the manager about your business');

    expect((await vendor.api('GET', '/vendors/self/applications')).json()).toEqual([]);
    expect(await notificationsOf(t, manager.user.id)).toEqual([]);
  });

  it('answers 409 for a second pending application, also when both arrive at once, and for a member', async () => {
    const { manager, market } = await managerWithMarket(t);
    const vendor = await signedInVendor(t);
    const [first, second] = await Promise.all([
      apply(vendor, { market_id: market.id, message: 'One' }),
      apply(vendor, { market_id: market.id, message: 'Two' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().detail).toBe('You already have a pending application for this market.');
    expect(await notificationsOf(t, manager.user.id)).toHaveLength(1);

    const { id } = first.statusCode === 201 ? first.json().data : second.json().data;
    await manager.api('POST', `/market-managers/applications/${id}/approve`);
    const member = await apply(vendor, { market_id: market.id, message: 'Again' });
    expect(member.statusCode).toBe(409);
    expect(member.json().detail).toBe('You already sell at this market.');
  });

  it('withdraws only a pending application, and may apply again afterwards', async () => {
    const { market } = await managerWithMarket(t);
    const vendor = await signedInVendor(t);
    const application = await applied(vendor, { market_id: market.id, message: 'Hi' });

    const withdrawn = await vendor.api('POST', `/vendors/self/applications/${application.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'Application withdrawn.',
      data: { status: 'WITHDRAWN' },
    });
    const again = await vendor.api('POST', `/vendors/self/applications/${application.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Only a pending application can be withdrawn.');

    const reapplied = await apply(vendor, { market_id: market.id, message: 'Hi again' });
    expect(reapplied.statusCode).toBe(201);
  });

  it('never shows or withdraws another vendor’s application', async () => {
    const { market } = await managerWithMarket(t);
    const vendorA = await signedInVendor(t);
    const vendorB = await signedInVendor(t);
    const application = await applied(vendorA, { market_id: market.id, message: 'A’s stall' });

    expect((await vendorB.api('GET', '/vendors/self/applications')).json()).toEqual([]);
    const browse = (await vendorB.api('GET', '/vendors/self/markets/browse')).json();
    expect(browse[0]).toMatchObject({ standing: 'OPEN', pending_application_id: null });
    const withdraw = await vendorB.api('POST', `/vendors/self/applications/${application.id}/withdraw`);
    expect(withdraw.statusCode).toBe(404);
    expect(withdraw.body).not.toContain('A’s stall');
    const list = (await vendorA.api('GET', '/vendors/self/applications')).json();
    expect(list[0].status).toBe('PENDING');
  });

  it('answers 404 for a market that does not exist', async () => {
    const vendor = await signedInVendor(t);
    const response = await apply(vendor, {
      market_id: '6f1d4c6e-9d1b-4a4e-8f57-2d4b8b1f0c11',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(404);
  });
});
