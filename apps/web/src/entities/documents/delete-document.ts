import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDocumentQueries } from './document-keys';

export async function deleteDocument(id: string): Promise<MessageResponse> {
  const { data } = await api.delete<MessageResponse>(`/documents/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => invalidateDocumentQueries(queryClient),
  });
}
