import type { Report, ReportQuery } from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export async function getReport(query: ReportQuery): Promise<Report> {
  const { data } = await api.get<Report>('/market-managers/reports', { params: query });
  return data;
}

export function reportQueryOptions(query: ReportQuery) {
  return queryOptions({
    queryKey: reportKeys.detail(query),
    queryFn: () => getReport(query),
    // A changed filter keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useReport(query: ReportQuery) {
  return useQuery(reportQueryOptions(query));
}
