import type { Vendor } from '@marketday/shared';
import type { vendors } from '../../db/schema';

type VendorRow = typeof vendors.$inferSelect;

export function toVendor({
  row,
  managerId,
  markets,
}: {
  row: VendorRow;
  managerId: string;
  markets: Vendor['markets'];
}): Vendor {
  return {
    id: row.id,
    business_name: row.businessName,
    type: row.type,
    phone: row.phone,
    receipt_email: row.receiptEmail,
    producer_names: row.producerNames,
    settings: row.settings,
    private: row.private,
    created_by: row.createdBy,
    managed: row.managerId === managerId,
    // Compliance documents arrive with the documents module; until then nothing can be expired.
    expired_docs: 0,
    markets,
  };
}
