import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDocumentQueries } from './document-keys';

export async function deleteDocument(id: string): Promise<{ message: string }> {
  const { data } = await api.delete<{ message: string }>(`/documents/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => invalidateDocumentQueries(queryClient),
  });
}
