import type { Market } from '@marketday/shared';

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
    rules: {
      summary: null,
      general_rules: null,
      rules_for_specific_types_of_vendors: null,
      participation: null,
      absences_or_cancellation: null,
      spaces_and_tents: null,
      licenses_and_insurance: null,
      parking: null,
      complaints: null,
      manager_info: null,
    },
    time_zone: 'America/Los_Angeles',
    vendor_count: 0,
    public_slug: null,
    public_page_enabled: false,
    public_rules: null,
    ...overrides,
  };
}
