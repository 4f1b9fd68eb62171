import { z } from 'zod';
import {
  APPLICATION_ITEMS_MAX,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_MESSAGES,
  APPLICATION_REASON_MAX,
  APPLICATION_STATUSES,
  MARKET_STANDINGS,
} from './application-terms';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_TAGS,
  VENDOR_TYPES,
  WEEKDAYS,
} from './enums';
import { StoredHoursSchema, StoredSeasonSchema } from './markets';
import { withMessage } from './responses';

const uniqueIds = (message: string) =>
  z
    .array(z.uuid(message).toLowerCase())
    .max(APPLICATION_ITEMS_MAX, `Choose at most ${APPLICATION_ITEMS_MAX}`)
    .transform((ids) => [...new Set(ids)]);

export const ApplyInputSchema = z.object({
  market_id: z.uuid('Choose a market').toLowerCase(),
  message: z
    .string(APPLICATION_MESSAGES.messageRequired)
    .trim()
    .min(1, APPLICATION_MESSAGES.messageRequired)
    .max(APPLICATION_MESSAGE_MAX, `Message must be less than ${APPLICATION_MESSAGE_MAX} characters`),
  product_ids: uniqueIds('Choose products from your catalogue').default([]),
  document_ids: uniqueIds('Choose documents you uploaded').default([]),
});
export type ApplyInput = z.input<typeof ApplyInputSchema>;

export const RejectApplicationSchema = z.object({
  reason: z
    .string(APPLICATION_MESSAGES.reasonRequired)
    .trim()
    .min(1, APPLICATION_MESSAGES.reasonRequired)
    .max(APPLICATION_REASON_MAX, `Reason must be less than ${APPLICATION_REASON_MAX} characters`),
});
export type RejectApplicationInput = z.infer<typeof RejectApplicationSchema>;

export const ManagerApplicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  market_id: z.uuid().toLowerCase().optional(),
});
export type ManagerApplicationsQuery = z.infer<typeof ManagerApplicationsQuerySchema>;

export const BrowseMarketsQuerySchema = z.object({ search: z.string().trim().max(200).default('') });
export const BROWSE_MARKETS_LIMIT = 50;

export const BrowseMarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  day_of_week: z.enum(WEEKDAYS),
  season: StoredSeasonSchema,
  hours: StoredHoursSchema,
  manager_name: z.string(),
  standing: z.enum(MARKET_STANDINGS),
  // The open application, so the list can offer to withdraw it.
  pending_application_id: z.string().nullable(),
});
export type BrowseMarket = z.infer<typeof BrowseMarketSchema>;

export const ApplicationProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  tags: z.array(z.enum(PRODUCT_TAGS)),
});
export type ApplicationProduct = z.infer<typeof ApplicationProductSchema>;

export const ApplicationDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  version: z.number().int(),
  expr: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  status_text: z.string(),
  // A short-lived signed link to the file (docs/decisions/001-stack-and-tooling.md); refetch the list to renew it.
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

export const ApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  market: z.object({
    id: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  vendor: z.object({ id: z.string(), business_name: z.string(), type: z.enum(VENDOR_TYPES) }),
  // Products and documents still on file; one deleted since applying is left out.
  products: z.array(ApplicationProductSchema),
  documents: z.array(ApplicationDocumentSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** The answer to applying, withdrawing, approving or rejecting: the application as it is now. */
export const ApplicationResultSchema = withMessage(ApplicationSchema);
export type ApplicationResult = z.infer<typeof ApplicationResultSchema>;

// The vendor's marks of attendance at the manager's markets (any of them) over the last 12 months before today at
// the application's market (docs/season.md): what the manager weighs before deciding. Zeros for a vendor never
// marked.
export const AttendanceRecordSchema = z.object({
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
});
export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

/** An application as its market's manager reads it: with the vendor's attendance record. */
export const ManagedApplicationSchema = ApplicationSchema.extend({ attendance: AttendanceRecordSchema });
export type ManagedApplication = z.infer<typeof ManagedApplicationSchema>;

export const ManagedApplicationResultSchema = withMessage(ManagedApplicationSchema);
export type ManagedApplicationResult = z.infer<typeof ManagedApplicationResultSchema>;

/** The answer to approving: the application and the vendor's place in the market (to set their dates next). */
export const ApprovedApplicationResultSchema = withMessage(
  ManagedApplicationSchema.extend({ market_vendor_id: z.string() }),
);
export type ApprovedApplicationResult = z.infer<typeof ApprovedApplicationResultSchema>;
