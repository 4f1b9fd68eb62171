import { type Market, RULE_KEYS } from '@marketday/shared';

// No rule written yet: every rule is null.
const NO_RULES = Object.fromEntries(RULE_KEYS.map((key) => [key, null])) as Market['rules'];

// A market as GET /markets returns it, for the tests of every feature that shows one (markets, checkout, home);
// each test overrides what it is about.
export function buildMarket(overrides: Partial<Market> = {}): Market {
  return {
    id: '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69',
    name: 'Riverside Farmers Market',
    day_of_week: 'SATURDAY',
    season: { start: 3, end: 9 },
    hours: { start: '08:00:00', end: '13:00:00' },
    tokens: [],
    gov_fee: 1.5,
    vendor_fees: [],
    custom_fields: {},
    manager_id: 'b9d4a1f2-3c4e-4f5a-8b6c-7d8e9f0a1b2c',
    city: 'Riverside',
    created_at: '2026-01-10T08:00:00.000Z',
    address: null,
    contact_email: null,
    contact_phone: null,
    rules: NO_RULES,
    time_zone: 'America/Los_Angeles',
    vendor_count: 0,
    public_slug: null,
    public_page_enabled: false,
    public_rules: null,
    ...overrides,
  };
}
