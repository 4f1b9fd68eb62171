import { z } from 'zod';
import { formatDisplayDate } from './calendar-dates';
import { WEEKDAYS, type Weekday } from './enums';
import { calendarDate } from './limit-schemas';
import { isMarketDay } from './market-days';
import type { Season } from './markets';
import { marketVendorRefFields } from './reference-fields';

// The season (issue 30, docs/season.md): a market's dates come from its weekday and season; the manager cancels a
// date or adds an extra one, and attendance says who came on each.

export const MARKET_DATE_STATUSES = ['SCHEDULED', 'CANCELLED', 'EXTRA'] as const;
export type MarketDateStatus = (typeof MARKET_DATE_STATUSES)[number];

// What attendance records of a vendor on a date; EXPECTED is no mark yet (a vendor of the market not marked).
export const ATTENDANCE_MARKS = ['PRESENT', 'ABSENT', 'LATE'] as const;
export const ATTENDANCE_STATUSES = ['EXPECTED', ...ATTENDANCE_MARKS] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

// Two years of dates at the most in one answer: a season as a calendar needs one.
export const MAX_DATES_RANGE_DAYS = 731;
export const MAX_DATE_NOTE_LENGTH = 500;

export const SEASON_MESSAGES = {
  rangeTooLong: 'Choose at most two years of dates',
  notMarketDay: (date: string) =>
    `${formatDisplayDate(date)} is not one of this market's days: add it as an extra date.`,
  alreadyMarketDay: (date: string) => `${formatDisplayDate(date)} is already one of this market's days.`,
  cancelledDay: (date: string) =>
    `${formatDisplayDate(date)} is cancelled: put it back on the schedule first.`,
  noteTooLong: `A note can be at most ${MAX_DATE_NOTE_LENGTH} characters`,
  cancelled: (date: string, told: number) =>
    `${formatDisplayDate(date)} is cancelled. ${told === 1 ? '1 vendor was' : `${told} vendors were`} told.`,
  cancelledUntold: (date: string, why: string) =>
    `${formatDisplayDate(date)} is cancelled. The vendors were not told: ${why}`,
  scheduled: (date: string) => `${formatDisplayDate(date)} is back on the schedule.`,
  extra: (date: string) => `${formatDisplayDate(date)} is added as an extra market day.`,
  marked: 'Attendance saved',
} as const;

const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const MarketDatesQuerySchema = z
  .object({
    start_date: calendarDate('Start date is required').optional(),
    end_date: calendarDate('End date is required').optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'Start date must be before or equal to end date',
    path: ['end_date'],
  })
  .refine(
    (q) =>
      !q.start_date ||
      !q.end_date ||
      (dayMs(q.end_date) - dayMs(q.start_date)) / 86_400_000 < MAX_DATES_RANGE_DAYS,
    { message: SEASON_MESSAGES.rangeTooLong, path: ['end_date'] },
  );
export type MarketDatesQuery = z.infer<typeof MarketDatesQuerySchema>;

export const MarketDateSchema = z.object({
  date: z.string(),
  status: z.enum(MARKET_DATE_STATUSES),
  note: z.string().nullable(),
  scheduled_count: z.number().int(),
  // LATE counts as present: the vendor came.
  present_count: z.number().int(),
  absent_count: z.number().int(),
  // Vendors checked out that day: "12 of 40 settled".
  settled_count: z.number().int(),
});
export type MarketDate = z.infer<typeof MarketDateSchema>;

export const MarketDateUpdateSchema = z.object({
  status: z.enum(MARKET_DATE_STATUSES, 'Choose Scheduled, Cancelled or Extra'),
  note: z
    .string()
    .trim()
    .max(MAX_DATE_NOTE_LENGTH, SEASON_MESSAGES.noteTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type MarketDateUpdate = z.input<typeof MarketDateUpdateSchema>;

export const AttendanceSchema = z.object({
  ...marketVendorRefFields,
  type: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  booth: z.string().nullable(),
  walk_in: z.boolean(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

export const AttendanceUpdateSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES, 'Choose Expected, Present, Absent or Late'),
});
export type AttendanceUpdate = z.infer<typeof AttendanceUpdateSchema>;

type SeasonMarket = { day_of_week: Weekday; season: Season };
type DateChange = { date: string; status: 'CANCELLED' | 'EXTRA'; note: string | null };

/**
 * The market's dates from `start` to `end` (both included, 'YYYY-MM-DD'), in order: every date on its weekday inside
 * its season (SCHEDULED, or CANCELLED when the manager cancelled it) and every extra date the manager added.
 */
export function seasonDates(
  market: SeasonMarket,
  changes: readonly DateChange[],
  range: { start: string; end: string },
): { date: string; status: MarketDateStatus; note: string | null }[] {
  const byDate = new Map(changes.map((c) => [c.date, c]));
  const dates: { date: string; status: MarketDateStatus; note: string | null }[] = [];
  const first = dayMs(range.start);
  const offset = (WEEKDAYS.indexOf(market.day_of_week) - new Date(first).getUTCDay() + 7) % 7;
  for (let ms = first + offset * 86_400_000; ms <= dayMs(range.end); ms += 7 * 86_400_000) {
    const date = new Date(ms).toISOString().slice(0, 10);
    if (!isMarketDay({ market, date })) continue;
    const change = byDate.get(date);
    // An extra date that the weekday or season has since made regular is listed once, as extra, below.
    if (change?.status === 'EXTRA') continue;
    dates.push(
      change?.status === 'CANCELLED'
        ? { date, status: 'CANCELLED', note: change.note }
        : { date, status: 'SCHEDULED', note: null },
    );
  }
  for (const change of changes) {
    if (change.status === 'EXTRA' && change.date >= range.start && change.date <= range.end)
      dates.push({ date: change.date, status: 'EXTRA', note: change.note });
  }
  return dates.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Whether vendors come on `date`: a regular day not cancelled, or an extra day. */
export function isOpenMarketDate(
  market: SeasonMarket,
  change: DateChange | undefined,
  date: string,
): boolean {
  if (change?.date === date && change.status === 'EXTRA') return true;
  if (change?.date === date && change.status === 'CANCELLED') return false;
  return isMarketDay({ market, date });
}
