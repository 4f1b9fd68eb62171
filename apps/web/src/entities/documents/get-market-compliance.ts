import type { VendorDocumentSummary } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { documentKeys } from './document-keys';

// How the vendors of one market stand on their documents.
export function getMarketCompliance(marketId: string): Promise<VendorDocumentSummary> {
  return dataOf(
    api.get<VendorDocumentSummary>(
      `/market-managers/markets/${encodeURIComponent(marketId)}/vendors/summary`,
    ),
  );
}

export function marketComplianceQueryOptions(marketId: string | null) {
  return queryOptions({
    queryKey: documentKeys.compliance(marketId ?? ''),
    queryFn: () => getMarketCompliance(marketId ?? ''),
    enabled: marketId !== null,
  });
}

export function useMarketCompliance(marketId: string | null) {
  return useQuery(marketComplianceQueryOptions(marketId));
}
