import type { ReportQuery } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';

// The PDF is drawn by the API from the same query as the figures on screen.
export function exportReportPdf(query: ReportQuery): Promise<Blob> {
  return dataOf(
    api.get<Blob>('/market-managers/reports/export.pdf', { params: query, responseType: 'blob' }),
  );
}

export function useExportReportPdf() {
  return useMutation({
    mutationFn: async ({ query, filename }: { query: ReportQuery; filename: string }) => {
      downloadBlob(await exportReportPdf(query), filename);
    },
  });
}
