import {
  type AccountingExportQuery,
  type AccountingSystem,
  accountingFilename,
  type FunderFormat,
  funderReportFilename,
} from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { booksPath, funderReportPath } from './accounting-keys';

// The reports page's files for funders and the books: the API makes each from the page's market and range, and
// the browser saves it like the program report's (entities/reports/export-program-report.ts).

export type FunderReportQuery = { market_id: string; start_date: string; end_date: string };

export type ReportFile =
  | { kind: 'books'; system: AccountingSystem; query: AccountingExportQuery; marketName: string | null }
  | {
      kind: 'funder';
      format: FunderFormat;
      extension: 'csv' | 'pdf';
      query: FunderReportQuery;
      marketName: string;
    };

/** Where the file is asked for and the name it is saved under. */
export function reportFileRequest(file: ReportFile) {
  const { start_date: startDate, end_date: endDate } = file.query;
  if (file.kind === 'books') {
    return {
      path: booksPath(file.system),
      filename: accountingFilename({ system: file.system, marketName: file.marketName, startDate, endDate }),
    };
  }
  const { format, extension, marketName } = file;
  return {
    path: funderReportPath(format, extension),
    filename: funderReportFilename({ format, marketName, startDate, endDate, extension }),
  };
}

export function useExportReportFile() {
  return useMutation({
    mutationFn: async (file: ReportFile) => {
      const { path, filename } = reportFileRequest(file);
      const blob = await dataOf(api.get<Blob>(path, { params: file.query, responseType: 'blob' }));
      downloadBlob(blob, filename);
    },
  });
}
