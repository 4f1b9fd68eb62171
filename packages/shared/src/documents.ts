import { z } from 'zod';
import { fromIsoDate, isoDateInZone } from './dates';
import { DOCUMENT_TYPES, type DocumentStatus, type DocumentType, type VendorType } from './enums';
import { calendarDate } from './limits';

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
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
};

// Spec §3: the extra fields each document type carries.
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

export const DocumentParamsSchema = z.object({
  type: z.enum(DOCUMENT_TYPES, 'Choose a document type'),
  meta: z.record(z.string().max(60), z.string().trim().max(200).nullable()).default({}),
  expr: calendarDate('Invalid date format').nullable().optional(),
  id: z.uuid().optional(),
});
export type DocumentParams = z.input<typeof DocumentParamsSchema>;

export const ALLOWED_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'] as const;
export const DOCUMENT_MESSAGES = {
  tooLarge: 'File size must be less than 5MB.',
  badType: 'Only .pdf, .jpg, .jpeg, .png and .webp formats are supported.',
  missing: 'Please upload a file',
  uploaded: 'Document successfully uploaded.',
  deleted: 'Document successfully deleted.',
} as const;

export type DocumentRecord = {
  id: string;
  creator_id: string | null;
  owner_id: string;
  owner_name: string;
  created_at: string;
  type: DocumentType;
  path: string;
  size: number;
  version: number;
  expr: string | null;
  meta: Record<string, string | null>;
  status: DocumentStatus;
};

// One line per document type an owner needs or has: GET /documents/summary.
export type DocumentSummaryRow = {
  type: DocumentType;
  required: boolean;
  status: DocumentStatus;
  status_text: string;
  expr: string | null;
  document_id: string | null;
};

export type ExpiredDocumentRow = {
  id: string;
  name: string;
  type: DocumentType;
  expr: string | null;
  status: DocumentStatus;
  vendor_id: string;
  vendor_name: string;
};

export type VendorDocumentSummary = {
  market_id: string;
  past_due: number;
  urgent: number;
  due_soon: number;
  up_to_date: number;
  no_document: number;
  destructive: number;
  warning: number;
  success: number;
  total: number;
  past_due_percent: number;
  urgent_percent: number;
  due_soon_percent: number;
  up_to_date_percent: number;
  no_document_percent: number;
  destructive_percent: number;
  warning_percent: number;
  success_percent: number;
  vendor_that_requires_action: { vendor_id: string; vendor_name: string }[];
};

export const URGENT_DAYS = 13;
export const DUE_SOON_DAYS = 30;

function daysBetween(from: string, to: string): number {
  return Math.round((fromIsoDate(to).getTime() - fromIsoDate(from).getTime()) / 86_400_000);
}

// DESIGN.md §4, against today's date at the market: expired → PAST_DUE; today to 13 days ahead → URGENT;
// within 30 days → DUE_SOON; later → UP_TO_DATE; no document or no expiry → NO_DOCUMENT.
export function documentStatus({
  expr,
  today,
}: {
  expr: string | null | undefined;
  today: string;
}): DocumentStatus {
  if (!expr) return 'NO_DOCUMENT';
  const days = daysBetween(today, expr);
  if (days < 0) return 'PAST_DUE';
  if (days <= URGENT_DAYS) return 'URGENT';
  if (days <= DUE_SOON_DAYS) return 'DUE_SOON';
  return 'UP_TO_DATE';
}

// Spec §4 "Document status display".
export function documentStatusText({
  expr,
  today,
}: {
  expr: string | null | undefined;
  today: string;
}): string {
  if (!expr) return 'No expiration found.';
  const days = daysBetween(today, expr);
  if (days === -1) return 'Due yesterday';
  if (days < -1) return `Due ${-days} days ago`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

export const DOCUMENT_STATUS_ORDER: DocumentStatus[] = [
  'PAST_DUE',
  'URGENT',
  'DUE_SOON',
  'UP_TO_DATE',
  'NO_DOCUMENT',
];

export function compareDocumentStatus(a: DocumentStatus, b: DocumentStatus): number {
  return DOCUMENT_STATUS_ORDER.indexOf(a) - DOCUMENT_STATUS_ORDER.indexOf(b);
}

// The "today" document status is counted against in lists: the same zone the server uses (DESIGN §4), so a badge's
// text and its colour, computed on either side, never disagree around midnight or on a device far away.
export const DOCUMENT_STATUS_TIME_ZONE = 'America/Los_Angeles';

export function isoToday(now = new Date()): string {
  return isoDateInZone(now, DOCUMENT_STATUS_TIME_ZONE);
}
