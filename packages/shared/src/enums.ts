// Every enumeration of docs/product.md §3, in one place, for both apps and the database schema; the ones people
// read are written with their labels (labelledEnum).
import { labelledEnum } from './labelled-enum';

// MARKET_STAFF: a person a manager invited to work some of their markets (docs/decisions/029).
export const ROLES = ['MARKET_MANAGER', 'VENDOR', 'CUSTOMER', 'ADMIN', 'MARKET_STAFF'] as const;
export type Role = (typeof ROLES)[number];

export const [WEEKDAYS, WEEKDAY_SHORT] = labelledEnum({
  SUNDAY: 'Sun',
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
});
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_PLURAL: Record<Weekday, string> = {
  SUNDAY: 'Sundays',
  MONDAY: 'Mondays',
  TUESDAY: 'Tuesdays',
  WEDNESDAY: 'Wednesdays',
  THURSDAY: 'Thursdays',
  FRIDAY: 'Fridays',
  SATURDAY: 'Saturdays',
};

export const [VENDOR_TYPES, VENDOR_TYPE_LABELS] = labelledEnum({
  PRODUCER: 'Producer',
  NON_PRODUCER: 'Non-producer',
  ANCILLARY: 'Ancillary',
});
export type VendorType = (typeof VENDOR_TYPES)[number];

export const [FEE_STRUCTURES, FEE_STRUCTURE_LABELS] = labelledEnum({
  PERCENT_GROSS: 'Percent of gross',
  FLAT_FEE: 'Flat fee',
  FLAT_PERCENT_COMBO: 'Flat + percent',
  MAX_OF_EITHER: 'Greater of flat or percent',
});
export type FeeStructure = (typeof FEE_STRUCTURES)[number];

export const [VIEW_MODES, VIEW_MODE_LABELS] = labelledEnum({
  detail: 'Detail',
  total: 'Total',
});
export type ViewMode = (typeof VIEW_MODES)[number];

export const PRINT_SCALES = ['Standard', 'Long', 'Wide', 'Custom'] as const;
export type PrintScale = (typeof PRINT_SCALES)[number];

export const SEASON_TYPES = ['SEASONAL', 'YEAR_ROUND'] as const;
export type SeasonType = (typeof SEASON_TYPES)[number];

export const [SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS] = labelledEnum({
  trialing: 'Free trial',
  active: 'Active',
  incomplete: 'Payment needed',
  incomplete_expired: 'Trial ended',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
});
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_TIERS = [
  'year_round_sm',
  'year_round_md',
  'year_round_lg',
  'year_round_xl',
  'seasonal_sm',
  'seasonal_md',
  'seasonal_lg',
  'seasonal_xl',
  'seasonal_off_season',
] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const [NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS] = labelledEnum({
  document_expiration: 'Document expiration',
  developer_update: 'Marketday update',
  manager_notification: 'Message',
  account_update: 'Account',
  market_update: 'Market update',
});
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['active', 'dismissed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const [PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS] = labelledEnum({
  produce: 'Produce',
  herbs: 'Herbs',
  mushrooms: 'Mushrooms',
  meat: 'Meat',
  seafood: 'Seafood',
  dairy_eggs: 'Dairy & Eggs',
  breads: 'Breads',
  baked_goods: 'Baked Goods',
  sweets: 'Sweets',
  sauces_dips_spreads: 'Sauces, Dips & Spreads',
  snacks: 'Snacks',
  jams_preserves: 'Jams & Preserves',
  honey: 'Honey',
  pantry_dry_goods: 'Pantry & Dry Goods',
  beverages: 'Beverages',
  prepared_foods: 'Prepared Foods',
  flowers: 'Flowers',
  nursery: 'Nursery & Plants',
  apparel_accessories: 'Apparel & Accessories',
  bath_body_wellness: 'Bath, Body & Wellness',
  candles: 'Candles',
  home_goods: 'Home Goods',
  art_stationery: 'Art & Stationery',
  misc: 'Miscellaneous',
});
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

// The allergens a product may be marked with: a tag each, and a group of their own on the product form.
export const [ALLERGEN_TAGS, ALLERGEN_TAG_LABELS] = labelledEnum({
  contains_dairy: 'Contains Dairy',
  contains_egg: 'Contains Egg',
  contains_gluten: 'Contains Gluten',
  contains_nuts: 'Contains Nuts',
  contains_shellfish: 'Contains Shellfish',
  contains_soy: 'Contains Soy',
});

// Hyphenated as on US food labels ('Gluten-Free', 'Grass-Fed').
export const [PRODUCT_TAGS, PRODUCT_TAG_LABELS] = labelledEnum({
  cage_free: 'Cage-Free',
  certified_naturally_grown: 'Certified Naturally Grown',
  cold_pressed: 'Cold-Pressed',
  ...ALLERGEN_TAG_LABELS,
  dairy_free: 'Dairy-Free',
  fair_trade: 'Fair Trade',
  farm_raised: 'Farm-Raised',
  fermented: 'Fermented',
  free_range: 'Free-Range',
  frozen: 'Frozen',
  gluten_free: 'Gluten-Free',
  grass_fed: 'Grass-Fed',
  heirloom: 'Heirloom',
  keto: 'Keto',
  line_caught: 'Line-Caught',
  local: 'Local',
  low_sodium: 'Low Sodium',
  naturally_sweetened: 'Naturally Sweetened',
  no_added_sugar: 'No Added Sugar',
  non_gmo: 'Non-GMO',
  organic: 'Organic',
  pasture_raised: 'Pasture-Raised',
  paleo: 'Paleo',
  preservative_free: 'Preservative-Free',
  raw: 'Raw',
  refrigerated: 'Refrigerated',
  regenerative: 'Regenerative',
  shelf_stable: 'Shelf-Stable',
  single_origin: 'Single Origin',
  small_batch: 'Small Batch',
  soy_free: 'Soy-Free',
  sugar_free: 'Sugar-Free',
  unfiltered: 'Unfiltered',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  wild_caught: 'Wild-Caught',
});
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const [DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS] = labelledEnum({
  'CPC-Certificate': 'Certified Producer Certificate',
  'Permit-To-Sell': 'Permit to Sell',
  Insurance: 'Insurance',
  'Health-Department': 'Health Department Permit',
  'Avocado-Permit': 'Avocado Permit',
  'Egg-Handler': 'Egg Handler Registration',
  'Temp-Food-Facility': 'Temporary Food Facility Permit',
  'Nursery-License': 'Nursery License',
  'Organic-Certification': 'Organic Certification',
  'CDFA-Report': 'CDFA Report',
});
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['NO_DOCUMENT', 'PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const [LEDGER_ENTRY_TYPES, LEDGER_TYPE_LABELS] = labelledEnum({
  TRANSACTION: 'Redeemed at checkout',
  DEPOSIT: 'Deposit',
  WITHDRAW_FOR_MARKET: 'Taken to market',
  CREATION: 'Created',
  MANUAL: 'Manual correction',
});
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const TOKEN_ICON_NAMES = [
  'leaf',
  'star',
  'heart',
  'carrot',
  'store',
  'dollar',
  'gift',
  'users',
  'cart',
  'award',
  'dollar-sign',
  'tractor',
  'flag-triangle-right',
  'tree-pine',
  'flower',
  'tree-palm',
  'mountain-snow',
  'landmark',
  'grape',
  'apple',
  'cookie',
  'wheat',
  'milk',
  'citrus',
  'nut',
  'bubbles',
] as const;
export type TokenIconName = (typeof TOKEN_ICON_NAMES)[number];

// What a market token stands for (issue 17); who may accept it is the token's own accepted_by.
export const [TOKEN_PROGRAMS, TOKEN_PROGRAM_LABELS] = labelledEnum({
  SNAP: 'SNAP',
  INCENTIVE: 'Incentive',
  MARKET_BUCKS: 'Market bucks',
  CREDIT_CARD: 'Credit card',
  OTHER: 'Other',
});
export type TokenProgram = (typeof TOKEN_PROGRAMS)[number];

// How the checkout gives a vendor's receipt: asked each time (the Deliver Receipt dialog), or the vendor's
// standing choice, which skips the dialog (issue 31).
export const [RECEIPT_PREFERENCES, RECEIPT_PREFERENCE_LABELS] = labelledEnum({
  ASK: 'Ask each time',
  PRINT: 'Print',
  EMAIL: 'Email',
  PRINT_AND_EMAIL: 'Print and email',
  NONE: 'No receipt',
});
export type ReceiptPreference = (typeof RECEIPT_PREFERENCES)[number];
