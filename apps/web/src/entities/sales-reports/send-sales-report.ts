import type { SalesReportSubmitted } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateSalesReportDay, SALES_REPORTS_PATH } from './sales-report-keys';
import { encodeReportFigures, type ReportFormValues } from './sales-report-money';

export type SendReportInput = { marketId: string; marketDate: string; values: ReportFormValues };

// A new version of the day's report (POST /vendors/self/sales-reports); the day is read again to show it.
export function sendSalesReport({ marketId, marketDate, values }: SendReportInput) {
  return dataOf(
    api.post<SalesReportSubmitted>(SALES_REPORTS_PATH, {
      market_id: marketId,
      market_date: marketDate,
      ...encodeReportFigures(values),
    }),
  );
}

export function useSendSalesReport(marketId: string, marketDate: string) {
  return useRefreshingMutation(
    (values: ReportFormValues) => sendSalesReport({ marketId, marketDate, values }),
    (queryClient) => invalidateSalesReportDay(queryClient, marketId, marketDate),
  );
}
