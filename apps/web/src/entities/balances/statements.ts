import {
  type StatementQuery,
  type StatementSendInput,
  type StatementSendProgress,
  type StatementSendStarted,
  statementFilename,
} from '@marketday/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';

// Vendor statements (docs/decisions/027, "Statements"): a vendor's PDF for a date range, and statements e-mailed
// to a market's vendors in a batch the server sends in the background.

/** How often a batch's progress is asked for while it runs. */
export const STATEMENT_PROGRESS_POLL_MS = 1000;

export const statementSendKeys = {
  all: ['statement-sends'] as const,
  progress: (id: string) => ['statement-sends', id] as const,
};

// Through the API client, so the request carries the session (and a refreshed token) like every other.
export function fetchStatementPdf(marketId: string, vendorId: string, range: StatementQuery) {
  return dataOf(
    api.get<Blob>(`/market-managers/markets/${marketId}/vendors/${vendorId}/statement.pdf`, {
      params: range,
      responseType: 'blob',
    }),
  );
}

export function useDownloadStatement(marketId: string) {
  return useMutation({
    mutationFn: async ({
      vendor,
      range,
    }: {
      vendor: { id: string; name: string };
      range: StatementQuery;
    }) => {
      const pdf = await fetchStatementPdf(marketId, vendor.id, range);
      downloadBlob(
        pdf,
        statementFilename({ vendorName: vendor.name, startDate: range.start_date, endDate: range.end_date }),
      );
    },
  });
}

/** Starts a batch: the vendors named, or every vendor of the market when `vendor_ids` is left out. */
export function useStartStatementSend(marketId: string) {
  return useMutation({
    mutationFn: (input: StatementSendInput) =>
      dataOf(api.post<StatementSendStarted>(`/market-managers/markets/${marketId}/statements/send`, input)),
  });
}

/** A batch's progress, asked again every second until it is done. */
export function useStatementSendProgress(sendId: string | null) {
  return useQuery({
    queryKey: statementSendKeys.progress(sendId ?? ''),
    queryFn: () => dataOf(api.get<StatementSendProgress>(`/market-managers/statement-sends/${sendId}`)),
    enabled: !!sendId,
    refetchInterval: (query) => (query.state.data?.done ? false : STATEMENT_PROGRESS_POLL_MS),
  });
}
