import { z } from 'zod';
import { addDays, fromIsoDate, isoDateInZone, toIsoDate } from './calendar-dates';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  type VendorType,
} from './enums';
import { calendarDate } from './limits';
import { vendorRefFields } from './reference-fields';
import { withMessage } from './responses';

// docs/product.md §3: the extra fields each document type carries.
export const DOCUMENT_META_FIELDS: Partial<
  Record<DocumentType, { key: string; label: string; date?: boolean }[]>
> = {
  'CPC-Certificate': [
    { key: 'county', label: 'County' },
    { key: 'state', label: 'State' },
    { key: 'certificate_number', label: 'Certificate number' },
  ],
  'Temp-Food-Facility': [{ key: 'env_health_cert_number', label: 'Environmental health certificate number' }],
  Insurance: [{ key: 'issue_date', label: 'Issue date', date: true }],
  'Nursery-License': [{ key: 'license_number', label: 'License number' }],
  'Organic-Certification': [{ key: 'ccof_number', label: 'CCOF number' }],
};

// What a vendor of each type is expected to keep on file; a missing one counts as NO_DOCUMENT.
export const REQUIRED_DOCUMENTS: Record<VendorType, DocumentType[]> = {
  PRODUCER: ['CPC-Certificate', 'Permit-To-Sell', 'Insurance'],
  NON_PRODUCER: ['Permit-To-Sell', 'Health-Department', 'Insurance'],
  ANCILLARY: ['Insurance'],
};

// The expiry date is optional (docs/product.md §5): a licence that never runs out is uploaded without one, and
// its status reads 'No expiration found.'.
export const DOCUMENT_EXPIRY_HINT = 'Leave it empty if the document never expires.';

const documentMeta = z.record(z.string().max(60), z.string().trim().max(200).nullable());
const documentExpiry = calendarDate('Invalid date format').nullable().optional();

export const DocumentParamsSchema = z.object({
  type: z.enum(DOCUMENT_TYPES, 'Choose a document type'),
  meta: documentMeta.default({}),
  expr: documentExpiry,
  id: z.uuid().optional(),
});
export type DocumentParams = z.input<typeof DocumentParamsSchema>;

// PATCH /documents/:id: corrects the details of the current version without a new file; the type stays.
export const UpdateDocumentDetailsSchema = z.object({
  meta: documentMeta.default({}),
  expr: documentExpiry,
});
export type UpdateDocumentDetails = z.input<typeof UpdateDocumentDetailsSchema>;

export const ALLOWED_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'] as const;
export const DOCUMENT_MESSAGES = {
  tooLarge: 'File size must be less than 5MB.',
  badType: 'Only .pdf, .jpg, .jpeg, .png and .webp formats are supported.',
  missing: 'Please upload a file',
  uploaded: 'Document successfully uploaded.',
  deleted: 'Document successfully deleted.',
  updated: 'Document details updated.',
  notCurrent: 'Only the current version of a document can be edited. Upload a new version instead.',
  reportNotEditable: 'A generated report cannot be edited. Create it again from its market.',
} as const;

// Response schemas (docs/api-contracts.md). Every document answer carries its status and the status's wording,
// worked out once on the server (documentStatusFields below); the browser only shows them.
const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
const count = z.number().int();

export const DocumentRecordSchema = z.object({
  id: z.string(),
  creator_id: z.string().nullable(),
  owner_id: z.string(),
  owner_name: z.string(),
  created_at: z.string(),
  type: DocumentTypeSchema,
  path: z.string(),
  size: count,
  version: count,
  expr: z.string().nullable(),
  meta: z.record(z.string(), z.string().nullable()),
  status: DocumentStatusSchema,
  status_text: z.string(),
});
export type DocumentRecord = z.infer<typeof DocumentRecordSchema>;

// POST /documents (201) and PATCH /documents/:id (200).
export const DocumentUploadedSchema = withMessage(DocumentRecordSchema);
export type DocumentUploaded = z.infer<typeof DocumentUploadedSchema>;

// One line per document type an owner needs or has: GET /documents/summary.
export const DocumentSummaryRowSchema = z.object({
  type: DocumentTypeSchema,
  required: z.boolean(),
  status: DocumentStatusSchema,
  status_text: z.string(),
  expr: z.string().nullable(),
  document_id: z.string().nullable(),
});
export type DocumentSummaryRow = z.infer<typeof DocumentSummaryRowSchema>;

// GET /documents/expired: a vendor's document that is past due, urgent or due soon.
export const ExpiredDocumentRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: DocumentTypeSchema,
  expr: z.string().nullable(),
  status: DocumentStatusSchema,
  status_text: z.string(),
  ...vendorRefFields,
});
export type ExpiredDocumentRow = z.infer<typeof ExpiredDocumentRowSchema>;

// GET /documents/:id: a short-lived signed link to the file.
export const DocumentLinkSchema = z.object({ url: z.string() });
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;

// GET /market-managers/markets/:id/vendors/summary: a market's required documents counted by status.
export const VendorDocumentSummarySchema = z.object({
  market_id: z.string(),
  past_due: count,
  urgent: count,
  due_soon: count,
  up_to_date: count,
  no_document: count,
  destructive: count,
  warning: count,
  success: count,
  total: count,
  past_due_percent: z.number(),
  urgent_percent: z.number(),
  due_soon_percent: z.number(),
  up_to_date_percent: z.number(),
  no_document_percent: z.number(),
  destructive_percent: z.number(),
  warning_percent: z.number(),
  success_percent: z.number(),
  vendor_that_requires_action: z.array(z.object(vendorRefFields)),
});
export type VendorDocumentSummary = z.infer<typeof VendorDocumentSummarySchema>;

export const URGENT_DAYS = 13;
export const DUE_SOON_DAYS = 30;

// A document's expiry date (none without a document or an expiry) and today's date at the market.
type ExpiryOnDay = { expr: string | null | undefined; today: string };

// Days from today to the expiry date, negative once it has passed; null without an expiry date.
function daysToExpiry({ expr, today }: ExpiryOnDay): number | null {
  if (!expr) return null;
  return Math.round((fromIsoDate(expr).getTime() - fromIsoDate(today).getTime()) / 86_400_000);
}

// docs/product.md §11, against today's date at the market: expired → PAST_DUE; today to 13 days ahead → URGENT;
// within 30 days → DUE_SOON; later → UP_TO_DATE; no document or no expiry → NO_DOCUMENT.
export function documentStatus(expiry: ExpiryOnDay): DocumentStatus {
  const days = daysToExpiry(expiry);
  if (days === null) return 'NO_DOCUMENT';
  if (days < 0) return 'PAST_DUE';
  if (days <= URGENT_DAYS) return 'URGENT';
  if (days <= DUE_SOON_DAYS) return 'DUE_SOON';
  return 'UP_TO_DATE';
}

// The expiry dates (YYYY-MM-DD, both ends inclusive, null = open) that give a status on `today`: status is
// monotone in the expiry date, so a list filters a status as a date range and sorts by urgency as expiry
// ascending with undated documents last. NO_DOCUMENT is the documents without an expiry date. Derived from
// the same constants as documentStatus, which the unit test checks at every boundary.
export type StatusExpiryRange = { dated: false } | { dated: true; from: string | null; to: string | null };

export function statusExpiryRange(status: DocumentStatus, today: string): StatusExpiryRange {
  const day = (offset: number) => toIsoDate(addDays(fromIsoDate(today), offset));
  switch (status) {
    case 'PAST_DUE':
      return { dated: true, from: null, to: day(-1) };
    case 'URGENT':
      return { dated: true, from: day(0), to: day(URGENT_DAYS) };
    case 'DUE_SOON':
      return { dated: true, from: day(URGENT_DAYS + 1), to: day(DUE_SOON_DAYS) };
    case 'UP_TO_DATE':
      return { dated: true, from: day(DUE_SOON_DAYS + 1), to: null };
    case 'NO_DOCUMENT':
      return { dated: false };
  }
}

// docs/product.md §4 "Document status display".
export function documentStatusText(expiry: ExpiryOnDay): string {
  const days = daysToExpiry(expiry);
  if (days === null) return 'No expiration found.';
  if (days === -1) return 'Due yesterday';
  if (days < -1) return `Due ${-days} days ago`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

// Both fields of a document's status, as every document answer carries them: computed on the server only.
export function documentStatusFields({ expr, today }: { expr: string | null | undefined; today: string }): {
  status: DocumentStatus;
  status_text: string;
} {
  return { status: documentStatus({ expr, today }), status_text: documentStatusText({ expr, today }) };
}

// The one "today" document status is counted against on the server (docs/product.md §11, decision 005): the date in
// America/Los_Angeles, wherever the server runs. The browser never counts it; it shows the server's status.
export const DOCUMENT_STATUS_TIME_ZONE = 'America/Los_Angeles';

export function isoToday(now = new Date()): string {
  return isoDateInZone(now, DOCUMENT_STATUS_TIME_ZONE);
}
