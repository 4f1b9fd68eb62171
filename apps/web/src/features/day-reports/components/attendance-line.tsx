import type { DayAttendance } from '@marketday/shared';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The day's attendance beside its figures (docs/season.md), once anyone has been marked: present counts the late.
export function AttendanceLine({ attendance }: { attendance: DayAttendance | undefined }) {
  const t = useMessages(en);
  if (!attendance || attendance.present + attendance.absent === 0) return null;
  return (
    <p className="text-muted-foreground text-sm tabular-nums">
      {t('attendance', {
        present: attendance.present,
        absent: attendance.absent,
        expected: attendance.expected,
      })}
    </p>
  );
}
