import { RECEIPT_PREFERENCES, VENDOR_TYPES, type VendorSettings } from '@marketday/shared';
import { boolean, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { managers } from './managers';
import { byUser, languageEnum, users } from './users';

export const vendorTypeEnum = pgEnum('vendor_type', VENDOR_TYPES);
export const receiptPreferenceEnum = pgEnum('receipt_preference', RECEIPT_PREFERENCES);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    // Set when the vendor has an account of its own; a manager may also keep vendors without one.
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    // The manager who created the record, when a manager did.
    managerId: uuid('manager_id').references(() => managers.id, { onDelete: 'cascade' }),
    createdBy: byUser('created_by'),
    businessName: text('business_name').notNull(),
    type: vendorTypeEnum('type').notNull(),
    phone: text('phone'),
    receiptEmail: text('receipt_email'),
    receiptPreference: receiptPreferenceEnum('receipt_preference').notNull().default('ASK'),
    producerNames: text('producer_names'),
    settings: jsonb('settings')
      .$type<VendorSettings>()
      .notNull()
      .default({ phone_public: false, email_notifications: true, directory_listed: false }),
    private: boolean('private').notNull().default(false),
    // The language of what the vendor receives (receipts, statements, e-mails): their account's choice, or the
    // manager's for a vendor kept without an account (docs/i18n.md).
    language: languageEnum('language').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [index('vendors_manager_idx').on(t.managerId)],
);
