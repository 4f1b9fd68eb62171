import type { ReportQuery } from '@marketday/shared';

export const reportKeys = {
  all: ['reports'] as const,
  detail: (query: ReportQuery) => [...reportKeys.all, query] as const,
};
