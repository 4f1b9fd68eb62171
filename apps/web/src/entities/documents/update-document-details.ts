import type { DocumentUploaded, UpdateDocumentDetails } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDocumentQueries } from './document-keys';

export type UpdateDocumentDetailsInput = { id: string; details: UpdateDocumentDetails };

// Corrects the expiry date and extra fields of the current version; the file stays as it is.
export async function updateDocumentDetails({
  id,
  details,
}: UpdateDocumentDetailsInput): Promise<DocumentUploaded> {
  const { data } = await api.patch<DocumentUploaded>(`/documents/${encodeURIComponent(id)}`, details);
  return data;
}

export function useUpdateDocumentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentDetails,
    onSuccess: () => invalidateDocumentQueries(queryClient),
  });
}
