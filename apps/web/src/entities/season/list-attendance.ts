import type { Attendance } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { datesPath, seasonKeys } from './season-keys';

export function listAttendance(marketId: string, date: string): Promise<Attendance[]> {
  return dataOf(api.get<Attendance[]>(`${datesPath(marketId)}/${date}/attendance`));
}

export const attendanceQueryOptions = queryOptionsFor(seasonKeys.attendance, listAttendance);

export function useAttendance(marketId: string, date: string) {
  return useQuery(attendanceQueryOptions(marketId, date));
}
