import type { DayReportCalculated } from '@marketday/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { dayReportKeys, dayReportsPath } from './day-report-keys';
import { decodeCalculatedDayReport } from './day-report-money';

export function getCalculatedDayReport({
  marketId,
  date,
}: {
  marketId: string;
  date: string;
}): Promise<DayReportCalculated> {
  return dataOf(api.get<DayReportCalculated>(`${dayReportsPath(marketId)}/${date}/calculated`));
}

// docs/product.md §7: only asked for once a date is chosen.
export function calculatedDayReportQueryOptions({
  marketId,
  date,
}: {
  marketId: string;
  date: string | null;
}) {
  return queryOptions({
    queryKey: dayReportKeys.calculated({ marketId, date }),
    queryFn: date ? () => getCalculatedDayReport({ marketId, date }) : skipToken,
  });
}

/** The night's calculation, its transaction income in cents. */
export function useCalculatedDayReport(params: { marketId: string; date: string | null }) {
  return useQuery({ ...calculatedDayReportQueryOptions(params), select: decodeCalculatedDayReport });
}
