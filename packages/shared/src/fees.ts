import { z } from 'zod';
import { PERCENT_MAX } from './constants';
import { FEE_STRUCTURES, VENDOR_TYPES } from './enums';
import { MAX_FEE_DOLLARS } from './limits';
import { hasAtMostTwoDecimals } from './money';

// One fee rule per vendor type (docs/product.md §3 "Vendor fee"); flat in dollars, percent 0–100.
export const VendorFeeSchema = z.object({
  vendor_type: z.enum(VENDOR_TYPES),
  fee_type: z.enum(FEE_STRUCTURES),
  flat: z
    .number('Flat fee must be a non-negative number.')
    .min(0, 'Flat fee must be a non-negative number.')
    .max(MAX_FEE_DOLLARS, `Amount must be at most $${MAX_FEE_DOLLARS.toLocaleString('en-US')}.00`)
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals'),
  percent: z
    .number('Percentage must be a non-negative number.')
    .min(0, 'Percentage must be a non-negative number.')
    .max(PERCENT_MAX, 'Percentage cannot exceed 100.')
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals'),
});
export type VendorFee = z.infer<typeof VendorFeeSchema>;

export const FEE_STRUCTURE_LABELS = {
  PERCENT_GROSS: 'Percent of gross',
  FLAT_FEE: 'Flat fee',
  FLAT_PERCENT_COMBO: 'Flat + percent',
  MAX_OF_EITHER: 'Greater of flat or percent',
} as const;
