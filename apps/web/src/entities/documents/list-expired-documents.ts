import type { DocumentType, ExpiredDocumentRow } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { type DocumentOwner, documentKeys, ownerParams } from './document-keys';

type ListExpiredInput = DocumentOwner & { type?: DocumentType | undefined };

// docs/product.md §7: cached for 5 minutes.
export const EXPIRED_DOCUMENTS_STALE_MS = 5 * 60_000;

// Past due, urgent and due-soon documents; "all" filters are sent as omitted parameters.
export function listExpiredDocuments({
  ownerId,
  type,
}: ListExpiredInput = {}): Promise<ExpiredDocumentRow[]> {
  return dataOf(
    api.get<ExpiredDocumentRow[]>('/documents/expired', {
      params: { ...ownerParams(ownerId), ...(type ? { document_type: type } : {}) },
    }),
  );
}

export const expiredDocumentsQueryOptions = queryOptionsFor(documentKeys.expired, listExpiredDocuments, {
  staleTime: EXPIRED_DOCUMENTS_STALE_MS,
  // Changing a filter keeps the current rows on screen until the new ones arrive.
  placeholderData: keepPreviousData,
});

export function useExpiredDocuments(input: ListExpiredInput = {}) {
  return useQuery(expiredDocumentsQueryOptions(input));
}
