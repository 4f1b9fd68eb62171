import type { DocumentLink } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { type DocumentOwner, ownerParams } from './document-keys';

type OpenDocumentInput = DocumentOwner & { id: string };

export async function getDocumentUrl({ id, ownerId }: OpenDocumentInput): Promise<string> {
  const link = await dataOf(
    api.get<DocumentLink>(`/documents/${encodeURIComponent(id)}`, {
      params: ownerParams(ownerId),
    }),
  );
  return link.url;
}

// Files are never public: each view asks for a short-lived signed URL (docs/decisions/001-stack-and-tooling.md) and opens it.
export async function openDocument(input: OpenDocumentInput): Promise<void> {
  const url = await getDocumentUrl(input);
  window.open(url, '_blank', 'noopener');
}

export function useOpenDocument() {
  return useMutation({ mutationFn: openDocument });
}
