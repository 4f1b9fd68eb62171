import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './enums';
import { calendarDate } from './limit-schemas';
import { vendorRefFields } from './reference-fields';
import { withMessage } from './responses';

const documentMeta = z.record(z.string().max(60), z.string().trim().max(200).nullable());
const documentExpiry = calendarDate('Invalid date format').nullable().optional();

export const DocumentParamsSchema = z.object({
  type: z.enum(DOCUMENT_TYPES, 'Choose a document type'),
  meta: documentMeta.default({}),
  expr: documentExpiry,
  id: z.uuid().toLowerCase().optional(),
});
export type DocumentParams = z.input<typeof DocumentParamsSchema>;

// PATCH /documents/:id: corrects the details of the current version without a new file; the type stays.
export const UpdateDocumentDetailsSchema = z.object({
  meta: documentMeta.default({}),
  expr: documentExpiry,
});
export type UpdateDocumentDetails = z.input<typeof UpdateDocumentDetailsSchema>;

// Response schemas (docs/api-contracts.md). Every document answer carries its status and the status's wording,
// worked out once on the server (documentStatusFields, ./document-terms.ts); the browser only shows them.
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
