// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import {
  EXPIRED_DOCUMENTS_STALE_MS,
  expiredDocumentsQueryOptions,
  listExpiredDocuments,
} from './list-expired-documents';

describe('listExpiredDocuments', () => {
  it('omits both filters when they are "all"', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    await listExpiredDocuments();
    expect(get).toHaveBeenCalledWith('/documents/expired', { params: {} });
  });

  it('sends the vendor as owner_id and the type as document_type', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    await listExpiredDocuments({ ownerId: 'v-1', type: 'Insurance' });
    expect(get).toHaveBeenCalledWith('/documents/expired', {
      params: { owner_id: 'v-1', document_type: 'Insurance' },
    });
  });

  it('is cached for 5 minutes', () => {
    expect(EXPIRED_DOCUMENTS_STALE_MS).toBe(300_000);
    expect(expiredDocumentsQueryOptions({}).staleTime).toBe(300_000);
  });
});
