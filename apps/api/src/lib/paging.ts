import type { PageOf } from '@marketday/shared';

export type PageRequest = { page: number; page_size: number };

// OFFSET paging for lists a person reads from the newest end (docs/decisions/019): the first pages are the
// ones read, and they cost an index walk of a page or two whatever the list's length.
export function pageWindow({ page, page_size }: PageRequest): { limit: number; offset: number } {
  return { limit: page_size, offset: page * page_size };
}

export function pageOf<Item>({
  data,
  total,
  page,
  page_size,
}: PageRequest & { data: Item[]; total: number }): PageOf<Item> {
  return { data, page, page_size, total_count: total, totals: null };
}
