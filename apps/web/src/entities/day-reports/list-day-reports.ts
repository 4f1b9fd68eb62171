import { useQuery } from '@tanstack/react-query';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { dayReportKeys } from './day-report-keys';
import { decodeDayReports } from './day-report-money';
import { listDayReports } from './day-report-requests';

export { listDayReports } from './day-report-requests';

// The checkout asks for them with its code (app/routes/manager/checkout.tsx).
export const dayReportsQueryOptions = queryOptionsFor(dayReportKeys.list, listDayReports, FETCHED_WITH_PAGE);

/** The market's reports, their money in cents (the cache keeps the answer's dollars). */
export function useDayReports(marketId: string) {
  return useQuery({ ...dayReportsQueryOptions(marketId), select: decodeDayReports });
}
