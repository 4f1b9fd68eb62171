import {
  ALL_VENDOR_TYPES,
  DEFAULT_TIME_ZONE,
  isValidTimeZone,
  type Market,
  type MarketInput,
  type MarketInputParsed,
} from '@marketday/shared';
import { US_TIME_ZONES } from './time-zones';

const EMPTY_ADDRESS = { street: '', street_2: '', city: '', state: '', postal_code: '' };

// A new market starts in the manager's own US zone; a browser elsewhere (or on UTC) gets the API's default.
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) && US_TIME_ZONES.some((z) => z.value === zone)
    ? zone
    : DEFAULT_TIME_ZONE;
}

// A token added in the form: no program, accepted by every vendor type (as the API defaults it).
export function newTokenDefaults(): NonNullable<MarketInput['tokens']>[number] {
  return {
    name: '',
    per_dollar_value: 1,
    count: 0,
    visual_settings: null,
    program: 'OTHER',
    program_name: null,
    accepted_by: [...ALL_VENDOR_TYPES],
  };
}

export function marketFormDefaults(market?: Market): MarketInput {
  if (!market) {
    return {
      name: '',
      day_of_week: 'SATURDAY',
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      gov_fee: 0,
      vendor_fees: [],
      custom_fields: {},
      city: '',
      address: { ...EMPTY_ADDRESS },
      contact_email: '',
      contact_phone: '',
      time_zone: browserTimeZone(),
      tokens: [],
    };
  }
  const address = market.address;
  return {
    name: market.name,
    day_of_week: market.day_of_week,
    season: { ...market.season },
    hours: { ...market.hours },
    gov_fee: market.gov_fee,
    vendor_fees: market.vendor_fees.map((fee) => ({ ...fee })),
    custom_fields: { ...market.custom_fields },
    city: market.city ?? '',
    address: {
      street: address?.street ?? '',
      street_2: address?.street_2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postal_code: address?.postal_code ?? '',
    },
    contact_email: market.contact_email ?? '',
    contact_phone: market.contact_phone ?? '',
    time_zone: market.time_zone,
    // An existing token's count changes only through the ledger, so the form never sends it.
    tokens: market.tokens.map((token) => ({
      id: token.id,
      name: token.name,
      per_dollar_value: token.per_dollar_value,
      count: 0,
      visual_settings: token.visual_settings,
      program: token.program,
      program_name: token.program_name,
      accepted_by: [...token.accepted_by],
    })),
  };
}

// Empty optional text goes out as null, and an address with no parts as no address.
export function toMarketInput(values: MarketInputParsed): MarketInput {
  const address = values.address;
  const hasAddress = address ? Object.values(address).some((part) => part?.trim()) : false;
  return {
    ...values,
    city: values.city?.trim() || null,
    address: hasAddress ? address : null,
    contact_email: values.contact_email?.trim() || null,
    contact_phone: values.contact_phone?.trim() || null,
  };
}
