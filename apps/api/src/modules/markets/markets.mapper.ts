import { centsToDollars, type Market, RULE_KEYS, type Token } from '@marketday/shared';
import type { FeeRow, MarketRow, TokenRow } from './markets.repository';

export function toToken(row: TokenRow): Token {
  return {
    id: row.id,
    name: row.name,
    per_dollar_value: centsToDollars(row.perDollarValueCents),
    count: Number(row.count),
    visual_settings: row.visualSettings ?? null,
    program: row.program,
    program_name: row.programName,
    accepted_by: row.acceptedBy,
  };
}

export function toMarket({
  row,
  fees,
  tokens,
  vendorCount,
}: {
  row: MarketRow;
  fees: FeeRow[];
  tokens: TokenRow[];
  vendorCount: number;
}): Market {
  const hasAddress = Boolean(row.street || row.addressCity || row.state || row.postalCode);
  return {
    id: row.id,
    name: row.name,
    day_of_week: row.dayOfWeek,
    season: { start: row.seasonStart, end: row.seasonEnd },
    hours: { start: row.hoursStart, end: row.hoursEnd },
    tokens: tokens.map(toToken),
    gov_fee: centsToDollars(row.govFeeCents),
    vendor_fees: fees.map((f) => ({
      vendor_type: f.vendorType,
      fee_type: f.feeType,
      flat: centsToDollars(f.flatCents),
      percent: f.percentHundredths / 100,
      min_fee: f.minFeeCents === null ? null : centsToDollars(f.minFeeCents),
      max_fee: f.maxFeeCents === null ? null : centsToDollars(f.maxFeeCents),
      ...toFeeModels(f),
    })),
    custom_fields: row.customFields,
    manager_id: row.managerId,
    city: row.city,
    created_at: row.createdAt.toISOString(),
    address: hasAddress
      ? {
          street: row.street,
          street_2: row.street2,
          city: row.addressCity,
          state: row.state,
          postal_code: row.postalCode,
        }
      : null,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    rules: Object.fromEntries(RULE_KEYS.map((key) => [key, row.rules[key] ?? null])) as Market['rules'],
    time_zone: row.timeZone,
    vendor_count: vendorCount,
    public_slug: row.publicSlug,
    public_page_enabled: row.publicPageEnabled,
    public_rules: row.publicRules,
  };
}

// The fee models of a rule in dollars and percents (docs/product.md §10 "Fee models"); a rule saved before them
// answers null, null and [].
export function toFeeModels(f: Pick<FeeRow, 'percentThresholdCents' | 'percentTiers' | 'excludedPrograms'>) {
  return {
    percent_threshold: f.percentThresholdCents === null ? null : centsToDollars(f.percentThresholdCents),
    percent_tiers:
      f.percentTiers?.map((tier) => ({
        from: centsToDollars(tier.from_cents),
        percent: tier.percent_hundredths / 100,
      })) ?? null,
    excluded_programs: f.excludedPrograms,
  };
}
