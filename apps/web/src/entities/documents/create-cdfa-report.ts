import {
  type CdfaReport,
  type CdfaReportInput,
  type CdfaReportResult,
  type Cents,
  dollarsAsCents,
} from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { documentKeys } from './document-keys';

/** A producer's line of the CDFA report, its state fee in cents. */
export type CdfaProducerLineCents = Omit<CdfaReport['producers'][number], 'state_fee'> & {
  state_fee_cents: Cents;
};
/** The CDFA report's figures, its fees in cents (issue 29, item 4: the answer's dollars are decoded here). */
export type CdfaReportCents = Omit<CdfaReport, 'producers' | 'total_state_fee'> & {
  producers: CdfaProducerLineCents[];
  total_state_fee_cents: Cents;
};
export type CreatedCdfaReport = Omit<CdfaReportResult, 'report'> & { report: CdfaReportCents; url: string };

export function decodeCdfaReport({ producers, total_state_fee, ...report }: CdfaReport): CdfaReportCents {
  return {
    ...report,
    producers: producers.map(({ state_fee, ...line }) => ({
      ...line,
      state_fee_cents: dollarsAsCents.decode(state_fee),
    })),
    total_state_fee_cents: dollarsAsCents.decode(total_state_fee),
  };
}

// Generates the quarter's PDF, then asks for a short-lived signed link to it, as every document view does.
export async function createCdfaReport(input: CdfaReportInput): Promise<CreatedCdfaReport> {
  const created = await dataOf(
    api.post<CdfaReportResult>(
      `/market-managers/markets/${encodeURIComponent(input.marketId)}/CDFA-Report`,
      input,
    ),
  );
  const link = await dataOf(
    api.get<{ url: string }>(`/documents/${encodeURIComponent(created.document.id)}`),
  );
  return { ...created, report: decodeCdfaReport(created.report), url: link.url };
}

// The saved report appears on the documents page.
export function useCreateCdfaReport() {
  return useRefreshingMutation(createCdfaReport, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  );
}
