import type { DayReport } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dayReportKeys, dayReportsPath } from './day-report-keys';
import { decodeDayReports } from './day-report-money';

export async function listDayReports(marketId: string): Promise<DayReport[]> {
  const { data } = await api.get<DayReport[]>(dayReportsPath(marketId));
  return data;
}

export function dayReportsQueryOptions(marketId: string) {
  return queryOptions({ queryKey: dayReportKeys.list(marketId), queryFn: () => listDayReports(marketId) });
}

/** The market's reports, their money in cents (the cache keeps the answer's dollars). */
export function useDayReports(marketId: string) {
  return useQuery({ ...dayReportsQueryOptions(marketId), select: decodeDayReports });
}
