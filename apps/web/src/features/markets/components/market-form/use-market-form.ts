import type { MarketInput, MarketInputParsed } from '@marketday/shared';
import { useFormContext, useFormState } from 'react-hook-form';

// The market form's context, typed once for every section.
export function useMarketFormContext() {
  return useFormContext<MarketInput, unknown, MarketInputParsed>();
}

export function useMarketFormErrors() {
  const { control } = useMarketFormContext();
  return useFormState({ control }).errors;
}
