import type { ProductInputOutput, ProductListQuery, VendorProduct } from '@marketday/shared';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorProducts } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

type ProductRow = typeof vendorProducts.$inferSelect;

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
}: {
  db: Database;
  vendorId: string;
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

export async function findProduct({
  db,
  vendorId,
  productId,
}: {
  db: Database;
  vendorId: string;
  productId: string;
}): Promise<VendorProduct | null> {
  const [row] = await db
    .select()
    .from(vendorProducts)
    .where(and(eq(vendorProducts.id, productId), eq(vendorProducts.vendorId, vendorId)));
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
