import { z } from 'zod';
import { PERCENT_MAX } from './constants';
import { FEE_STRUCTURES, TOKEN_PROGRAMS, VENDOR_TYPES } from './enums';
import { dollarAmount } from './limit-schemas';
import { MAX_FEE_DOLLARS, MAX_GROSS_DOLLARS } from './limits';
import { hasAtMostTwoDecimals } from './money';

export const FEE_CAP_MESSAGES = {
  maxBelowMin: 'Maximum fee must be at least the minimum fee.',
} as const;

// The most tiers a sliding scale may have (docs/product.md §10 "Fee models").
export const MAX_PERCENT_TIERS = 10;

// The fee models' refusals, each on its field (docs/product.md §10 "Fee models").
export const FEE_MODEL_MESSAGES = {
  threshold: 'Sales threshold must be a non-negative number.',
  tierFrom: 'A tier’s start must be a non-negative number.',
  firstTierFromZero: 'The first tier starts at $0.00.',
  tiersAscending: 'Each tier starts above the one before.',
  tooManyTiers: `At most ${MAX_PERCENT_TIERS} tiers.`,
  noTiers: 'Add at least one tier.',
} as const;

const percentSchema = z
  .number('Percentage must be a non-negative number.')
  .min(0, 'Percentage must be a non-negative number.')
  .max(PERCENT_MAX, 'Percentage cannot exceed 100.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals');

// One tier of a sliding scale: from this gross (dollars) on, this percent of the whole base.
export const PercentTierSchema = z.object({
  from: dollarAmount(MAX_GROSS_DOLLARS, FEE_MODEL_MESSAGES.tierFrom),
  percent: percentSchema,
});
export type PercentTier = z.infer<typeof PercentTierSchema>;

// A sliding scale: the first tier starts at $0, each next one higher, at most MAX_PERCENT_TIERS.
export const PercentTiersSchema = z
  .array(PercentTierSchema)
  .min(1, FEE_MODEL_MESSAGES.noTiers)
  .max(MAX_PERCENT_TIERS, FEE_MODEL_MESSAGES.tooManyTiers)
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      if (index === 0 && tier.from !== 0) {
        ctx.addIssue({ code: 'custom', message: FEE_MODEL_MESSAGES.firstTierFromZero, path: [0, 'from'] });
      }
      const before = tiers[index - 1];
      if (before && tier.from <= before.from) {
        ctx.addIssue({ code: 'custom', message: FEE_MODEL_MESSAGES.tiersAscending, path: [index, 'from'] });
      }
    });
  });

// One fee rule per vendor type (docs/product.md §3 "Vendor fee"); flat in dollars, percent 0–100. The fee models
// (§10 "Fee models") change the percent part only; each may be left out (a rule saved before them): none.
export const VendorFeeSchema = z
  .object({
    vendor_type: z.enum(VENDOR_TYPES),
    fee_type: z.enum(FEE_STRUCTURES),
    flat: z
      .number('Flat fee must be a non-negative number.')
      .min(0, 'Flat fee must be a non-negative number.')
      .max(MAX_FEE_DOLLARS, `Amount must be at most $${MAX_FEE_DOLLARS.toLocaleString('en-US')}.00`)
      .refine(hasAtMostTwoDecimals, 'Use at most two decimals'),
    percent: percentSchema,
    // Optional bounds on the market fee per market day, in dollars; null (or absent) = no bound.
    min_fee: dollarAmount(MAX_FEE_DOLLARS, 'Minimum fee must be a non-negative number.')
      .nullable()
      .optional(),
    max_fee: dollarAmount(MAX_FEE_DOLLARS, 'Maximum fee must be a non-negative number.')
      .nullable()
      .optional(),
    // No percent on a base below this (dollars); null = none.
    percent_threshold: dollarAmount(MAX_GROSS_DOLLARS, FEE_MODEL_MESSAGES.threshold).nullable().optional(),
    // A sliding scale replacing `percent`; null = the one percent.
    percent_tiers: PercentTiersSchema.nullable().optional(),
    // The token programs whose tokens handed in are left out of the base the percent is taken of.
    excluded_programs: z.array(z.enum(TOKEN_PROGRAMS)).max(TOKEN_PROGRAMS.length).optional(),
  })
  .superRefine((fee, ctx) => {
    if (fee.min_fee == null || fee.max_fee == null || fee.min_fee <= fee.max_fee) return;
    ctx.addIssue({ code: 'custom', message: FEE_CAP_MESSAGES.maxBelowMin, path: ['max_fee'] });
  });
export type VendorFee = z.infer<typeof VendorFeeSchema>;

// The fee models as the API answers them (docs/api-contracts.md): stored values as they are, without the input rules;
// left out (data cached before the models existed, like an offline checkout's day): none.
export const storedFeeModelFields = {
  percent_threshold: z.number().nullable().optional(),
  percent_tiers: z
    .array(z.object({ from: z.number(), percent: z.number() }))
    .nullable()
    .optional(),
  excluded_programs: z.array(z.enum(TOKEN_PROGRAMS)).optional(),
};
