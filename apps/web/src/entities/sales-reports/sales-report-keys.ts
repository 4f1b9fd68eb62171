import type { QueryClient } from '@tanstack/react-query';

// A vendor's report of one market day (GET /vendors/self/sales-reports, docs/product.md "Vendors report their sales").
export const salesReportKeys = {
  all: ['sales-reports'] as const,
  day: (marketId: string, marketDate: string) => [...salesReportKeys.all, marketId, marketDate] as const,
};

export const SALES_REPORTS_PATH = '/vendors/self/sales-reports';

export function invalidateSalesReportDay(queryClient: QueryClient, marketId: string, marketDate: string) {
  return queryClient.invalidateQueries({ queryKey: salesReportKeys.day(marketId, marketDate) });
}
