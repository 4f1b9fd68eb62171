import type { DayReport } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { dayReportKeys, dayReportsPath } from './day-report-keys';
import { decodeDayReports } from './day-report-money';

export function listDayReports(marketId: string): Promise<DayReport[]> {
  return dataOf(api.get<DayReport[]>(dayReportsPath(marketId)));
}

export const dayReportsQueryOptions = queryOptionsFor(dayReportKeys.list, listDayReports);

/** The market's reports, their money in cents (the cache keeps the answer's dollars). */
export function useDayReports(marketId: string) {
  return useQuery({ ...dayReportsQueryOptions(marketId), select: decodeDayReports });
}
