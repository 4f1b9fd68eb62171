import type { VendorSelf, VendorSelfInput, VendorSelfInputSchema } from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { inputTexts } from '@/components/ui/input-values';

export type VendorAccountOutput = z.output<typeof VendorSelfInputSchema>;
export type VendorAccountControl = Control<VendorSelfInput, unknown, VendorAccountOutput>;

// Inputs start as strings so they stay controlled; the schema turns '' into "not given".
export function vendorAccountDefaults(vendor: VendorSelf): VendorSelfInput {
  return {
    business_name: vendor.business_name,
    type: vendor.type,
    ...inputTexts(vendor, ['phone', 'receipt_email', 'producer_names']),
    settings: vendor.settings,
  };
}
