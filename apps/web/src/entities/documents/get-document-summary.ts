import type { DocumentSummaryRow } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type DocumentOwner, documentKeys, ownerParams } from './document-keys';

// One row per document type the owner needs or has, with the server's status text.
export async function getDocumentSummary({ ownerId }: DocumentOwner = {}): Promise<DocumentSummaryRow[]> {
  const { data } = await api.get<DocumentSummaryRow[]>('/documents/summary', {
    params: ownerParams(ownerId),
  });
  return data;
}

export function documentSummaryQueryOptions(input: DocumentOwner = {}) {
  return queryOptions({ queryKey: documentKeys.summary(input), queryFn: () => getDocumentSummary(input) });
}

export function useDocumentSummary(input: DocumentOwner = {}) {
  return useQuery(documentSummaryQueryOptions(input));
}
