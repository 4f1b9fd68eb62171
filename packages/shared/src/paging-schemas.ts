import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
  SORT_DIRECTION_MESSAGE,
  SORT_DIRECTIONS,
  type SortDirection,
  sortByMessage,
  TOTALS_MESSAGE,
} from './paging';

// The paged lists' query and answer schemas (docs/decisions/019), apart from ./paging.ts so a page that only
// pages a list does not load zod (docs/decisions/038-page-weight-and-first-screen.md).

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

export const totalsQuery = {
  totals: z
    .enum(['true', 'false'], TOTALS_MESSAGE)
    .default('true')
    .transform((value) => value === 'true'),
};

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
