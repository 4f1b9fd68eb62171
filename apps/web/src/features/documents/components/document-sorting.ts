import { compareDocumentStatus, type DocumentStatus } from '@marketday/shared';

type Dated = { status: DocumentStatus; expr: string | null };

// Documents without an expiry sort after every dated one.
export function compareExpiry(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

// The most pressing first: status order (spec §4), then the earliest expiry.
export function compareByUrgency(a: Dated, b: Dated): number {
  return compareDocumentStatus(a.status, b.status) || compareExpiry(a.expr, b.expr);
}
