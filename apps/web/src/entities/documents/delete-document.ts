import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateDocumentQueries } from './document-keys';

export function deleteDocument(id: string): Promise<MessageResponse> {
  return dataOf(api.delete<MessageResponse>(`/documents/${encodeURIComponent(id)}`));
}

export function useDeleteDocument() {
  return useRefreshingMutation(deleteDocument, invalidateDocumentQueries);
}
