import {
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  type ProductInputOutput,
  type VendorProduct,
} from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorProducts, vendors } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { countProducts, productValues, toVendorProduct } from './products.repository';

export async function createProduct({
  db,
  vendorId,
  input,
}: {
  db: Database;
  vendorId: string;
  input: ProductInputOutput;
}): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the cap: they queue on the vendor row. NO KEY UPDATE still lets
    // the products' foreign-key checks (KEY SHARE) through, so it cannot deadlock with them.
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('no key update');
    if ((await countProducts({ db: tx, vendorId })) >= PRODUCT_LIMITS.perVendor) {
      throw conflict(PRODUCT_MESSAGES.limitReached);
    }
    const [row] = await tx
      .insert(vendorProducts)
      .values({ vendorId, ...productValues(input) })
      .returning();
    if (!row) throw new Error('product not inserted');
    return toVendorProduct(row);
  });
}

export async function updateProduct({
  db,
  vendorId,
  productId,
  input,
  now,
}: {
  db: Database;
  vendorId: string;
  productId: string;
  input: ProductInputOutput;
  now: Date;
}): Promise<VendorProduct> {
  const [row] = await db
    .update(vendorProducts)
    .set({ ...productValues(input), updatedAt: now })
    .where(and(eq(vendorProducts.id, productId), eq(vendorProducts.vendorId, vendorId)))
    .returning();
  if (!row) throw notFound();
  return toVendorProduct(row);
}

export async function deleteProduct({
  db,
  vendorId,
  productId,
}: {
  db: Database;
  vendorId: string;
  productId: string;
}) {
  const deleted = await db
    .delete(vendorProducts)
    .where(and(eq(vendorProducts.id, productId), eq(vendorProducts.vendorId, vendorId)))
    .returning({ id: vendorProducts.id });
  if (deleted.length === 0) throw notFound();
}
