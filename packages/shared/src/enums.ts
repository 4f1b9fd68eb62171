// Every enumeration of docs/product.md §3, in one place, for both apps and the database schema.

// MARKET_STAFF: a person a manager invited to work some of their markets (docs/decisions/029).
export const ROLES = ['MARKET_MANAGER', 'VENDOR', 'CUSTOMER', 'ADMIN', 'MARKET_STAFF'] as const;
export type Role = (typeof ROLES)[number];

export const WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  SUNDAY: 'Sun',
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
};
export const WEEKDAY_PLURAL: Record<Weekday, string> = {
  SUNDAY: 'Sundays',
  MONDAY: 'Mondays',
  TUESDAY: 'Tuesdays',
  WEDNESDAY: 'Wednesdays',
  THURSDAY: 'Thursdays',
  FRIDAY: 'Fridays',
  SATURDAY: 'Saturdays',
};

export const VENDOR_TYPES = ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export const FEE_STRUCTURES = ['PERCENT_GROSS', 'FLAT_FEE', 'FLAT_PERCENT_COMBO', 'MAX_OF_EITHER'] as const;
export type FeeStructure = (typeof FEE_STRUCTURES)[number];

export const VIEW_MODES = ['detail', 'total'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const PRINT_SCALES = ['Standard', 'Long', 'Wide', 'Custom'] as const;
export type PrintScale = (typeof PRINT_SCALES)[number];

export const SEASON_TYPES = ['SEASONAL', 'YEAR_ROUND'] as const;
export type SeasonType = (typeof SEASON_TYPES)[number];

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
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

export const NOTIFICATION_TYPES = [
  'document_expiration',
  'developer_update',
  'manager_notification',
  'account_update',
  'market_update',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['active', 'dismissed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const PRODUCT_CATEGORIES = [
  'produce',
  'herbs',
  'mushrooms',
  'meat',
  'seafood',
  'dairy_eggs',
  'breads',
  'baked_goods',
  'sweets',
  'sauces_dips_spreads',
  'snacks',
  'jams_preserves',
  'honey',
  'pantry_dry_goods',
  'beverages',
  'prepared_foods',
  'flowers',
  'nursery',
  'apparel_accessories',
  'bath_body_wellness',
  'candles',
  'home_goods',
  'art_stationery',
  'misc',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

// The allergens a product may be marked with: a tag each, and a group of their own on the product form.
export const ALLERGEN_TAGS = [
  'contains_dairy',
  'contains_egg',
  'contains_gluten',
  'contains_nuts',
  'contains_shellfish',
  'contains_soy',
] as const;

export const PRODUCT_TAGS = [
  'cage_free',
  'certified_naturally_grown',
  'cold_pressed',
  ...ALLERGEN_TAGS,
  'dairy_free',
  'fair_trade',
  'farm_raised',
  'fermented',
  'free_range',
  'frozen',
  'gluten_free',
  'grass_fed',
  'heirloom',
  'keto',
  'line_caught',
  'local',
  'low_sodium',
  'naturally_sweetened',
  'no_added_sugar',
  'non_gmo',
  'organic',
  'pasture_raised',
  'paleo',
  'preservative_free',
  'raw',
  'refrigerated',
  'regenerative',
  'shelf_stable',
  'single_origin',
  'small_batch',
  'soy_free',
  'sugar_free',
  'unfiltered',
  'vegan',
  'vegetarian',
  'wild_caught',
] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const DOCUMENT_TYPES = [
  'CPC-Certificate',
  'Permit-To-Sell',
  'Insurance',
  'Health-Department',
  'Avocado-Permit',
  'Egg-Handler',
  'Temp-Food-Facility',
  'Nursery-License',
  'Organic-Certification',
  'CDFA-Report',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['NO_DOCUMENT', 'PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const LEDGER_ENTRY_TYPES = [
  'TRANSACTION',
  'DEPOSIT',
  'WITHDRAW_FOR_MARKET',
  'CREATION',
  'MANUAL',
] as const;
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
export const TOKEN_PROGRAMS = ['SNAP', 'INCENTIVE', 'MARKET_BUCKS', 'CREDIT_CARD', 'OTHER'] as const;
export type TokenProgram = (typeof TOKEN_PROGRAMS)[number];
