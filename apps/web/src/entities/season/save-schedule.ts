import type { VendorSchedule, VendorScheduleUpdate } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { marketPath } from './schedule-keys';
import { invalidateSeasonQueries } from './season-keys';

export type ScheduleSave = { marketVendorId: string; schedule: VendorScheduleUpdate };

export function saveSchedule(marketId: string, { marketVendorId, schedule }: ScheduleSave) {
  return dataOf(
    api.put<{ message: string; data: VendorSchedule }>(
      `${marketPath(marketId)}/schedules/${marketVendorId}`,
      schedule,
    ),
  );
}

// A schedule changes who is expected on each date: every season read is refreshed.
export function useSaveSchedule(marketId: string) {
  return useRefreshingMutation((save: ScheduleSave) => saveSchedule(marketId, save), invalidateSeasonQueries);
}
