import type { SalesReportDay } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { SALES_REPORTS_PATH, salesReportKeys } from './sales-report-keys';

// The vendor's view of one market day: may they report, with which tokens, what they sent, how it was settled.
export function getSalesReportDay(marketId: string, marketDate: string): Promise<SalesReportDay> {
  const query = new URLSearchParams({ market_id: marketId, market_date: marketDate });
  return dataOf(api.get<SalesReportDay>(`${SALES_REPORTS_PATH}?${query}`));
}

export const salesReportDayQueryOptions = queryOptionsFor(salesReportKeys.day, getSalesReportDay);

export function useSalesReportDay(marketId: string, marketDate: string) {
  return useQuery(salesReportDayQueryOptions(marketId, marketDate));
}
