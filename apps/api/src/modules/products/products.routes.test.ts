import { PRODUCT_LIMITS, PRODUCT_MESSAGES, type VendorProduct } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { signedInVendor, type VendorClient } from '../../../test/clients';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { marketVendors, vendorProducts } from '../../db/schema';

const t = useTestApp();

const BASE = '/vendors/self/products';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const apples = {
  name: 'Fuji Apples',
  category: 'produce',
  tags: ['organic', 'local'],
  attributes: { variety: 'Fuji', unit: 'lb' },
  seasonality: [9, 10, 11],
  description: 'Crisp and sweet, picked the week of the market.',
};
const honey = {
  name: 'Wildflower Honey',
  category: 'honey',
  tags: ['raw', 'unfiltered', 'local'],
  attributes: { size: '12 oz jar' },
  seasonality: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  description: null,
};
const salsa = {
  name: 'Roasted Tomatillo Salsa',
  category: 'sauces_dips_spreads',
  tags: ['vegan', 'gluten_free'],
  attributes: { heat: 'Medium', pepper: 'Jalapeño' },
  seasonality: [6, 7, 8, 9],
  description: 'Small-batch salsa verde.',
};

async function add(client: VendorClient, product: Record<string, unknown>): Promise<VendorProduct> {
  const response = await client.api('POST', BASE, product);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data;
}

const names = (products: VendorProduct[]) => products.map((p) => p.name);

describe('vendor products', () => {
  it('adds, lists, updates and deletes the vendor’s own products', async () => {
    const vendor = await signedInVendor(t);
    expect((await vendor.api('GET', BASE)).json()).toEqual([]);

    const created = await vendor.api('POST', BASE, { ...apples, tags: ['local', 'organic', 'local'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Product added.');
    const product = created.json().data as VendorProduct;
    expect(product).toEqual({
      ...apples,
      tags: ['local', 'organic'],
      vendor_id: vendor.vendor.id,
      product_id: expect.any(String),
    });
    await add(vendor, honey);
    expect(names((await vendor.api('GET', BASE)).json())).toEqual(['Fuji Apples', 'Wildflower Honey']);
    expect((await vendor.api('GET', `${BASE}/${product.product_id}`)).json()).toEqual(product);

    const updated = await vendor.api('PUT', `${BASE}/${product.product_id}`, {
      ...apples,
      name: 'Honeycrisp Apples',
      attributes: [{ name: 'variety', value: 'Honeycrisp' }],
      seasonality: [12, 1],
      description: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      message: 'Product updated.',
      data: expect.objectContaining({
        product_id: product.product_id,
        name: 'Honeycrisp Apples',
        attributes: { variety: 'Honeycrisp' },
        seasonality: [1, 12],
        description: null,
      }),
    });

    const deleted = await vendor.api('DELETE', `${BASE}/${product.product_id}`);
    expect(deleted.json()).toEqual({ message: 'Product deleted.' });
    expect((await vendor.api('GET', `${BASE}/${product.product_id}`)).statusCode).toBe(404);
    expect(names((await vendor.api('GET', BASE)).json())).toEqual(['Wildflower Honey']);
  });

  it('searches name, description and attribute values ignoring case, and combines the filters', async () => {
    const vendor = await signedInVendor(t);
    for (const product of [apples, honey, salsa]) await add(vendor, product);
    const list = async (query: string) => names((await vendor.api('GET', `${BASE}?${query}`)).json());

    expect(await list('search=HONEY')).toEqual(['Wildflower Honey']);
    expect(await list('search=picked%20the%20week')).toEqual(['Fuji Apples']);
    expect(await list('search=jalape')).toEqual(['Roasted Tomatillo Salsa']);
    expect(await list('search=12%20OZ')).toEqual(['Wildflower Honey']);
    // Attribute names are labels, not content: "variety" finds nothing by itself.
    expect(await list('search=variety')).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await list('search=%25')).toEqual([]);
    expect(await list('search=_')).toEqual([]);
    expect(await list('search=%20%20')).toEqual([
      'Fuji Apples',
      'Roasted Tomatillo Salsa',
      'Wildflower Honey',
    ]);

    expect(await list('category=honey')).toEqual(['Wildflower Honey']);
    expect(await list('tag=local')).toEqual(['Fuji Apples', 'Wildflower Honey']);
    expect(await list('tag=local&category=produce')).toEqual(['Fuji Apples']);
    expect(await list('tag=vegan&search=salsa&category=sauces_dips_spreads')).toEqual([
      'Roasted Tomatillo Salsa',
    ]);
    expect(await list('tag=vegan&category=honey')).toEqual([]);

    const bad = await vendor.api('GET', `${BASE}?category=fruit`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Unknown category');
    expect((await vendor.api('GET', `${BASE}?tag=tasty`)).json().detail).toBe('Unknown tag');
  });

  it.each([
    ['name', { name: ' ' }, 'Product name is required'],
    ['category', { category: 'fruit' }, 'Choose a category'],
    ['seasonality', { seasonality: [] }, 'Choose at least one month'],
    ['seasonality.0', { seasonality: [13] }, 'Months run from 1 to 12'],
    ['tags.0', { tags: ['tasty'] }, 'Unknown tag'],
    ['attributes.0.name', { attributes: [{ name: '', value: 'lb' }] }, 'Attribute name is required'],
    [
      'attributes.1.name',
      {
        attributes: [
          { name: 'Unit', value: 'lb' },
          { name: 'unit', value: 'kg' },
        ],
      },
      'Each attribute name can be used once',
    ],
    ['description', { description: 'x'.repeat(1001) }, 'Description must be 1000 characters or fewer'],
  ])('refuses a bad %s with its message and saves nothing', async (path, overrides, message) => {
    const vendor = await signedInVendor(t);
    const response = await vendor.api('POST', BASE, { ...apples, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await vendor.api('GET', BASE)).json()).toEqual([]);
  });

  it('keeps an edit that fails validation from changing the product', async () => {
    const vendor = await signedInVendor(t);
    const product = await add(vendor, apples);
    const response = await vendor.api('PUT', `${BASE}/${product.product_id}`, { ...apples, name: '' });
    expect(response.json().detail).toBe('Product name is required');
    expect((await vendor.api('GET', `${BASE}/${product.product_id}`)).json()).toEqual(product);
  });

  it('never shows or changes another vendor’s product: 404 for read, update and delete', async () => {
    const owner = await signedInVendor(t);
    const other = await signedInVendor(t);
    const product = await add(owner, apples);
    await add(other, honey);
    const url = `${BASE}/${product.product_id}`;

    expect(names((await other.api('GET', BASE)).json())).toEqual(['Wildflower Honey']);
    expect(names((await other.api('GET', `${BASE}?search=apples`)).json())).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...apples, name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await other.api(method, url, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.body).not.toContain('Fuji');
    }
    expect((await owner.api('GET', url)).json()).toEqual(product);
    expect((await owner.api('DELETE', `${BASE}/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await owner.api('GET', `${BASE}/not-a-uuid`)).json().detail).toBe(
      'Product ID must be a valid UUID',
    );
  });

  it(`stops at ${PRODUCT_LIMITS.perVendor} products with a message that says what to do`, async () => {
    const vendor = await signedInVendor(t);
    const rows = Array.from({ length: PRODUCT_LIMITS.perVendor - 1 }, (_, i) => ({
      vendorId: vendor.vendor.id,
      name: `Product ${i}`,
      category: 'misc' as const,
      seasonality: [1],
    }));
    await t.db.insert(vendorProducts).values(rows);
    // Two adds racing for the last place: exactly one wins.
    const [first, second] = await Promise.all([
      vendor.api('POST', BASE, apples),
      vendor.api('POST', BASE, honey),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const refused = [first, second].find((response) => response?.statusCode === 409);
    expect(refused?.json().detail).toBe(
      'You can list up to 500 products. Delete one you no longer sell to add another.',
    );
    expect((await vendor.api('GET', BASE)).json()).toHaveLength(PRODUCT_LIMITS.perVendor);
    // Another vendor is not affected by this one's catalogue.
    expect((await (await signedInVendor(t)).api('POST', BASE, apples)).statusCode).toBe(201);
  });

  it('refuses a second product with the same name (any case) within one vendor, on add and on rename', async () => {
    const vendor = await signedInVendor(t);
    const first = (await vendor.api('POST', BASE, apples)).json().data as VendorProduct;
    const same = await vendor.api('POST', BASE, { ...honey, name: '  fuji APPLES ' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      detail: PRODUCT_MESSAGES.duplicateName,
      errors: [{ path: 'name', message: PRODUCT_MESSAGES.duplicateName }],
    });
    const second = (await vendor.api('POST', BASE, honey)).json().data as VendorProduct;
    const renamed = await vendor.api('PUT', `${BASE}/${second.product_id}`, {
      ...honey,
      name: 'Fuji apples',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().detail).toBe(PRODUCT_MESSAGES.duplicateName);
    // Saving a product under its own name is no duplicate; another vendor may use the name.
    expect((await vendor.api('PUT', `${BASE}/${first.product_id}`, apples)).statusCode).toBe(200);
    expect((await (await signedInVendor(t)).api('POST', BASE, apples)).statusCode).toBe(201);
    expect((await vendor.api('GET', BASE)).json()).toHaveLength(2);
  });

  it('answers 403 to a manager calling the vendor’s own catalogue', async () => {
    const manager = await signedInManager(t);
    expect((await manager.api('GET', BASE)).statusCode).toBe(403);
    expect((await manager.api('POST', BASE, apples)).statusCode).toBe(403);
  });
});

describe('a manager reading a vendor’s catalogue', () => {
  it('sees the products of vendors selling at their markets, and 404 for anyone else’s', async () => {
    const manager = await signedInManager(t);
    const otherManager = await signedInManager(t);
    const market = await createMarket(manager);
    const seller = await signedInVendor(t);
    const stranger = await signedInVendor(t);
    await t.db.insert(marketVendors).values({ marketId: market.id, vendorId: seller.vendor.id });
    for (const product of [apples, salsa]) await add(seller, product);
    await add(stranger, honey);

    const url = (vendorId: string, query = '') => `/market-managers/vendors/${vendorId}/products${query}`;
    const seen = await manager.api('GET', url(seller.vendor.id));
    expect(seen.statusCode).toBe(200);
    expect(names(seen.json())).toEqual(['Fuji Apples', 'Roasted Tomatillo Salsa']);
    expect(names((await manager.api('GET', url(seller.vendor.id, '?tag=vegan'))).json())).toEqual([
      'Roasted Tomatillo Salsa',
    ]);

    for (const [client, vendorId] of [
      [manager, stranger.vendor.id],
      [otherManager, seller.vendor.id],
      [manager, MISSING_ID],
    ] as const) {
      const response = await client.api('GET', url(vendorId));
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Honey');
      expect(response.body).not.toContain('Apples');
    }
  });

  it('sees an empty catalogue for a vendor record they keep themselves', async () => {
    const manager = await signedInManager(t);
    const created = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'Knife Sharpening Sam',
      type: 'ANCILLARY',
    });
    const vendorId = created.json().data.id;
    expect((await manager.api('GET', `/market-managers/vendors/${vendorId}/products`)).json()).toEqual([]);
  });
});
