import type { VendorSchedule } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { marketPath, scheduleKeys } from './schedule-keys';

/** Every vendor of the market with their schedule (`saved: false`: none of their own, on every date). */
export function listSchedules(marketId: string): Promise<VendorSchedule[]> {
  return dataOf(api.get<VendorSchedule[]>(`${marketPath(marketId)}/schedules`));
}

export const schedulesQueryOptions = queryOptionsFor(scheduleKeys.schedules, listSchedules);

export function useSchedules(marketId: string) {
  return useQuery(schedulesQueryOptions(marketId));
}
