import { type StatementQuery, StatementQuerySchema, toIsoDate } from '@marketday/shared';
import { useState } from 'react';
import type { CustomDates } from '@/hooks/use-date-range-choice';

/** This calendar year to today: the period a statement covers unless the manager picks another. */
export function defaultStatementDates(today: string): CustomDates {
  return { start: `${today.slice(0, 4)}-01-01`, end: today };
}

// The date range of a statement dialog, checked with the API's own schema, so the dialog shows the message the
// server would answer with (a missing date, a start after the end) before anything is sent.
export function useStatementRange(today: string = toIsoDate(new Date())) {
  const [dates, setDates] = useState<CustomDates>(() => defaultStatementDates(today));
  const parsed = StatementQuerySchema.safeParse({
    start_date: dates.start ?? undefined,
    end_date: dates.end ?? undefined,
  });
  const range: StatementQuery | null = parsed.success ? parsed.data : null;
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  return { dates, setDates, range, error, reset: () => setDates(defaultStatementDates(today)) };
}
