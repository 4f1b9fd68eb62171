import type { DocumentType } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Documents of one vendor (manager), or the caller's own when ownerId is omitted. */
export type DocumentOwner = { ownerId?: string | undefined };

export const documentKeys = {
  all: ['documents'] as const,
  list: ({ ownerId, type }: DocumentOwner & { type?: DocumentType | undefined }) =>
    [...documentKeys.all, 'list', { ownerId, type }] as const,
  summary: ({ ownerId }: DocumentOwner) => [...documentKeys.all, 'summary', { ownerId }] as const,
  expired: ({ ownerId, type }: DocumentOwner & { type?: DocumentType | undefined }) =>
    [...documentKeys.all, 'expired', { ownerId, type }] as const,
  compliance: (marketId: string) => [...documentKeys.all, 'compliance', marketId] as const,
};

// Vendor rows carry an expired_docs count; the literal key avoids importing the vendors feature.
const VENDORS_KEY = ['vendors'] as const;

export function invalidateDocumentQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.all }),
    queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
  ]);
}

// Managers act on a vendor's documents through ?owner_id=; vendors send nothing (spec §6).
export function ownerParams(ownerId: string | undefined) {
  return ownerId ? { owner_id: ownerId } : {};
}
