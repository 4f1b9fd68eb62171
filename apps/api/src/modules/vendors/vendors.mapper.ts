import type { Vendor } from '@marketday/shared';
import type { VendorRow } from './vendors.repository';

export function toVendor({
  row,
  managerId,
  markets,
  expiredDocs,
}: {
  row: VendorRow;
  managerId: string;
  markets: Vendor['markets'];
  expiredDocs: number;
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
    expired_docs: expiredDocs,
    receipt_preference: row.receiptPreference,
    language: row.language,
    markets,
  };
}
