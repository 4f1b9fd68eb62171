import { z } from 'zod';
import {
  DATE_RANGE_MESSAGE,
  INVALID_DATE_MESSAGE,
  MAX_DATE,
  MAX_TOKEN_COUNT,
  MIN_DATE,
  TWO_DECIMALS_MESSAGE,
} from './limits';
import { hasAtMostTwoDecimals } from './money';
import { whenValid } from './when-valid';

// The schemas of docs/limits.md's bounds, apart from ./limits.ts so a page that reads a limit does not load zod
// (docs/decisions/038-page-weight-and-first-screen.md).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export { whenValid } from './when-valid';

/**
 * A non-negative dollar amount with cents, at most `max`. `message` is for a negative amount, `typeMessage` for one
 * left out or not a number (the same unless the field says "is required").
 */
export function dollarAmount(max: number, message = 'Amount must be positive', typeMessage = message) {
  return z
    .number(typeMessage)
    .min(0, message)
    .max(max, `Amount must be at most ${usd.format(max)}`)
    .refine(hasAtMostTwoDecimals, { message: TWO_DECIMALS_MESSAGE, ...whenValid });
}

/**
 * A calendar date 'YYYY-MM-DD' within the years the app can store and show (1900–2100). `requiredMessage` is for a
 * date left out or empty; one that is given but is no real date (2026-02-30, 'soon') is 'Invalid date format', the
 * spec's message for a date typed wrong.
 */
export function calendarDate(requiredMessage = INVALID_DATE_MESSAGE) {
  return z.iso
    .date({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? requiredMessage
          : INVALID_DATE_MESSAGE,
      // A date that is none is not also out of range.
      abort: true,
    })
    .refine((value) => value >= MIN_DATE && value <= MAX_DATE, DATE_RANGE_MESSAGE);
}

/** A whole token count from 0 to MAX_TOKEN_COUNT. */
export const tokenCountSchema = z
  .number('Amount must be positive')
  .int('Token counts are whole numbers')
  .min(0, 'Amount must be positive')
  .max(MAX_TOKEN_COUNT, `Token counts are at most ${MAX_TOKEN_COUNT.toLocaleString('en-US')}`);
