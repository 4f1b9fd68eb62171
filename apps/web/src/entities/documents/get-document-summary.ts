import type { DocumentSummaryRow } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { type DocumentOwner, documentKeys, ownerParams } from './document-keys';

// One row per document type the owner needs or has, with the server's status text.
export function getDocumentSummary({ ownerId }: DocumentOwner = {}): Promise<DocumentSummaryRow[]> {
  return dataOf(api.get<DocumentSummaryRow[]>('/documents/summary', { params: ownerParams(ownerId) }));
}

export const documentSummaryQueryOptions = queryOptionsFor(documentKeys.summary, getDocumentSummary);

export function useDocumentSummary(input: DocumentOwner = {}) {
  return useQuery(documentSummaryQueryOptions(input));
}
