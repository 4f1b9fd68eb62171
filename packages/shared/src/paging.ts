import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';

// Lists that grow without bound are paged by the server (docs/decisions/019): page is 0-based, a page holds
// 50 rows unless asked otherwise and never more than 200, so one answer stays small whatever the range.
export const DEFAULT_PAGE_SIZE = 50;

export const PAGE_MESSAGE = 'Page must be a whole number of 0 or more';
export const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

// Query-string numbers arrive as text; anything but plain digits ("1e2", " 5", "") is refused, not guessed at.
function wholeNumber({ min, max, message }: { min: number; max: number; message: string }) {
  return z
    .union(
      [
        z.number(message),
        z
          .string(message)
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      message,
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

export const pagingQuery = {
  page: wholeNumber({ min: 0, max: 100_000_000, message: PAGE_MESSAGE }).default(0),
  page_size: wholeNumber({ min: 1, max: MAX_PAGE_SIZE, message: PAGE_SIZE_MESSAGE }).default(
    DEFAULT_PAGE_SIZE,
  ),
};

// A page turn or a new sort leaves the range's count and totals as they were: a client that already holds them
// asks for the page alone (totals=false; the answer's total_count and totals are then null) and for the count
// and totals once per filter (docs/decisions/019). Counting and summing a long range cost far more than reading
// one page of it.
export const TOTALS_MESSAGE = 'Totals must be true or false';
export const totalsQuery = {
  totals: z
    .enum(['true', 'false'], TOTALS_MESSAGE)
    .default('true')
    .transform((value) => value === 'true'),
};

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const SORT_DIRECTION_MESSAGE = 'Sort direction must be ASC or DESC';

export function sortByMessage(columns: readonly string[]) {
  return `Sort by must be one of: ${columns.join(', ')}`;
}

// A server-sorted list's sort column (one of `columns`) and direction, with the list's own defaults.
export function sortQuery<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  defaultColumn: Columns[number],
  defaultDirection: SortDirection,
) {
  return {
    sort_by: z.enum(columns, sortByMessage(columns)).default(defaultColumn),
    sort_direction: z.enum(SORT_DIRECTIONS, SORT_DIRECTION_MESSAGE).default(defaultDirection),
  };
}

// A list's free-text search: a part of a name, any case; blank means no search.
export function searchQuery(maxLength: number) {
  return z.string().trim().max(maxLength, `Search must be at most ${maxLength} characters`).optional();
}

// Every paged answer: the rows of one page, where it is, how many rows the whole filtered range holds, and
// the list's totals over that whole range (both null when the caller asked for the page alone).
export function pagedSchema<Item extends z.ZodType, Totals extends z.ZodType>(item: Item, totals: Totals) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total_count: z.number().int().nullable(),
    totals: totals.nullable(),
  });
}

// A paged list with nothing to total (notifications, documents, histories, a token's ledger): the same envelope
// with `totals` always null, so every paged answer has one shape and one pager.
export function pageOfSchema<Item extends z.ZodType>(item: Item) {
  return pagedSchema(item, z.null());
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
