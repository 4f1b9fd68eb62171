import type { VendorDate } from '@marketday/shared';

// One of a vendor's market dates with no booth, no note and changes still open; tests add what they are about.
export function buildVendorDate(
  date: string,
  status: VendorDate['status'],
  extra: Partial<VendorDate> = {},
): VendorDate {
  return { date, status, note: null, booth: null, can_change: true, waitlist_position: null, ...extra };
}
