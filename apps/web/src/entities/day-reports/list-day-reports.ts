import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/entities/query-options-for';
import { dayReportKeys } from './day-report-keys';
import { decodeDayReports } from './day-report-money';
import { listDayReports } from './day-report-requests';

export { listDayReports } from './day-report-requests';

export const dayReportsQueryOptions = queryOptionsFor(dayReportKeys.list, listDayReports);

/** The market's reports, their money in cents (the cache keeps the answer's dollars). */
export function useDayReports(marketId: string) {
  return useQuery({ ...dayReportsQueryOptions(marketId), select: decodeDayReports });
}
