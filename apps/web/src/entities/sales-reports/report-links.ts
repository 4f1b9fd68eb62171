import type { ReportLinksSent, SalesReportLinkDay, SalesReportSubmitted } from '@marketday/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { reportLinkKeys } from './report-link-keys';
import { encodeReportFigures, type ReportFormValues } from './sales-report-money';

// The signed links vendors without an account report a market day through (docs/product.md "Report links").
// Public: the token in the mailed link is the only credential.
const linkUrl = (token: string) => `/sales-report-links/${encodeURIComponent(token)}`;

export function getReportLinkDay(token: string): Promise<SalesReportLinkDay> {
  return dataOf(api.get<SalesReportLinkDay>(linkUrl(token)));
}

export function useReportLinkDay(token: string) {
  return useQuery({
    queryKey: reportLinkKeys.day(token),
    queryFn: () => getReportLinkDay(token),
    enabled: token !== '',
    // A link refused (unknown, expired) stays refused; asking again only delays the message.
    retry: false,
  });
}

// The report the link books (once); the day is read again to show it as sent.
export function sendReportThroughLink(token: string, values: ReportFormValues) {
  return dataOf(api.post<SalesReportSubmitted>(linkUrl(token), encodeReportFigures(values)));
}

export function useSendReportThroughLink(token: string) {
  return useRefreshingMutation(
    (values: ReportFormValues) => sendReportThroughLink(token, values),
    (queryClient) => queryClient.invalidateQueries({ queryKey: reportLinkKeys.day(token) }),
  );
}

// The manager's side: e-mail the day's links to the market's vendors without an account.
export function sendReportLinks({ marketId, marketDate }: { marketId: string; marketDate: string }) {
  return dataOf(
    api.post<ReportLinksSent>(`/market-managers/markets/${marketId}/sales-report-links`, {
      market_date: marketDate,
    }),
  );
}

export function useSendReportLinks() {
  return useMutation({ mutationFn: sendReportLinks });
}
