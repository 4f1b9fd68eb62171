import type { DocumentType } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';
import { vendorKeys } from '@/entities/vendors/vendor-keys';
import { invalidateAll } from '@/lib/invalidate-all';

/** Documents of one vendor (manager), or the caller's own when ownerId is omitted. */
export type DocumentOwner = { ownerId?: string | undefined };
type DocumentFilter = DocumentOwner & { type?: DocumentType | undefined };

export const documentKeys = {
  all: ['documents'] as const,
  list: (query: object) => [...documentKeys.all, 'list', query] as const,
  summary: ({ ownerId }: DocumentOwner) => [...documentKeys.all, 'summary', { ownerId }] as const,
  expired: ({ ownerId, type }: DocumentFilter) =>
    [...documentKeys.all, 'expired', { ownerId, type }] as const,
  compliance: (marketId: string) => [...documentKeys.all, 'compliance', marketId] as const,
  storage: () => [...documentKeys.all, 'storage'] as const,
};

// Vendor rows carry an expired_docs count, so a document change makes them stale too.
export function invalidateDocumentQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [documentKeys.all, vendorKeys.all]);
}

// Managers act on a vendor's documents through ?owner_id=; vendors send nothing (docs/product.md §6).
export function ownerParams(ownerId: string | undefined) {
  return ownerId ? { owner_id: ownerId } : {};
}
