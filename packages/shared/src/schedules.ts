import { z } from 'zod';
import { formatDisplayDate } from './calendar-dates';
import { calendarDate } from './limit-schemas';
import { marketRefFields, marketVendorRefFields } from './reference-fields';

// Each vendor's schedule at a market (issue 30 item 2, docs/season.md "Schedules"): which of the market's open
// dates the vendor sells on, their default booth, and the dates they ask to add or drop.

/**
 * EVERY: every open date of the market (regular and extra).
 * ALTERNATE: every other week, counted in weeks from `anchor_date` (a regular date of the market).
 * MONTHLY: the nth regular date of each month (`week_of_month` 1–4), or the last one (-1).
 * PICKED: the dates in `picked_dates` only.
 * A vendor without a schedule of their own is on EVERY date: the rule before schedules existed.
 */
export const SCHEDULE_PATTERNS = ['EVERY', 'ALTERNATE', 'MONTHLY', 'PICKED'] as const;
export type SchedulePattern = (typeof SCHEDULE_PATTERNS)[number];

export const MAX_PICKED_DATES = 120;
export const MAX_DROP_DEADLINE_HOURS = 720;
export const DEFAULT_DROP_DEADLINE_HOURS = 48;

export const SCHEDULE_MESSAGES = {
  anchorRequired: 'Choose the first date of the every-other-week pattern',
  weekRequired: 'Choose which market day of the month',
  pickedRequired: 'Pick at least one date',
  tooManyPicked: `Pick at most ${MAX_PICKED_DATES} dates`,
  notOpenDate: (date: string) => `${formatDisplayDate(date)} is not one of this market's open dates.`,
  notRegularDate: (date: string) =>
    `${formatDisplayDate(date)} is not one of this market's regular days: start from a day on its weekday.`,
  pastDate: (date: string) => `${formatDisplayDate(date)} has passed: pick dates from today on.`,
  boothMissing: 'That booth is not on the market’s map',
  saved: 'Schedule saved',
  pastDeadline: (date: string, hours: number) =>
    `Changes to ${formatDisplayDate(date)} closed ${hours} hours before the market opens.`,
  notScheduled: (date: string) => `You are not scheduled on ${formatDisplayDate(date)}.`,
  alreadyScheduled: (date: string) => `You are already scheduled on ${formatDisplayDate(date)}.`,
  dropped: (date: string) => `You dropped ${formatDisplayDate(date)}.`,
  requested: (date: string) => `You asked to sell on ${formatDisplayDate(date)}. The manager will answer.`,
  withdrawn: (date: string) => `Your request for ${formatDisplayDate(date)} is withdrawn.`,
  noRequest: 'There is no open request for that date',
  requestDecided: 'This request was already answered',
  deadlineRange: `Enter a number of hours from 0 to ${MAX_DROP_DEADLINE_HOURS}`,
  // The waitlist and the manager's answers (docs/season.md "Requests and the waitlist").
  waitlisted: (date: string, place: number) =>
    `${formatDisplayDate(date)} is full: the request is number ${place} on the waitlist.`,
  stillFull: (date: string) => `${formatDisplayDate(date)} is still full: the request stays on the waitlist.`,
  approved: (date: string) => `The request for ${formatDisplayDate(date)} is approved.`,
  declined: (date: string) => `The request for ${formatDisplayDate(date)} is declined.`,
  boothOpened: (date: string) => `A booth opened: you are scheduled on ${formatDisplayDate(date)}`,
  requestApprovedNotice: (date: string) => `Approved: you are scheduled on ${formatDisplayDate(date)}`,
  requestDeclinedNotice: (date: string) => `Declined: your request for ${formatDisplayDate(date)}`,
  settingsSaved: 'Season settings saved',
} as const;

export const VendorScheduleSchema = z.object({
  ...marketVendorRefFields,
  pattern: z.enum(SCHEDULE_PATTERNS),
  anchor_date: z.string().nullable(),
  week_of_month: z.number().int().nullable(),
  picked_dates: z.array(z.string()),
  default_booth_id: z.string().nullable(),
  // false: no schedule saved yet, the vendor is on every date (EVERY).
  saved: z.boolean(),
});
export type VendorSchedule = z.infer<typeof VendorScheduleSchema>;

export const VendorScheduleUpdateSchema = z
  .object({
    pattern: z.enum(
      SCHEDULE_PATTERNS,
      'Choose every market day, every other week, a day of the month or dates',
    ),
    anchor_date: calendarDate().nullish(),
    week_of_month: z
      .number()
      .int()
      .refine((n) => n === -1 || (n >= 1 && n <= 4), SCHEDULE_MESSAGES.weekRequired)
      .nullish(),
    picked_dates: z.array(calendarDate()).max(MAX_PICKED_DATES, SCHEDULE_MESSAGES.tooManyPicked).default([]),
    default_booth_id: z.string().trim().max(40).nullish(),
  })
  .refine((s) => s.pattern !== 'ALTERNATE' || !!s.anchor_date, {
    message: SCHEDULE_MESSAGES.anchorRequired,
    path: ['anchor_date'],
  })
  .refine((s) => s.pattern !== 'MONTHLY' || s.week_of_month != null, {
    message: SCHEDULE_MESSAGES.weekRequired,
    path: ['week_of_month'],
  })
  .refine((s) => s.pattern !== 'PICKED' || s.picked_dates.length > 0, {
    message: SCHEDULE_MESSAGES.pickedRequired,
    path: ['picked_dates'],
  });
export type VendorScheduleUpdate = z.input<typeof VendorScheduleUpdateSchema>;

const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * Whether the pattern puts the vendor on `date`, an open date of the market (`regular`: on its weekday and in its
 * season; an extra date is not regular). Dates added or dropped one by one are applied after this.
 */
export function patternIncludes(
  schedule: Pick<VendorScheduleUpdate, 'pattern' | 'anchor_date' | 'week_of_month' | 'picked_dates'>,
  date: string,
  regular: boolean,
): boolean {
  switch (schedule.pattern) {
    case 'EVERY':
      return true;
    case 'PICKED':
      return (schedule.picked_dates ?? []).includes(date);
    case 'ALTERNATE': {
      if (!regular || !schedule.anchor_date) return false;
      const weeks = Math.round((dayMs(date) - dayMs(schedule.anchor_date)) / (7 * 86_400_000));
      return weeks % 2 === 0;
    }
    case 'MONTHLY': {
      if (!regular || schedule.week_of_month == null) return false;
      const day = Number(date.slice(8, 10));
      if (schedule.week_of_month === -1) {
        const next = new Date(dayMs(date) + 7 * 86_400_000).toISOString().slice(5, 7);
        return next !== date.slice(5, 7);
      }
      return Math.ceil(day / 7) === schedule.week_of_month;
    }
  }
}

// A vendor's ask about one date, from the vendor's screen.
export const DATE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'WAITLISTED', 'WITHDRAWN'] as const;
export type DateRequestStatus = (typeof DATE_REQUEST_STATUSES)[number];

/** What one of the market's open dates is to the vendor. */
export const VENDOR_DATE_STATUSES = [
  'SCHEDULED',
  'NOT_SCHEDULED',
  'DROPPED',
  'REQUESTED',
  'WAITLISTED',
  'CANCELLED',
] as const;
export type VendorDateStatus = (typeof VENDOR_DATE_STATUSES)[number];

export const VendorDateSchema = z.object({
  date: z.string(),
  status: z.enum(VENDOR_DATE_STATUSES),
  // The market's note on a cancelled or extra date.
  note: z.string().nullable(),
  booth: z.object({ id: z.string(), label: z.string(), size: z.string() }).nullable(),
  // Whether the vendor may still drop, request or withdraw (before the market's deadline).
  can_change: z.boolean(),
  waitlist_position: z.number().int().nullable(),
});
export type VendorDate = z.infer<typeof VendorDateSchema>;

export const VendorMarketDatesSchema = z.object({
  ...marketRefFields,
  drop_deadline_hours: z.number().int(),
  // The market's rules text, where its absence rule is written.
  rules: z.string().nullable(),
  dates: z.array(VendorDateSchema),
});
export type VendorMarketDates = z.infer<typeof VendorMarketDatesSchema>;

export const VENDOR_DATE_ACTIONS = ['DROP', 'REQUEST', 'WITHDRAW'] as const;
export const VendorDateChangeSchema = z.object({
  action: z.enum(VENDOR_DATE_ACTIONS, 'Choose Drop, Request or Withdraw'),
});
export type VendorDateChange = z.infer<typeof VendorDateChangeSchema>;

export const DateRequestSchema = z.object({
  id: z.string(),
  ...marketVendorRefFields,
  date: z.string(),
  status: z.enum(DATE_REQUEST_STATUSES),
  // 1 for the first in line on that date; null unless WAITLISTED.
  waitlist_position: z.number().int().nullable(),
  created_at: z.string(),
});
export type DateRequest = z.infer<typeof DateRequestSchema>;

export const DateRequestsQuerySchema = z.object({
  status: z.enum(DATE_REQUEST_STATUSES).optional(),
});

export const DateRequestDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'DECLINED'], 'Choose Approve or Decline'),
});
export type DateRequestDecision = z.infer<typeof DateRequestDecisionSchema>;

export const SeasonSettingsSchema = z.object({
  drop_deadline_hours: z
    .number(SCHEDULE_MESSAGES.deadlineRange)
    .int(SCHEDULE_MESSAGES.deadlineRange)
    .min(0, SCHEDULE_MESSAGES.deadlineRange)
    .max(MAX_DROP_DEADLINE_HOURS, SCHEDULE_MESSAGES.deadlineRange),
});
export type SeasonSettings = z.infer<typeof SeasonSettingsSchema>;

export type ScheduleRule = Pick<
  VendorScheduleUpdate,
  'pattern' | 'anchor_date' | 'week_of_month' | 'picked_dates'
>;

/**
 * Whether a vendor sells on `date`, an open date of the market: a date dropped is off, a date added one by one
 * (picked, or a request approved) is on, otherwise their pattern decides; a vendor with no schedule saved is on
 * every open date.
 */
export function isScheduledOn(
  schedule: ScheduleRule | null,
  change: 'ADDED' | 'DROPPED' | undefined,
  date: string,
  regular: boolean,
): boolean {
  if (change === 'DROPPED') return false;
  if (change === 'ADDED') return true;
  return schedule ? patternIncludes(schedule, date, regular) : true;
}
