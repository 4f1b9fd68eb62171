import { z } from 'zod';
import { NAME_MAX } from './constants';
import { FEE_STRUCTURES, VENDOR_TYPES, WEEKDAYS } from './enums';
import { storedFeeModelFields, VendorFeeSchema } from './fees';
import { contactEmailSchema, optionalPhoneSchema, requiredNameSchema } from './fields';
import { dollarAmount } from './limit-schemas';
import { MAX_FEE_DOLLARS } from './limits';
import { RULE_KEYS, type RuleKey } from './market-rule-keys';
import { DEFAULT_TIME_ZONE, YEAR_ROUND_MONTH } from './market-time';
import { TokenInputSchema, TokenSchema } from './tokens';

const MONTH_RANGE_MESSAGE = 'Month range must be valid months (0-11) or year-round (-1, -1)';
const month = z
  .number(MONTH_RANGE_MESSAGE)
  .int(MONTH_RANGE_MESSAGE)
  .min(-1, MONTH_RANGE_MESSAGE)
  .max(11, MONTH_RANGE_MESSAGE);
export const SeasonSchema = z.object({ start: month, end: month }).superRefine((season, ctx) => {
  const yearRound = season.start === YEAR_ROUND_MONTH && season.end === YEAR_ROUND_MONTH;
  const months = season.start >= 0 && season.end >= 0;
  if (!yearRound && !months) {
    ctx.addIssue({ code: 'custom', message: MONTH_RANGE_MESSAGE });
  } else if (months && season.end <= season.start) {
    ctx.addIssue({ code: 'custom', message: 'End month must be after start month', path: ['end'] });
  }
});
export type Season = z.infer<typeof SeasonSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const HoursSchema = z
  .object({
    start: z.string().regex(TIME, 'Start time must be in HH:MM:SS format'),
    end: z.string().regex(TIME, 'End time must be in HH:MM:SS format'),
  })
  .refine((hours) => !TIME.test(hours.start) || !TIME.test(hours.end) || hours.start < hours.end, {
    message: 'Start time must be before end time',
    path: ['end'],
  });
export type Hours = z.infer<typeof HoursSchema>;

const optionalText = z.string().trim().max(500).optional().nullable();
export const AddressSchema = z
  .object({
    street: optionalText,
    street_2: optionalText,
    city: optionalText,
    state: optionalText,
    postal_code: optionalText,
  })
  .superRefine((address, ctx) => {
    // Any part given makes the address required as a whole (docs/product.md §5).
    if (!Object.values(address).some((v) => v && v.trim() !== '')) return;
    const required = [
      ['street', 'Street is required when address is provided'],
      ['city', 'City is required when address is provided'],
      ['state', 'State is required when address is provided'],
      ['postal_code', 'Zip code is required when address is provided'],
    ] as const;
    for (const [key, message] of required) {
      if (!address[key]?.trim()) ctx.addIssue({ code: 'custom', message, path: [key] });
    }
  });
export type Address = z.infer<typeof AddressSchema>;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const MarketInputSchema = z.object({
  name: requiredNameSchema('Market Name'),
  day_of_week: z.enum(WEEKDAYS, 'Choose the market day'),
  season: SeasonSchema,
  hours: HoursSchema,
  gov_fee: dollarAmount(MAX_FEE_DOLLARS),
  vendor_fees: z
    .array(VendorFeeSchema)
    .refine(
      (fees) => new Set(fees.map((f) => f.vendor_type)).size === fees.length,
      'One fee per vendor type',
    ),
  custom_fields: z.record(z.string().trim().min(1, 'Field name is required').max(60), z.string().max(500)),
  city: z.string().trim().max(200).optional().nullable(),
  address: AddressSchema.nullable().optional(),
  contact_email: contactEmailSchema.optional().or(z.literal('')).nullable(),
  contact_phone: optionalPhoneSchema,
  time_zone: z.string().refine(isValidTimeZone, 'Choose a valid time zone').default(DEFAULT_TIME_ZONE),
  tokens: z.array(TokenInputSchema).default([]),
});
export type MarketInput = z.input<typeof MarketInputSchema>;
export type MarketInputParsed = z.output<typeof MarketInputSchema>;

export const MarketRulesSchema = z.object(
  Object.fromEntries(RULE_KEYS.map((key) => [key, z.string().max(20_000).nullable()])) as Record<
    RuleKey,
    z.ZodNullable<z.ZodString>
  >,
);
export type MarketRules = z.infer<typeof MarketRulesSchema>;

// What the API answers with (docs/api-contracts.md). Stored values are described as they are, without the
// input rules: a value saved under an older rule is still answered, never turned into a 500.
export const StoredSeasonSchema = z.object({ start: z.number().int(), end: z.number().int() });
export const StoredHoursSchema = z.object({ start: z.string(), end: z.string() });
export const StoredAddressSchema = z.object({
  street: z.string().nullable(),
  street_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export const StoredMarketRulesSchema = z.object(
  Object.fromEntries(RULE_KEYS.map((key) => [key, z.string().nullable()])) as Record<
    RuleKey,
    z.ZodNullable<z.ZodString>
  >,
);
export const StoredVendorFeeSchema = z.object({
  vendor_type: z.enum(VENDOR_TYPES),
  fee_type: z.enum(FEE_STRUCTURES),
  flat: z.number(),
  percent: z.number(),
  // Absent in data cached before fee caps existed (an offline checkout context): read as null, no cap.
  min_fee: z.number().nullable().optional(),
  max_fee: z.number().nullable().optional(),
  ...storedFeeModelFields,
});

export const MarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  day_of_week: z.enum(WEEKDAYS),
  season: StoredSeasonSchema,
  hours: StoredHoursSchema,
  tokens: z.array(TokenSchema),
  gov_fee: z.number(),
  vendor_fees: z.array(StoredVendorFeeSchema),
  custom_fields: z.record(z.string(), z.string()),
  manager_id: z.string(),
  city: z.string().nullable(),
  created_at: z.string(),
  address: StoredAddressSchema.nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  rules: StoredMarketRulesSchema,
  time_zone: z.string(),
  vendor_count: z.number().int(),
  // The public page at /m/{slug} (docs/product.md §18).
  public_slug: z.string().nullable(),
  public_page_enabled: z.boolean(),
  public_rules: z.string().nullable(),
});
export type Market = z.infer<typeof MarketSchema>;

export const MarketSearchQuerySchema = z.object({ search_term: z.string().trim().max(NAME_MAX).default('') });

export const MARKET_MESSAGES = {
  created: 'Market Created!',
  updated: 'Market updated!',
  rulesUpdated: 'Market rules updated!',
  publicPageUpdated: 'Public page updated!',
  deleted: 'Deleted Market Successfully.',
} as const;
