import type { AttendanceStatus } from '@marketday/shared';

type Listed = { market_vendor_id: string };

// Issue 30, item 6: on a day with attendance the checkout lists the vendors who came first (present, then late),
// then those not yet marked, and the absent last; each group keeps the list's own order (by name).
const RANK: Record<AttendanceStatus, number> = { PRESENT: 0, LATE: 0, EXPECTED: 1, ABSENT: 2 };

export function inAttendanceOrder<V extends Listed>(
  vendors: readonly V[],
  marks: ReadonlyMap<string, AttendanceStatus>,
): V[] {
  if (marks.size === 0) return [...vendors];
  const rank = (v: V) => RANK[marks.get(v.market_vendor_id) ?? 'EXPECTED'];
  return vendors
    .map((vendor, index) => ({ vendor, index }))
    .sort((a, b) => rank(a.vendor) - rank(b.vendor) || a.index - b.index)
    .map(({ vendor }) => vendor);
}

/** How many came (present or late), of the marks. */
export function presentCount(marks: ReadonlyMap<string, AttendanceStatus>): number {
  return [...marks.values()].filter((status) => status === 'PRESENT' || status === 'LATE').length;
}
