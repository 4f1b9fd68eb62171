import type { DocumentRecord, DocumentType } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from '@/lib/query-keys';
import { type DocumentOwner, ownerParams } from './document-keys';

type ListDocumentsInput = DocumentOwner & { type?: DocumentType | undefined };

// The latest version of each document; for a manager without ownerId, every vendor's documents.
export async function listDocuments({ ownerId, type }: ListDocumentsInput = {}): Promise<DocumentRecord[]> {
  const { data } = await api.get<DocumentRecord[]>('/documents', {
    params: { ...ownerParams(ownerId), ...(type ? { type } : {}) },
  });
  return data;
}

export function documentsQueryOptions(input: ListDocumentsInput = {}) {
  return queryOptions({ queryKey: documentKeys.list(input), queryFn: () => listDocuments(input) });
}

export function useDocuments(input: ListDocumentsInput = {}) {
  return useQuery(documentsQueryOptions(input));
}
