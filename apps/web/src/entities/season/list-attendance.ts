import type { Attendance } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { datesPath, seasonKeys } from './season-keys';

export function listAttendance(marketId: string, date: string): Promise<Attendance[]> {
  return dataOf(api.get<Attendance[]>(`${datesPath(marketId)}/${date}/attendance`));
}

// The checkout asks for the day's list with its code (app/routes/manager/checkout.tsx).
export const attendanceQueryOptions = queryOptionsFor(
  seasonKeys.attendance,
  listAttendance,
  FETCHED_WITH_PAGE,
);

export function useAttendance(marketId: string, date: string) {
  return useQuery(attendanceQueryOptions(marketId, date));
}
