import { formatDisplayDate } from './calendar-dates';
import type { DocumentStatus } from './enums';

// How lists order and show documents, in a module of its own away from the documents' schemas: the manager's home
// lists expiring documents, and importing documents.ts would build every one of its schemas as the page loads
// (issue 32).

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

// Expiry dates are YYYY-MM-DD, so they compare as text; documents without one sort after every dated one.
export function compareExpiry(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

// The most pressing first: status order (docs/product.md §4), then the earliest expiry.
export function compareDocumentUrgency(
  a: { status: DocumentStatus; expr: string | null },
  b: { status: DocumentStatus; expr: string | null },
): number {
  return compareDocumentStatus(a.status, b.status) || compareExpiry(a.expr, b.expr);
}

// The expiry date as lists show it; a dash when there is none.
export function documentExpiryText(expr: string | null): string {
  return expr ? formatDisplayDate(expr) : '—';
}
