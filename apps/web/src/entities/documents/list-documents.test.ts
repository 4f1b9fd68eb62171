// @vitest-environment node
import type { DocumentPage } from '@marketday/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { listAllDocuments } from './list-documents';

const page = (ids: string[], index: number, total: number) =>
  ({
    data: ids.map((id) => ({ id })),
    page: index,
    page_size: 200,
    total_count: total,
    totals: null,
  }) as unknown as DocumentPage;

describe('listAllDocuments', () => {
  it('reads every page of the filter, 200 at a time, one after another, until the count is reached', async () => {
    const ids = Array.from({ length: 401 }, (_, i) => `d-${i}`);
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (_url: string, config?: { params?: object }) => {
        const index = (config?.params as { page?: number } | undefined)?.page ?? 0;
        return { data: page(ids.slice(index * 200, index * 200 + 200), index, ids.length) };
      });
    const rows = await listAllDocuments({
      status: 'PAST_DUE',
      sort_by: 'owner_name',
      sort_direction: 'DESC',
    });
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(get.mock.calls.map(([url, config]) => [url, config])).toEqual(
      [0, 1, 2].map((index) => [
        '/documents',
        {
          params: {
            status: 'PAST_DUE',
            sort_by: 'owner_name',
            sort_direction: 'DESC',
            page: index,
            page_size: 200,
          },
        },
      ]),
    );
  });

  it('stops after one request when the filter holds nothing', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: page([], 0, 0) });
    expect(await listAllDocuments({})).toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
