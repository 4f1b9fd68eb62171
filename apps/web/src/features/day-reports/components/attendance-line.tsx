import type { DayAttendance } from '@marketday/shared';

// The day's attendance beside its figures (docs/season.md), once anyone has been marked: present counts the late.
export function AttendanceLine({ attendance }: { attendance: DayAttendance | undefined }) {
  if (!attendance || attendance.present + attendance.absent === 0) return null;
  return (
    <p className="text-muted-foreground text-sm tabular-nums">
      Attendance: {attendance.present} present · {attendance.absent} absent · {attendance.expected} not marked
    </p>
  );
}
