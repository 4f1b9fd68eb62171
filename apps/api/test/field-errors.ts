import { expect } from 'vitest';

// A query a list refuses, the field its error names and the message, as a row for it.each.
export type FieldErrorCase = readonly [query: string, field: string, message: string];

// The page query every paged list refuses: a list's test spreads these and adds the rows of its own filters.
export const BAD_PAGE_QUERIES: readonly FieldErrorCase[] = [
  ['page_size=201', 'page_size', 'Page size must be a whole number from 1 to 200'],
  ['page_size=0', 'page_size', 'Page size must be a whole number from 1 to 200'],
  ['page=-1', 'page', 'Page must be a whole number of 0 or more'],
];

// A 400 whose detail is `message` and whose errors name `field` with it (`label` says which request failed).
export function expectFieldError(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
  label?: string,
) {
  expect(response.statusCode, label).toBe(400);
  expect(response.json()).toMatchObject({ detail: message, errors: [{ path: field, message }] });
}
