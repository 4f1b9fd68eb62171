import type { AttendanceStatus } from '@marketday/shared';

type Listed = { market_vendor_id: string };

// Issue 30, item 6: on a day with attendance the checkout lists the vendors who came first (present, then late),
// then those scheduled that day and not yet marked (EXPECTED on the day's list), then the vendors not on the day's
// list at all (not scheduled), and the absent last; each group keeps the list's own order (by name).
const RANK: Record<AttendanceStatus | 'NOT_LISTED', number> = {
  PRESENT: 0,
  LATE: 0,
  EXPECTED: 1,
  NOT_LISTED: 2,
  ABSENT: 3,
};

/** `day`: each vendor on the day's attendance list with their status (EXPECTED while unmarked). */
export function inAttendanceOrder<V extends Listed>(
  vendors: readonly V[],
  day: ReadonlyMap<string, AttendanceStatus>,
): V[] {
  if (day.size === 0) return [...vendors];
  const rank = (v: V) => RANK[day.get(v.market_vendor_id) ?? 'NOT_LISTED'];
  return vendors
    .map((vendor, index) => ({ vendor, index }))
    .sort((a, b) => rank(a.vendor) - rank(b.vendor) || a.index - b.index)
    .map(({ vendor }) => vendor);
}

/** How many came (present or late), of the marks. */
export function presentCount(marks: ReadonlyMap<string, AttendanceStatus>): number {
  return [...marks.values()].filter((status) => status === 'PRESENT' || status === 'LATE').length;
}
