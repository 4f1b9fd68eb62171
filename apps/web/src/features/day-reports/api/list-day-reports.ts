import type { DayReport } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dayReportKeys } from '@/lib/query-keys';

export async function listDayReports(marketId: string): Promise<DayReport[]> {
  const { data } = await api.get<DayReport[]>(`/market-managers/markets/${marketId}/day-reports`);
  return data;
}

export function dayReportsQueryOptions(marketId: string) {
  return queryOptions({ queryKey: dayReportKeys.list(marketId), queryFn: () => listDayReports(marketId) });
}

export function useDayReports(marketId: string) {
  return useQuery(dayReportsQueryOptions(marketId));
}
