import {
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  type ProductInputOutput,
  type VendorProduct,
} from '@marketday/shared';
import { conflict, fieldConflict, notFound } from '../../lib/http-errors';
import type { VendorKey } from '../vendors';
import {
  countProducts,
  deleteVendorProduct,
  hasProductNamed,
  insertProduct,
  lockVendorRow,
  type ProductNameCheck,
  productValues,
  toVendorProduct,
  updateVendorProduct,
  type VendorProductKey,
} from './products.repository';

// Two products of one vendor with the same name (any case) cannot be told apart in an application or a
// market listing. Called under the vendor-row lock, so two saves at once cannot both pass.
async function refuseDuplicateName(check: ProductNameCheck) {
  if (await hasProductNamed(check)) {
    throw fieldConflict('name', PRODUCT_MESSAGES.duplicateName);
  }
}

export async function createProduct({
  db,
  vendorId,
  input,
}: VendorKey & { input: ProductInputOutput }): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the cap: they queue on the vendor row. NO KEY UPDATE still lets
    // the products' foreign-key checks (KEY SHARE) through, so it cannot deadlock with them.
    await lockVendorRow(tx, vendorId);
    if ((await countProducts({ db: tx, vendorId })) >= PRODUCT_LIMITS.perVendor) {
      throw conflict(PRODUCT_MESSAGES.limitReached);
    }
    await refuseDuplicateName({ db: tx, vendorId, name: input.name });
    const row = await insertProduct(tx, { vendorId, ...productValues(input) });
    return toVendorProduct(row);
  });
}

export async function updateProduct({
  db,
  vendorId,
  productId,
  input,
  now,
}: VendorProductKey & { input: ProductInputOutput; now: Date }): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    await lockVendorRow(tx, vendorId);
    await refuseDuplicateName({ db: tx, vendorId, name: input.name, exceptId: productId });
    const row = await updateVendorProduct({
      db: tx,
      vendorId,
      productId,
      values: { ...productValues(input), updatedAt: now },
    });
    if (!row) throw notFound();
    return toVendorProduct(row);
  });
}

export async function deleteProduct({ db, vendorId, productId }: VendorProductKey) {
  if (!(await deleteVendorProduct({ db, vendorId, productId }))) throw notFound();
}
