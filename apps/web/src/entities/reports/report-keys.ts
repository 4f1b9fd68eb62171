import type { ProgramReportQuery, ReportQuery } from '@marketday/shared';

// The program report sits under the reports' root key, so whatever refreshes the reports (checkouts, day
// reports) refreshes it too.
export const reportKeys = {
  all: ['reports'] as const,
  detail: (query: ReportQuery) => [...reportKeys.all, query] as const,
  programs: (query: ProgramReportQuery) => [...reportKeys.all, 'programs', query] as const,
};
