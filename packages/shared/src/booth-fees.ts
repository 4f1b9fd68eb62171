import { z } from 'zod';
import { formatDisplayDate } from './calendar-dates';
import { dollarAmount } from './limit-schemas';
import { flagRepeatedKeys } from './repeated-keys';

// Booth fees (issue 30 item 5, docs/season.md "Booth fees"): a market may charge by booth size, per market day or
// once per season, beside (not instead of) its percent-of-sales fees. A charge goes to the vendor's balance.

export const BOOTH_FEE_BASES = ['NONE', 'PER_DAY', 'PER_SEASON'] as const;
export type BoothFeeBasis = (typeof BOOTH_FEE_BASES)[number];
/** PRESENT: charged when attendance marks the vendor present (or late); SCHEDULED: when scheduled on the date. */
export const BOOTH_FEE_CHARGE_ON = ['PRESENT', 'SCHEDULED'] as const;
export type BoothFeeChargeOn = (typeof BOOTH_FEE_CHARGE_ON)[number];

export const MAX_BOOTH_FEE_DOLLARS = 100_000;

export const BOOTH_FEE_MESSAGES = {
  sizeFormat: 'A booth size is width x depth in feet, like 10x10',
  duplicateSize: (size: string) => `${size} has two rates`,
  amount: 'Enter a fee of $0.00 or more',
  saved: 'Booth fees saved',
} as const;

export const BoothFeeRateSchema = z.object({
  size: z.string().regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/, BOOTH_FEE_MESSAGES.sizeFormat),
  amount: dollarAmount(MAX_BOOTH_FEE_DOLLARS, BOOTH_FEE_MESSAGES.amount),
});
export type BoothFeeRate = z.infer<typeof BoothFeeRateSchema>;

export const BoothFeeSettingsSchema = z
  .object({
    basis: z.enum(BOOTH_FEE_BASES),
    charge_on: z.enum(BOOTH_FEE_CHARGE_ON),
    rates: z.array(BoothFeeRateSchema).max(50),
  })
  .superRefine((s, ctx) =>
    flagRepeatedKeys(
      ctx,
      s.rates,
      (r) => r.size,
      (r, i) => ({ message: BOOTH_FEE_MESSAGES.duplicateSize(r.size), path: ['rates', i, 'size'] }),
    ),
  );
export type BoothFeeSettings = z.infer<typeof BoothFeeSettingsSchema>;

/** A charge on a vendor's balance that is not a checkout: today only booth fees. */
export const VendorChargeSchema = z.object({
  id: z.string(),
  market_vendor_id: z.string(),
  date: z.string(),
  kind: z.enum(['BOOTH_DAY', 'BOOTH_SEASON']),
  description: z.string(),
  amount: z.number(),
});
export type VendorCharge = z.infer<typeof VendorChargeSchema>;

/** What a booth fee charge reads as on a balance and a statement: "Booth fee 10x10 · 06/13/2026". */
export function boothFeeDescription(kind: VendorCharge['kind'], size: string, date: string): string {
  return kind === 'BOOTH_DAY'
    ? `Booth fee ${size} · ${formatDisplayDate(date)}`
    : `Season booth fee ${size} · ${date.slice(0, 4)}`;
}
