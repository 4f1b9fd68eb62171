import { addDays, fromIsoDate, isoToday, toIsoDate } from '@marketday/shared';
import type { TestApp } from './build-test-app';

// The date `n` days from the app clock's today as document status and applications count it (isoToday: the date in
// California), for due dates a test sets relative to now.
export function daysFromToday(t: Pick<TestApp, 'clock'>, n: number) {
  return toIsoDate(addDays(fromIsoDate(isoToday(t.clock.now())), n));
}
