import type { ProgramReport, ProgramReportQuery } from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export async function getProgramReport(query: ProgramReportQuery): Promise<ProgramReport> {
  const { data } = await api.get<ProgramReport>('/market-managers/reports/programs', { params: query });
  return data;
}

export function programReportQueryOptions(query: ProgramReportQuery) {
  return queryOptions({
    queryKey: reportKeys.programs(query),
    queryFn: () => getProgramReport(query),
    // A changed range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useProgramReport(query: ProgramReportQuery) {
  return useQuery(programReportQueryOptions(query));
}
