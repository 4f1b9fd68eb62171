import type { MarketDayKey } from './market-key';
import { scheduledVendorsOn } from './schedules/scheduled-vendors';
import { listAttendance } from './season.repository';

export type AttendanceSummary = { present: number; absent: number; expected: number };

// One date's attendance in three numbers: present (late and walk-ins included: they came), absent, and expected
// — the vendors scheduled on the date and not marked (docs/season.md "Schedules").
export async function dayAttendanceSummary({ db, marketId, date }: MarketDayKey): Promise<AttendanceSummary> {
  const [rows, scheduled] = await Promise.all([
    listAttendance({ db, marketId, date }),
    scheduledVendorsOn({ db, marketId, date }),
  ]);
  const summary = { present: 0, absent: 0, expected: 0 };
  for (const row of rows) {
    if (row.status === 'ABSENT') summary.absent += 1;
    else if (row.status) summary.present += 1;
    else if (scheduled.has(row.marketVendorId)) summary.expected += 1;
  }
  return summary;
}
