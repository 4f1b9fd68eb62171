import { randomBytes } from 'node:crypto';
import type { ProductCategory, ProductTag } from '@marketday/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { markets, users, vendorProducts, vendors } from '../db/schema';
import { hashPassword } from '../lib/crypto/passwords';

// Demo public market pages (docs/product.md §18): both markets publish a page, and three Downtown vendors with
// accounts of their own are in its directory with their products. The demo vendor (Sunny Acres Farm) is one; two
// of the manager's vendors get accounts to sign in with (random passwords: they are there to be listed, not to
// be used). Their phones, e-mails and producer names stay on file and never reach the page.

export const DEMO_PUBLIC_SLUGS = { downtown: 'davis-downtown', riverside: 'riverside-evening' } as const;

const DOWNTOWN_RULES = `Dogs are welcome on a short leash.
Please bring your own bags; the market is plastic-bag free.
No smoking or vaping inside the market.`;

type DemoProduct = { name: string; category: ProductCategory; seasonality: number[]; tags?: ProductTag[] };
const YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const PRODUCTS: Record<string, DemoProduct[]> = {
  'Sunny Acres Farm': [
    {
      name: 'Heirloom tomatoes',
      category: 'produce',
      seasonality: [6, 7, 8, 9],
      tags: ['organic', 'heirloom'],
    },
    { name: 'Strawberries', category: 'produce', seasonality: [4, 5, 6, 7], tags: ['organic'] },
    { name: 'Winter squash', category: 'produce', seasonality: [9, 10, 11, 12] },
    { name: 'Pasture-raised eggs', category: 'dairy_eggs', seasonality: YEAR, tags: ['pasture_raised'] },
  ],
  'Bee Happy Honey': [
    { name: 'Wildflower honey', category: 'honey', seasonality: YEAR, tags: ['raw', 'unfiltered'] },
    { name: 'Honeycomb', category: 'honey', seasonality: [6, 7, 8, 9] },
    { name: 'Beeswax candles', category: 'candles', seasonality: YEAR },
  ],
  'Rise & Shine Bakery': [
    { name: 'Country sourdough', category: 'breads', seasonality: YEAR },
    { name: 'Morning buns', category: 'baked_goods', seasonality: YEAR },
    { name: 'Seasonal fruit galette', category: 'baked_goods', seasonality: [5, 6, 7, 8, 9, 10] },
  ],
};
// The manager's vendors that get an account, by business name, with the username they get.
const GIVEN_ACCOUNTS: Record<string, string> = {
  'Bee Happy Honey': 'beehappy',
  'Rise & Shine Bakery': 'riseandshine',
};

export async function seedDemoDirectory({
  db,
  downtownId,
  riversideId,
  keptVendors,
  accountVendorId,
}: {
  db: Database;
  downtownId: string;
  riversideId: string;
  keptVendors: { id: string; businessName: string }[];
  accountVendorId: string;
}) {
  await db
    .update(markets)
    .set({ publicSlug: DEMO_PUBLIC_SLUGS.downtown, publicPageEnabled: true, publicRules: DOWNTOWN_RULES })
    .where(eq(markets.id, downtownId));
  await db
    .update(markets)
    .set({ publicSlug: DEMO_PUBLIC_SLUGS.riverside, publicPageEnabled: true })
    .where(eq(markets.id, riversideId));

  const listed = new Map<string, string>([['Sunny Acres Farm', accountVendorId]]);
  for (const vendor of keptVendors) {
    const username = GIVEN_ACCOUNTS[vendor.businessName];
    if (!username) continue;
    const [user] = await db
      .insert(users)
      .values({
        username,
        email: `${username}@marketday.example`,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        role: 'VENDOR',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo directory user not created');
    await db.update(vendors).set({ userId: user.id }).where(eq(vendors.id, vendor.id));
    listed.set(vendor.businessName, vendor.id);
  }

  await db
    .update(vendors)
    .set({ settings: sql`${vendors.settings} || '{"directory_listed": true}'::jsonb` })
    .where(inArray(vendors.id, [...listed.values()]));
  await db.insert(vendorProducts).values(
    [...listed].flatMap(([name, vendorId]) =>
      (PRODUCTS[name] ?? []).map((product, index) => ({
        vendorId,
        name: product.name,
        category: product.category,
        tags: product.tags ?? [],
        seasonality: product.seasonality,
        sortOrder: index,
      })),
    ),
  );
}
