import type { DocumentUploaded, UpdateDocumentDetails } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateDocumentQueries } from './document-keys';

export type UpdateDocumentDetailsInput = { id: string; details: UpdateDocumentDetails };

// Corrects the expiry date and extra fields of the current version; the file stays as it is.
export function updateDocumentDetails({
  id,
  details,
}: UpdateDocumentDetailsInput): Promise<DocumentUploaded> {
  return dataOf(api.patch<DocumentUploaded>(`/documents/${encodeURIComponent(id)}`, details));
}

export function useUpdateDocumentDetails() {
  return useRefreshingMutation(updateDocumentDetails, invalidateDocumentQueries);
}
