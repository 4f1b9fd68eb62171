import type { QueryClient } from '@tanstack/react-query';
import { documentKeys, vendorKeys } from '@/lib/query-keys';

/** Documents of one vendor (manager), or the caller's own when ownerId is omitted. */
export type DocumentOwner = { ownerId?: string | undefined };

export function invalidateDocumentQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.all }),
    // Vendor rows carry an expired_docs count.
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  ]);
}

// Managers act on a vendor's documents through ?owner_id=; vendors send nothing (docs/product.md §6).
export function ownerParams(ownerId: string | undefined) {
  return ownerId ? { owner_id: ownerId } : {};
}
