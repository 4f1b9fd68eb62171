import { type AttendanceRecord, fromIsoDate, isoDateInZone, toIsoDate } from '@marketday/shared';
import type { ManagerKey } from '../../db/client';
import { countVendorMarks, managerMarketZones } from './attendance-record.repository';

// A vendor's attendance record (docs/season.md): their PRESENT, LATE and ABSENT marks at any market of the manager
// over the last 12 months before today at the market asked about (after the same date a year ago, through today).

const NO_MARKS: AttendanceRecord = { present: 0, late: 0, absent: 0 };

export function attendanceRecordWindow(now: Date, timeZone: string) {
  const through = isoDateInZone(now, timeZone);
  const yearAgo = fromIsoDate(through);
  // 29 February a year back is 1 March.
  yearAgo.setFullYear(yearAgo.getFullYear() - 1);
  return { after: toIsoDate(yearAgo), through };
}

export type RecordAsk = { vendorId: string; marketId: string };

// Answers a lookup of each vendor's record as seen from one of the manager's markets. One query per distinct
// window (a manager's markets usually share a time zone, so usually one).
export async function vendorAttendanceRecords({
  db,
  managerId,
  asks,
  now,
}: ManagerKey & {
  asks: RecordAsk[];
  now: Date;
}): Promise<(ask: RecordAsk) => AttendanceRecord> {
  if (asks.length === 0) return () => NO_MARKS;
  const zones = await managerMarketZones({ db, managerId });
  const windowOf = (marketId: string) => {
    const zone = zones.get(marketId);
    return zone ? attendanceRecordWindow(now, zone) : null;
  };
  const byWindow = new Map<string, { after: string; through: string; vendorIds: Set<string> }>();
  for (const ask of asks) {
    const window = windowOf(ask.marketId);
    if (!window) continue;
    const key = `${window.after}/${window.through}`;
    const entry = byWindow.get(key) ?? { ...window, vendorIds: new Set<string>() };
    entry.vendorIds.add(ask.vendorId);
    byWindow.set(key, entry);
  }
  const counts = new Map<string, Map<string, AttendanceRecord>>();
  for (const [key, window] of byWindow) {
    const vendorIds = [...window.vendorIds];
    counts.set(key, await countVendorMarks({ db, managerId, ...window, vendorIds }));
  }
  return ({ vendorId, marketId }) => {
    const window = windowOf(marketId);
    if (!window) return NO_MARKS;
    return counts.get(`${window.after}/${window.through}`)?.get(vendorId) ?? NO_MARKS;
  };
}
