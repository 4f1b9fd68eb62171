import type { DocumentParams, DocumentUploaded } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { type DocumentOwner, invalidateDocumentQueries, ownerParams } from './document-keys';

export type UploadDocumentInput = DocumentOwner & {
  file: File;
  params: Pick<DocumentParams, 'type' | 'meta' | 'expr'>;
  /** 0–100 while the bytes travel. */
  onProgress?: (percent: number) => void;
};

export type UploadDocumentResponse = DocumentUploaded;

// A re-upload of the same type becomes the next version on the server.
export function uploadDocument({
  ownerId,
  file,
  params,
  onProgress,
}: UploadDocumentInput): Promise<UploadDocumentResponse> {
  // The details go first: the server checks them before it stores a byte of the file, and a refusal names the
  // field it is about (apps/api/src/modules/documents/receive-upload.ts).
  const form = new FormData();
  form.set('params', JSON.stringify(params));
  form.set('file', file);
  return dataOf(
    api.post<UploadDocumentResponse>('/documents', form, {
      params: ownerParams(ownerId),
      // Overrides the client's JSON default; the browser then adds the multipart boundary itself.
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    }),
  );
}

export function useUploadDocument() {
  return useRefreshingMutation(uploadDocument, invalidateDocumentQueries);
}
