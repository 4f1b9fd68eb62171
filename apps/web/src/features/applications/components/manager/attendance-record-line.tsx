import type { AttendanceRecord } from '@marketday/shared';
import { messagesOf, useLocale } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

// 'Last 12 months: 18 present · 1 late · 3 no-shows', or null for a vendor never marked at the manager's markets.
export function attendanceRecordText({ present, late, absent }: AttendanceRecord): string | null {
  if (present + late + absent === 0) return null;
  return messagesOf(en)('attendanceRecord', { present, late, absent });
}

// The vendor's record at the manager's markets, beside the decision (docs/season.md).
export function AttendanceRecordLine({ record }: { record: AttendanceRecord }) {
  useLocale();
  const text = attendanceRecordText(record);
  if (!text) return null;
  return <p className="text-sm tabular-nums">{text}</p>;
}
