import type { Database } from '../../db/client';
import { attendanceCounts, countMarketVendors } from './season.repository';

export type AttendanceSummary = { present: number; absent: number; expected: number };

// One date's attendance in three numbers: present (late included: they came), absent, and expected — the
// vendors of the market not marked (every vendor is expected until schedules exist, docs/season.md).
export async function dayAttendanceSummary({
  db,
  marketId,
  date,
}: {
  db: Database;
  marketId: string;
  date: string;
}): Promise<AttendanceSummary> {
  const [counts, vendorCount] = await Promise.all([
    attendanceCounts({ db, marketId, start: date, end: date }),
    countMarketVendors({ db, marketId }),
  ]);
  const { present, absent } = counts.get(date) ?? { present: 0, absent: 0 };
  return { present, absent, expected: Math.max(0, vendorCount - present - absent) };
}
