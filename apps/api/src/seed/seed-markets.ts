import { type MarketInput, MarketInputSchema, WEEKDAYS } from '@marketday/shared';
import type { Database } from '../db/client';
import { createMarket } from '../modules/markets';
import { insertMarketVendors } from './demo.repository';

type Actor = { managerId: string; userId: string };

// The weekday at the market, so "one market runs today" holds for the demo manager.
function weekdayIn(timeZone: string, date: Date) {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(date).toUpperCase();
  return WEEKDAYS.find((d) => d === name) ?? 'SATURDAY';
}

export async function seedDemoMarkets({
  db,
  actor,
  vendorIds,
  accountVendorId,
  now,
}: {
  db: Database;
  actor: Actor;
  vendorIds: string[];
  accountVendorId: string;
  now: Date;
}) {
  const timeZone = 'America/Los_Angeles';
  const today = weekdayIn(timeZone, now);
  const otherDay = WEEKDAYS[(WEEKDAYS.indexOf(today) + 3) % 7] ?? 'WEDNESDAY';
  // Each demo market is made as a manager's form makes one.
  const seedMarket = (input: MarketInput) =>
    createMarket({ db, actor, input: MarketInputSchema.parse(input) });
  const downtown = await seedMarket({
    name: 'Davis Downtown Farmers Market',
    day_of_week: today,
    season: { start: -1, end: -1 },
    hours: { start: '08:00:00', end: '13:00:00' },
    gov_fee: 0.5,
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
      { vendor_type: 'NON_PRODUCER', fee_type: 'MAX_OF_EITHER', flat: 30, percent: 8 },
      { vendor_type: 'ANCILLARY', fee_type: 'FLAT_FEE', flat: 25, percent: 0 },
    ],
    custom_fields: { state: '', weather: '', attendance: '' },
    city: 'Davis',
    address: { street: '301 C St', street_2: null, city: 'Davis', state: 'CA', postal_code: '95616' },
    contact_email: 'downtown@marketday.example',
    contact_phone: '530-555-0100',
    time_zone: timeZone,
    tokens: [
      { name: 'Market Bucks', per_dollar_value: 1, count: 500, program: 'MARKET_BUCKS' },
      // SNAP pays for eligible food: the farms and the food makers, not the crafts and services.
      {
        name: 'CalFresh',
        per_dollar_value: 1,
        count: 800,
        program: 'SNAP',
        accepted_by: ['PRODUCER', 'NON_PRODUCER'],
      },
      // The incentive is spent on fruit and vegetables: the producers only.
      {
        name: 'Market Match',
        per_dollar_value: 5,
        count: 120,
        visual_settings: { iconName: 'heart', faceColor: '#FFF7E6', rimColor: '#B45309' },
        program: 'INCENTIVE',
        program_name: 'Market Match',
        accepted_by: ['PRODUCER'],
      },
    ],
  });
  const riverside = await seedMarket({
    name: 'Riverside Evening Market',
    day_of_week: otherDay,
    season: { start: 4, end: 9 },
    hours: { start: '16:00:00', end: '20:00:00' },
    gov_fee: 0.5,
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'FLAT_PERCENT_COMBO', flat: 10, percent: 5 },
      { vendor_type: 'NON_PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10 },
      { vendor_type: 'ANCILLARY', fee_type: 'FLAT_FEE', flat: 20, percent: 0 },
    ],
    custom_fields: { weather: '' },
    city: 'Sacramento',
    address: {
      street: '1000 Front St',
      street_2: null,
      city: 'Sacramento',
      state: 'CA',
      postal_code: '95814',
    },
    contact_email: 'riverside@marketday.example',
    contact_phone: '916-555-0142',
    time_zone: timeZone,
    tokens: [{ name: 'Market Bucks', per_dollar_value: 1, count: 300, program: 'MARKET_BUCKS' }],
  });
  if (!downtown || !riverside) throw new Error('demo markets not created');
  await insertMarketVendors(db, [
    ...[...vendorIds, accountVendorId].map((vendorId) => ({ marketId: downtown.id, vendorId })),
    ...vendorIds.slice(0, 5).map((vendorId) => ({ marketId: riverside.id, vendorId })),
  ]);
  return { downtown, riverside };
}
