import type { AttendanceRecord } from '@marketday/shared';

// 'Last 12 months: 18 present · 1 late · 3 no-shows', or null for a vendor never marked at the manager's markets.
export function attendanceRecordText({ present, late, absent }: AttendanceRecord): string | null {
  if (present + late + absent === 0) return null;
  return `Last 12 months: ${present} present · ${late} late · ${absent} ${absent === 1 ? 'no-show' : 'no-shows'}`;
}

// The vendor's record at the manager's markets, beside the decision (docs/season.md).
export function AttendanceRecordLine({ record }: { record: AttendanceRecord }) {
  const text = attendanceRecordText(record);
  if (!text) return null;
  return <p className="text-sm tabular-nums">{text}</p>;
}
