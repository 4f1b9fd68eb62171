import type { VendorSelf, VendorSelfInput, VendorSelfInputSchema } from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

export type VendorAccountOutput = z.output<typeof VendorSelfInputSchema>;
export type VendorAccountControl = Control<VendorSelfInput, unknown, VendorAccountOutput>;

// Inputs start as strings so they stay controlled; the schema turns '' into "not given".
export function vendorAccountDefaults(vendor: VendorSelf): VendorSelfInput {
  return {
    business_name: vendor.business_name,
    type: vendor.type,
    phone: vendor.phone ?? '',
    receipt_email: vendor.receipt_email ?? '',
    producer_names: vendor.producer_names ?? '',
    settings: vendor.settings,
  };
}
