import { z } from 'zod';
import { DATE_ORDER_ISSUE, DATE_ORDER_MESSAGE, dateRangeOrderError, startNotAfterEnd } from './date-ranges';
import { calendarDate } from './limit-schemas';

export const IsoDateSchema = calendarDate('Date is required');

export const DateRangeSchema = z
  .object({ start: IsoDateSchema, end: IsoDateSchema })
  .refine((r) => dateRangeOrderError(r) === null, { message: DATE_ORDER_MESSAGE, path: ['end'] });

/** The required start_date and end_date of a report's query. */
export const ISO_DATE_RANGE = { start_date: IsoDateSchema, end_date: IsoDateSchema };

type DateRangeShape = z.ZodRawShape & {
  start_date: z.ZodType<string | undefined>;
  end_date: z.ZodType<string | undefined>;
};

/** An API query with a start_date..end_date range: refused when start comes after end. */
export function dateRangeQuery<S extends DateRangeShape>(shape: S) {
  return z.object(shape).refine(startNotAfterEnd, DATE_ORDER_ISSUE);
}
