import { type ProgramReportQuery, programReportFilename } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';

export type ProgramReportFormat = 'csv' | 'pdf';

// Both files are made by the API from the same query as the figures on screen.
export function exportProgramReport(query: ProgramReportQuery, format: ProgramReportFormat): Promise<Blob> {
  return dataOf(
    api.get<Blob>(`/market-managers/reports/programs.${format}`, {
      params: query,
      responseType: 'blob',
    }),
  );
}

export function useExportProgramReport() {
  return useMutation({
    mutationFn: async ({
      query,
      format,
      marketName,
    }: {
      query: ProgramReportQuery;
      format: ProgramReportFormat;
      marketName: string;
    }) => {
      const blob = await exportProgramReport(query, format);
      const filename = programReportFilename({
        marketName,
        startDate: query.start_date,
        endDate: query.end_date,
        extension: format,
      });
      downloadBlob(blob, filename);
    },
  });
}
