import type { Report, ReportQuery } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export function getReport(query: ReportQuery): Promise<Report> {
  return dataOf(api.get<Report>('/market-managers/reports', { params: query }));
}

export const reportQueryOptions = queryOptionsFor(reportKeys.detail, getReport);

// A changed filter keeps the old figures on screen until the new ones arrive.
export function useReport(query: ReportQuery) {
  return useQuery({ ...reportQueryOptions(query), placeholderData: keepPreviousData });
}
