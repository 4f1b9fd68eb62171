import type { VendorDate, VendorDateStatus } from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { datesByMonth, type MonthOf, shortDayLabel } from '@/lib/dates-by-month';

// The vendor's own dates at a market as the Markets screen shows them (docs/season.md "The vendor's dates on the
// web"): their words, their booth, and the one thing the vendor may do about each.

/** How many coming dates show before "Show all dates". */
export const VISIBLE_DATES = 8;

export type MonthOfVendorDates = MonthOf<VendorDate>;
export const vendorDatesByMonth = datesByMonth<VendorDate>;

// 'Sat, Oct 31'
export const vendorDayLabel = shortDayLabel;

const STATUS_LABELS: Record<VendorDateStatus, string> = {
  SCHEDULED: 'Scheduled',
  NOT_SCHEDULED: 'Not scheduled',
  DROPPED: 'Dropped',
  REQUESTED: 'Requested',
  WAITLISTED: 'Waitlist',
  CANCELLED: 'Cancelled',
};

/** The date's badge: 'Waitlist #2' carries the vendor's place in line. */
export function vendorDateStatusLabel(date: Pick<VendorDate, 'status' | 'waitlist_position'>): string {
  if (date.status === 'WAITLISTED' && date.waitlist_position != null) {
    return `Waitlist #${date.waitlist_position}`;
  }
  return STATUS_LABELS[date.status];
}

export const STATUS_BADGE_VARIANT = {
  SCHEDULED: 'success',
  NOT_SCHEDULED: 'outline',
  DROPPED: 'secondary',
  REQUESTED: 'warning',
  WAITLISTED: 'warning',
  CANCELLED: 'destructive',
} as const satisfies Record<VendorDateStatus, string>;

// 'Booth A3 · 10x10'
export function boothText(booth: NonNullable<VendorDate['booth']>): string {
  return [`Booth ${booth.label}`, booth.size].filter(Boolean).join(' · ');
}

// What a row says once the market's deadline for that date has passed.
export function changesClosedText(hours: number): string {
  if (hours === 0) return 'Changes closed when the market opened';
  return `Changes closed ${hours} ${hours === 1 ? 'hour' : 'hours'} before the market`;
}

export type VendorDateAction = 'DROP' | 'REQUEST' | 'WITHDRAW';

/** The one change the vendor may make to a date, or null (past the deadline, or a cancelled date). */
export function actionFor(date: Pick<VendorDate, 'status' | 'can_change'>): VendorDateAction | null {
  if (!date.can_change) return null;
  switch (date.status) {
    case 'SCHEDULED':
      return 'DROP';
    case 'NOT_SCHEDULED':
    case 'DROPPED':
      return 'REQUEST';
    case 'REQUESTED':
    case 'WAITLISTED':
      return 'WITHDRAW';
    case 'CANCELLED':
      return null;
  }
}

/** The vendor's next date on the schedule, from `today` (at the market) on. */
export function nextScheduledDate(dates: readonly VendorDate[], today: string): VendorDate | undefined {
  return dates.find((d) => d.status === 'SCHEDULED' && d.date >= today);
}

// 'Saturday, October 31'
export const longVendorDayLabel = (date: string) => format(parseISO(date), 'EEEE, MMMM d');
