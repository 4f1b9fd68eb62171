import type { VendorDate, VendorDateStatus } from '@marketday/shared';
import { fromIsoDate } from '@marketday/shared';
import { datesByMonth, type MonthOf } from '@/lib/dates-by-month';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

const t = messagesOf(en);

// The vendor's own dates at a market as the Markets screen shows them (docs/season.md "The vendor's dates on the
// web"): their words, their booth, and the one thing the vendor may do about each.

/** How many coming dates show before "Show all dates". */
export const VISIBLE_DATES = 8;

export type MonthOfVendorDates = MonthOf<VendorDate>;
export const vendorDatesByMonth = datesByMonth<VendorDate>;

// 'Sat, Oct 31' (in the language shown)
export const vendorDayLabel = (date: string) =>
  new Intl.DateTimeFormat(intlTag(), { weekday: 'short', month: 'short', day: 'numeric' }).format(
    fromIsoDate(date),
  );

// 'November 2026': a month of the dates, in the language shown ('2026-11').
export const vendorMonthLabel = (month: string) =>
  new Intl.DateTimeFormat(intlTag(), { month: 'long', year: 'numeric' }).format(fromIsoDate(`${month}-01`));

const STATUS_LABELS = {
  SCHEDULED: 'statusScheduled',
  NOT_SCHEDULED: 'statusNotScheduled',
  DROPPED: 'statusDropped',
  REQUESTED: 'statusRequested',
  WAITLISTED: 'statusWaitlisted',
  CANCELLED: 'statusCancelled',
} as const satisfies Record<VendorDateStatus, keyof typeof en>;

/** The date's badge: 'Waitlist #2' carries the vendor's place in line. */
export function vendorDateStatusLabel(date: Pick<VendorDate, 'status' | 'waitlist_position'>): string {
  if (date.status === 'WAITLISTED' && date.waitlist_position != null) {
    return t('waitlistPosition', { position: date.waitlist_position });
  }
  return t(STATUS_LABELS[date.status]);
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
  return [t('booth', { label: booth.label }), booth.size].filter(Boolean).join(' · ');
}

// What a row says once the market's deadline for that date has passed.
export function changesClosedText(hours: number): string {
  if (hours === 0) return t('changesClosedOpened');
  return t('changesClosedHours', { hours });
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

// 'Saturday, October 31' (in the language shown)
export const longVendorDayLabel = (date: string) =>
  new Intl.DateTimeFormat(intlTag(), { weekday: 'long', month: 'long', day: 'numeric' }).format(
    fromIsoDate(date),
  );
