import { z } from 'zod';
import { DOCUMENT_STATUSES, RECEIPT_PREFERENCES, VENDOR_TYPES } from './enums';
import { LOCALES } from './i18n/locales';
import { StoredManagerSettingsSchema } from './managers';
import { StoredVendorFeeSchema } from './markets';
import { marketRefFields, marketVendorRefFields } from './reference-fields';
import { VendorReportSummarySchema } from './sales-report-fields';
import { TokenSchema } from './tokens';

// The checkout day's answer (GET /transactions/context), apart from the checkout's input schemas: the web app needs
// only its types, and a module that builds these schemas also builds the markets', managers' and tokens' ones as the
// checkout screen loads (issue 32: about a third of the screen's module evaluation on a phone's CPU).

export const CheckoutVendorSchema = z.object({
  ...marketVendorRefFields,
  type: z.enum(VENDOR_TYPES),
  receipt_email: z.string().nullable(),
  // The status of the vendor's Certified Producer Certificate, so checkout can warn before booking.
  cpc_status: z.enum(DOCUMENT_STATUSES),
  // The vendor's largest gross at this market so far (dollars), so checkout can question a figure far above it.
  largest_gross: z.number().nullable(),
  // The newest version of the vendor's own report for the day, or null (issue 31).
  vendor_report: VendorReportSummarySchema.nullable(),
  // How the vendor takes their receipt: anything but ASK skips the Deliver Receipt dialog (issue 31). Left out
  // (a copy of the day kept on the device from before): ASK.
  receipt_preference: z.enum(RECEIPT_PREFERENCES).optional(),
  // The language of the vendor's receipts (docs/i18n.md), so a receipt printed from the device while the checkout
  // waits to sync speaks it too. Left out (a copy of the day kept on the device from before): English.
  language: z.enum(LOCALES).optional(),
});
export type CheckoutVendor = z.infer<typeof CheckoutVendorSchema>;

export const CheckoutContextSchema = z.object({
  ...marketRefFields,
  market_date: z.string(),
  vendors: z.array(CheckoutVendorSchema),
  market_tokens: z.array(TokenSchema),
  vendor_fees: z.array(StoredVendorFeeSchema),
  gov_fee: z.number(),
  custom_fields: z.array(z.string()),
  manager_settings: StoredManagerSettingsSchema,
  // Vendors already checked out that day, so the screen can mark them and offer Overwrite.
  checked_out: z.array(z.object({ market_vendor_id: z.string(), transaction_id: z.string() })),
});
export type CheckoutContext = z.infer<typeof CheckoutContextSchema>;
