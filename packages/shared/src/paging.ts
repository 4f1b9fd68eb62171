import { MAX_PAGE_SIZE } from './constants';

// Lists that grow without bound are paged by the server (docs/decisions/019): page is 0-based, a page holds
// 50 rows unless asked otherwise and never more than 200, so one answer stays small whatever the range.
export const DEFAULT_PAGE_SIZE = 50;

export const PAGE_MESSAGE = 'Page must be a whole number of 0 or more';
export const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

// A page turn or a new sort leaves the range's count and totals as they were: a client that already holds them
// asks for the page alone (totals=false; the answer's total_count and totals are then null) and for the count
// and totals once per filter (docs/decisions/019). Counting and summing a long range cost far more than reading
// one page of it.
export const TOTALS_MESSAGE = 'Totals must be true or false';

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const SORT_DIRECTION_MESSAGE = 'Sort direction must be ASC or DESC';

export function sortByMessage(columns: readonly string[]) {
  return `Sort by must be one of: ${columns.join(', ')}`;
}

export type PageOf<Item> = {
  data: Item[];
  page: number;
  page_size: number;
  total_count: number | null;
  totals: null;
};

/** The page after `current`, or undefined when `current` is the last (a null count: a short page is the last). */
export function nextPageOf(current: {
  data: readonly unknown[];
  page: number;
  page_size: number;
  total_count: number | null;
}): number | undefined {
  const seen = current.page * current.page_size + current.data.length;
  const more =
    current.total_count === null ? current.data.length === current.page_size : seen < current.total_count;
  return more ? current.page + 1 : undefined;
}
