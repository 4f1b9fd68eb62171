import type { AttendanceStatus } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendanceQueryOptions } from '@/entities/season/list-attendance';

// The day's attendance list by market vendor: each vendor scheduled that day or marked (EXPECTED while unmarked);
// a vendor not in it is not scheduled that day. Empty on a day that is not one of the market's (the server
// refuses it: a checkout may be booked for such a day after a confirmation) or while it cannot be read.
export function useDayAttendance(marketId: string, date: string): ReadonlyMap<string, AttendanceStatus> {
  const { data } = useQuery({ ...attendanceQueryOptions(marketId, date), retry: false });
  return useMemo(
    () => new Map((data ?? []).map((row) => [row.market_vendor_id, row.status] as const)),
    [data],
  );
}
