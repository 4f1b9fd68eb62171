import type { CdfaReportInput, CdfaReportResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './document-keys';

export type CreatedCdfaReport = CdfaReportResult & { url: string };

// Generates the quarter's PDF, then asks for a short-lived signed link to it, as every document view does.
export async function createCdfaReport(input: CdfaReportInput): Promise<CreatedCdfaReport> {
  const { data } = await api.post<CdfaReportResult>(
    `/market-managers/markets/${encodeURIComponent(input.marketId)}/CDFA-Report`,
    input,
  );
  const link = await api.get<{ url: string }>(`/documents/${encodeURIComponent(data.document.id)}`);
  return { ...data, url: link.data.url };
}

export function useCreateCdfaReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCdfaReport,
    // The saved report appears on the documents page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
