import type { ProgramReport, ProgramReportQuery } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export function getProgramReport(query: ProgramReportQuery): Promise<ProgramReport> {
  return dataOf(api.get<ProgramReport>('/market-managers/reports/programs', { params: query }));
}

export const programReportQueryOptions = queryOptionsFor(reportKeys.programs, getProgramReport);

// A changed range keeps the old figures on screen until the new ones arrive.
export function useProgramReport(query: ProgramReportQuery) {
  return useQuery({ ...programReportQueryOptions(query), placeholderData: keepPreviousData });
}
