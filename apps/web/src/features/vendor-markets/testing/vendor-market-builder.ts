import { type MarketRules, RULE_KEYS, type VendorMarket } from '@marketday/shared';

// A market's rules with no section written; tests fill in the sections they are about.
export function buildMarketRules(written: Partial<MarketRules> = {}): MarketRules {
  return { ...(Object.fromEntries(RULE_KEYS.map((key) => [key, null])) as MarketRules), ...written };
}

// A Saturday morning market in Davis the vendor sells at, with no address, contact, rules or documents;
// tests add what they are about.
export function buildVendorMarket(
  extra: Partial<VendorMarket> & Pick<VendorMarket, 'id' | 'name'>,
): VendorMarket {
  return {
    market_vendor_id: 'mv-1',
    day_of_week: 'SATURDAY',
    hours: { start: '08:00:00', end: '13:00:00' },
    season: { start: 1, end: 12 },
    time_zone: 'America/Los_Angeles',
    today: '2026-11-21',
    next_market_days: [],
    city: 'Davis',
    address: null,
    contact_email: null,
    contact_phone: null,
    rules: buildMarketRules(),
    documents: [],
    ...extra,
  };
}
