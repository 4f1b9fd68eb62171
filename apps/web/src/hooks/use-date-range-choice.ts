import {
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  DEFAULT_TIME_ZONE,
  dateRangeFor,
  dateRangeOrderError,
  fromIsoDate,
  isoDateInZone,
  MONTH_NAMES,
} from '@marketday/shared';
import { useMemo, useState } from 'react';
import { monthLabel } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export const CUSTOM_RANGE = 'Custom';
export type RangeChoice = DateRangePreset | typeof CUSTOM_RANGE;
export type CustomDates = { start: string | null; end: string | null };

const t = messagesOf(en);
const PRESET_LABELS: Partial<Record<DateRangePreset, keyof typeof en>> = {
  Today: 'rangeToday',
  Last7Days: 'rangeLast7Days',
  Last4Weeks: 'rangeLast4Weeks',
  MonthToDate: 'rangeMonthToDate',
  QuarterToDate: 'rangeQuarterToDate',
  YearToDate: 'rangeYearToDate',
  AllTime: 'rangeAllTime',
  Within2Weeks: 'rangeWithin2Weeks',
  WithinMonth: 'rangeWithinMonth',
  PastDue: 'rangePastDue',
};

/** A preset's label in the language shown now; a month preset is that month's name ('January', 'Enero'). */
export function rangePresetLabel(preset: DateRangePreset): string {
  const key = PRESET_LABELS[preset];
  if (key) return t(key);
  const month = (MONTH_NAMES as readonly string[]).indexOf(preset);
  if (month < 0) return DATE_RANGE_LABELS[preset];
  return monthLabel(month);
}

// The choices of a date-range select: the presets, then a custom range. Each label is read when the select
// renders, in the language shown then.
export const RANGE_OPTIONS: readonly { value: RangeChoice; label: string }[] = [
  ...DATE_RANGE_PRESETS.map((preset) => ({
    value: preset,
    get label() {
      return rangePresetLabel(preset);
    },
  })),
  {
    value: CUSTOM_RANGE,
    get label() {
      return t('customRange');
    },
  },
];

type RangeState = {
  rangeChoice: RangeChoice;
  custom: CustomDates;
  /** The last valid custom range, so a half-typed one never empties the list. */
  customApplied: DateRange;
};

/** A preset's dates, counted from `today` (YYYY-MM-DD at the market), never the device's date. */
function presetRange(preset: DateRangePreset, today: string): DateRange {
  return dateRangeFor(preset, fromIsoDate(today));
}

export function customRangeError(custom: CustomDates): string | null {
  if (!custom.start || !custom.end) return null;
  // The date pickers give only real dates within the app's years, so the order is the one rule left to check
  // (without zod, which a list's page does not otherwise load).
  return dateRangeOrderError({ start: custom.start, end: custom.end });
}

// A date-range filter: one of the presets (docs/product.md §3/§9) or a custom start and end. A preset counts from
// today in `timeZone`: the market's, or DEFAULT_TIME_ZONE (the server's default) for a screen of several markets
// until they are known. A preset follows the zone once it is known, and the date when midnight passes there.
export function useDateRangeChoice(defaultPreset: DateRangePreset, timeZone: string = DEFAULT_TIME_ZONE) {
  const today = isoDateInZone(new Date(), timeZone);
  const [state, setState] = useState<RangeState>(() => {
    const initial = presetRange(defaultPreset, today);
    return { rangeChoice: defaultPreset, custom: initial, customApplied: initial };
  });
  const { rangeChoice, customApplied } = state;
  // One object per range, so lists and memos keyed on it do not run again on every render.
  const applied = useMemo(
    () => (rangeChoice === CUSTOM_RANGE ? customApplied : presetRange(rangeChoice, today)),
    [rangeChoice, customApplied, today],
  );

  function setRangeChoice(next: RangeChoice) {
    setState((current) =>
      // A custom range starts from the range on screen, so only one end needs adjusting.
      next === CUSTOM_RANGE
        ? { ...current, rangeChoice: next, custom: applied, customApplied: applied }
        : { ...current, rangeChoice: next },
    );
  }

  function setCustom(custom: CustomDates) {
    const { start, end } = custom;
    setState((current) => ({
      ...current,
      custom,
      customApplied:
        start && end && customRangeError(custom) === null ? { start, end } : current.customApplied,
    }));
  }

  return {
    rangeChoice,
    custom: state.custom,
    applied,
    rangeError: rangeChoice === CUSTOM_RANGE ? customRangeError(state.custom) : null,
    setRangeChoice,
    setCustom,
  };
}

export type DateRangeChoice = ReturnType<typeof useDateRangeChoice>;
