import type { ProductInputOutput, ProductListQuery, VendorProduct } from '@marketday/shared';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, VendorKey } from '../../db/client';
import { vendorProducts, vendors } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

type ProductRow = typeof vendorProducts.$inferSelect;

// One product of one vendor: another vendor's product of that id is not found.
export type VendorProductKey = { db: Database; vendorId: string; productId: string };
const isVendorsProduct = ({ vendorId, productId }: VendorProductKey) =>
  and(eq(vendorProducts.id, productId), eq(vendorProducts.vendorId, vendorId));

export function toVendorProduct(row: ProductRow): VendorProduct {
  return {
    vendor_id: row.vendorId,
    product_id: row.id,
    name: row.name,
    category: row.category,
    tags: row.tags,
    attributes: row.attributes,
    seasonality: row.seasonality,
    description: row.description,
  };
}

// Name, description or any attribute value contains the text, ignoring case.
function matchesSearch(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(vendorProducts.name, pattern),
    ilike(vendorProducts.description, pattern),
    sql`exists (select 1 from jsonb_each_text(${vendorProducts.attributes}) as attribute where attribute.value ilike ${pattern})`,
  );
}

// Every query is scoped by the owning vendor: another vendor's product is simply not found.
export async function listProducts({
  db,
  vendorId,
  query = {},
}: VendorKey & {
  query?: ProductListQuery;
}): Promise<VendorProduct[]> {
  const rows = await db
    .select()
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        query.search ? matchesSearch(query.search) : undefined,
        query.category ? eq(vendorProducts.category, query.category) : undefined,
        query.tag ? sql`${vendorProducts.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
      ),
    )
    .orderBy(
      asc(vendorProducts.sortOrder),
      sql`lower(${vendorProducts.name})`,
      asc(vendorProducts.createdAt),
    );
  return rows.map(toVendorProduct);
}

export async function findProduct(key: VendorProductKey): Promise<VendorProduct | null> {
  const [row] = await key.db.select().from(vendorProducts).where(isVendorsProduct(key));
  return row ? toVendorProduct(row) : null;
}

export async function countProducts({ db, vendorId }: { db: Database; vendorId: string }) {
  const [row] = await db
    .select({ total: count() })
    .from(vendorProducts)
    .where(eq(vendorProducts.vendorId, vendorId));
  return row?.total ?? 0;
}

export function productValues(input: ProductInputOutput) {
  return {
    name: input.name,
    category: input.category,
    tags: input.tags,
    attributes: input.attributes,
    seasonality: input.seasonality,
    description: input.description,
  };
}

// Whether another of the vendor's products has this name, in any case and ignoring outer spaces.
export type ProductNameCheck = { db: Database; vendorId: string; name: string; exceptId?: string };

export async function hasProductNamed({ db, vendorId, name, exceptId }: ProductNameCheck) {
  const [same] = await db
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        sql`lower(btrim(${vendorProducts.name})) = lower(btrim(${name}))`,
        exceptId ? ne(vendorProducts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(same);
}

// Holds the vendor's row (FOR NO KEY UPDATE) until the transaction ends.
export async function lockVendorRow(tx: Database, vendorId: string) {
  await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('no key update');
}

export async function insertProduct(
  tx: Database,
  values: ReturnType<typeof productValues> & { vendorId: string },
): Promise<ProductRow> {
  const [row] = await tx.insert(vendorProducts).values(values).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

// The vendor's product as saved; null when the vendor has no such product.
export async function updateVendorProduct({
  values,
  ...key
}: VendorProductKey & {
  values: ReturnType<typeof productValues> & { updatedAt: Date };
}): Promise<ProductRow | null> {
  const [row] = await key.db.update(vendorProducts).set(values).where(isVendorsProduct(key)).returning();
  return row ?? null;
}

// Answers false when the vendor has no such product.
export async function deleteVendorProduct(key: VendorProductKey): Promise<boolean> {
  const deleted = await key.db
    .delete(vendorProducts)
    .where(isVendorsProduct(key))
    .returning({ id: vendorProducts.id });
  return deleted.length > 0;
}
