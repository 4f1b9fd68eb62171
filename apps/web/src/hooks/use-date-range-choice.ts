import {
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  DateRangeSchema,
  dateRangeFor,
} from '@marketday/shared';
import { useState } from 'react';

export const CUSTOM_RANGE = 'Custom';
export type RangeChoice = DateRangePreset | typeof CUSTOM_RANGE;
export type CustomDates = { start: string | null; end: string | null };

// The choices of a date-range select: the presets, then a custom range.
export const RANGE_OPTIONS: readonly { value: RangeChoice; label: string }[] = [
  ...DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: DATE_RANGE_LABELS[preset] })),
  { value: CUSTOM_RANGE, label: 'Custom range' },
];

type RangeState = {
  rangeChoice: RangeChoice;
  custom: CustomDates;
  /** The range a list shows: the last valid one, so a half-typed custom range never empties it. */
  applied: DateRange;
};

export function customRangeError(custom: CustomDates): string | null {
  if (!custom.start || !custom.end) return null;
  const result = DateRangeSchema.safeParse(custom);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

// A date-range filter: one of the spec's presets (§3/§9) or a custom start and end.
export function useDateRangeChoice(defaultPreset: DateRangePreset) {
  const [state, setState] = useState<RangeState>(() => {
    const applied = dateRangeFor(defaultPreset, new Date());
    return { rangeChoice: defaultPreset, custom: applied, applied };
  });

  function setRangeChoice(rangeChoice: RangeChoice) {
    setState((current) => {
      // A custom range starts from the range on screen, so only one end needs adjusting.
      if (rangeChoice === CUSTOM_RANGE) return { ...current, rangeChoice, custom: current.applied };
      return { ...current, rangeChoice, applied: dateRangeFor(rangeChoice, new Date()) };
    });
  }

  function setCustom(custom: CustomDates) {
    const { start, end } = custom;
    setState((current) => ({
      ...current,
      custom,
      applied: start && end && customRangeError(custom) === null ? { start, end } : current.applied,
    }));
  }

  return {
    ...state,
    rangeError: state.rangeChoice === CUSTOM_RANGE ? customRangeError(state.custom) : null,
    setRangeChoice,
    setCustom,
  };
}

export type DateRangeChoice = ReturnType<typeof useDateRangeChoice>;
