import {
  type DocumentPage,
  type DocumentRecord,
  type DocumentsQuery,
  MAX_PAGE_SIZE,
} from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { documentKeys } from './document-keys';

// One page of the latest version of each document, filtered, searched and sorted by the server
// (docs/decisions/019); for a manager without owner_id, every vendor's documents and their own reports.
export function listDocuments(params: DocumentsQuery = {}): Promise<DocumentPage> {
  return dataOf(api.get<DocumentPage>('/documents', { params }));
}

// The next page or filter keeps the old rows on screen until the new ones arrive.
export const documentsQueryOptions = queryOptionsFor(documentKeys.list, listDocuments, {
  placeholderData: keepPreviousData,
});

export function useDocuments(params: DocumentsQuery = {}) {
  return useQuery(documentsQueryOptions(params));
}

/** A vendor's own documents: at most one per type, so one page of the largest size holds them all. */
export function useOwnDocuments() {
  return useQuery({
    ...documentsQueryOptions({ page_size: MAX_PAGE_SIZE }),
    select: (page) => page.data,
  });
}

// Every document of a filter, page after page (200 at a time, one request at a time), for the CSV export.
export async function listAllDocuments(params: Omit<DocumentsQuery, 'page' | 'page_size'>) {
  const rows: DocumentRecord[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await listDocuments({ ...params, page, page_size: MAX_PAGE_SIZE });
    rows.push(...answer.data);
    const total = answer.total_count ?? 0;
    if (answer.data.length < MAX_PAGE_SIZE || rows.length >= total) return rows;
  }
}
