import { z } from 'zod';
import { RECEIPT_PREFERENCES, VENDOR_TYPES } from './enums';
import { optionalPhoneSchema, producerNamesSchema, requiredNameSchema } from './fields';
import { LOCALES } from './i18n/locales';

export const businessNameSchema = requiredNameSchema('Business Name');

export const VendorSettingsSchema = z.object({
  phone_public: z.boolean().default(false),
  email_notifications: z.boolean().default(true),
  // Listed in the vendor directory of the public pages of the vendor's markets (docs/product.md §18).
  directory_listed: z.boolean().default(false),
});
export type VendorSettings = z.infer<typeof VendorSettingsSchema>;
// The settings as stored and answered.
export const StoredVendorSettingsSchema = z.object({
  phone_public: z.boolean(),
  email_notifications: z.boolean(),
  directory_listed: z.boolean(),
});

// The Vendor entity's editable fields (docs/product.md §3, §5).
export const VendorProfileSchema = z.object({
  business_name: businessNameSchema,
  type: z.enum(VENDOR_TYPES, 'Choose a vendor type'),
  phone: optionalPhoneSchema,
  receipt_email: z.string().trim().toLowerCase().email('Invalid email format').optional().or(z.literal('')),
  producer_names: producerNamesSchema.optional(),
});
export type VendorProfile = z.infer<typeof VendorProfileSchema>;

// A vendor record a manager keeps, with the markets to add it to on creation.
export const ManagerVendorInputSchema = VendorProfileSchema.extend({
  phone_public: z.boolean().default(false),
  email_notifications: z.boolean().default(true),
  // How the checkout gives this vendor's receipt: anything but ASK skips the Deliver Receipt dialog (issue 31).
  receipt_preference: z.enum(RECEIPT_PREFERENCES, 'Choose how to give the receipt').default('ASK'),
  // The language of the vendor's receipts and statements (docs/i18n.md); a vendor with an account sets their own.
  language: z.enum(LOCALES, 'Choose English or Spanish.').default('en'),
  market_ids: z.array(z.uuid().toLowerCase()).default([]),
});
export type ManagerVendorInput = z.input<typeof ManagerVendorInputSchema>;

export const VendorMarketsInputSchema = z.object({
  market_ids: z.array(z.uuid().toLowerCase()).min(1, 'Choose at least one market'),
});

// A market the vendor sells at, with the market_vendor_id that checkouts refer to.
export const VendorMarketRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  market_vendor_id: z.string(),
});
export type VendorMarketRef = z.infer<typeof VendorMarketRefSchema>;

// A vendor's stored profile, as every answer that carries one describes it.
export const storedVendorProfileFields = {
  id: z.string(),
  business_name: z.string(),
  type: z.enum(VENDOR_TYPES),
  phone: z.string().nullable(),
  receipt_email: z.string().nullable(),
  producer_names: z.string().nullable(),
  settings: StoredVendorSettingsSchema,
};

const vendorFields = {
  ...storedVendorProfileFields,
  private: z.boolean(),
  created_by: z.string().nullable(),
  // Whether the signed-in manager can edit the profile (vendors with their own account edit it themselves).
  managed: z.boolean(),
  expired_docs: z.number().int(),
  receipt_preference: z.enum(RECEIPT_PREFERENCES),
  language: z.enum(LOCALES),
};

export const VendorSchema = z.object({ ...vendorFields, markets: z.array(VendorMarketRefSchema) });
export type Vendor = z.infer<typeof VendorSchema>;

export const MarketVendorSchema = z.object({ ...vendorFields, market_vendor_id: z.string() });
export type MarketVendor = z.infer<typeof MarketVendorSchema>;

export const VENDOR_MESSAGES = {
  created: 'Vendor Created!',
  updated: 'Vendor Updated.',
  deleted: 'Vendor deleted successfully.',
  addedToMarkets: 'Vendor added to markets.',
  removedFromMarket: 'Vendor removed from market.',
  alreadyInMarket:
    'Vendor already exists in one of the selected markets. Choose different markets. (All changes succeed together or fail together.)',
  selfManaged: 'This vendor manages their own profile.',
} as const;
