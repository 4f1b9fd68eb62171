import { z } from 'zod';
import { PERCENT_MAX } from './constants';
import { FEE_STRUCTURES, VENDOR_TYPES } from './enums';
import { dollarAmount, MAX_FEE_DOLLARS } from './limits';
import { hasAtMostTwoDecimals } from './money';

export const FEE_CAP_MESSAGES = {
  maxBelowMin: 'Maximum fee must be at least the minimum fee.',
} as const;

// One fee rule per vendor type (docs/product.md §3 "Vendor fee"); flat in dollars, percent 0–100.
export const VendorFeeSchema = z
  .object({
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
    // Optional bounds on the market fee per market day, in dollars; null (or absent) = no bound.
    min_fee: dollarAmount(MAX_FEE_DOLLARS, 'Minimum fee must be a non-negative number.')
      .nullable()
      .optional(),
    max_fee: dollarAmount(MAX_FEE_DOLLARS, 'Maximum fee must be a non-negative number.')
      .nullable()
      .optional(),
  })
  .superRefine((fee, ctx) => {
    if (fee.min_fee == null || fee.max_fee == null || fee.min_fee <= fee.max_fee) return;
    ctx.addIssue({ code: 'custom', message: FEE_CAP_MESSAGES.maxBelowMin, path: ['max_fee'] });
  });
export type VendorFee = z.infer<typeof VendorFeeSchema>;
