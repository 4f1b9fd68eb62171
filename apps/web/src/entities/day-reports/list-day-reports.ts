import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDayReports } from '@/lib/api/day-reports';
import { dayReportKeys } from '@/lib/query-keys';

export function dayReportsQueryOptions(marketId: string) {
  return queryOptions({ queryKey: dayReportKeys.list(marketId), queryFn: () => listDayReports(marketId) });
}

export function useDayReports(marketId: string) {
  return useQuery(dayReportsQueryOptions(marketId));
}
