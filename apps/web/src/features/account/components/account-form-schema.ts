import {
  type ManagerAccount,
  type ManagerAccountInput,
  ManagerAccountInputSchema,
  PRINT_LIMITS,
  type PrintDimension,
} from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

export { PRINT_LIMITS, type PrintDimension };

// A starting point when the manager first picks Custom: an 80 mm roll.
export const DEFAULT_CUSTOM_PRINT = { width: 80, height: 200, font_size: 10 } as const;

// A Custom scale needs every dimension, within what the receipt endpoint accepts.
export const AccountFormSchema = ManagerAccountInputSchema.superRefine((account, ctx) => {
  if (account.settings.print_scale !== 'Custom') return;
  for (const key of Object.keys(PRINT_LIMITS) as PrintDimension[]) {
    const { min, max } = PRINT_LIMITS[key];
    const value = account.settings.print_settings[key];
    if (value === null || value < min || value > max) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter a number from ${min} to ${max}`,
        path: ['settings', 'print_settings', key],
      });
    }
  }
});

export type AccountFormOutput = z.output<typeof AccountFormSchema>;
export type AccountFormControl = Control<ManagerAccountInput, unknown, AccountFormOutput>;

export function accountDefaults(account: ManagerAccount): ManagerAccountInput {
  return {
    firstname: account.firstname,
    lastname: account.lastname,
    phone: account.phone ?? '',
    email: account.email,
    seasonality: account.seasonality,
    settings: account.settings,
  };
}
