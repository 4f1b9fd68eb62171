import { addDays, fromIsoDate, isoDateInZone, toIsoDate } from './calendar-dates';
import type { DocumentStatus, DocumentType, VendorType } from './enums';

// A document's fields, words and expiry status (docs/product.md §3, §5), apart from ./documents.ts's schemas so a
// page that shows a document's status does not load zod (docs/decisions/038-page-weight-and-first-screen.md).

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

// GET /documents: the latest version of each document in scope, paged, filtered, searched and sorted by the
// server (docs/decisions/019). `status` sorts by urgency: the expiry date ascending, undated documents last.
export const DOCUMENT_SORT_COLUMNS = [
  'owner_name',
  'type',
  'status',
  'expr',
  'version',
  'created_at',
] as const;
export type DocumentSortColumn = (typeof DOCUMENT_SORT_COLUMNS)[number];
export const DOCUMENT_SEARCH_MAX_LENGTH = 100;
