import { z } from 'zod';
import { PRINT_SCALES } from './enums';
import { optionalPhoneSchema } from './fields';

export const ManagerProfileSchema = z.object({
  firstname: z.string().trim().min(1, 'First name is required'),
  lastname: z.string().trim().min(1, 'Last name is required'),
  phone: optionalPhoneSchema,
  email: z.string().trim().toLowerCase().email('Invalid email.'),
});
export type ManagerProfile = z.infer<typeof ManagerProfileSchema>;

// Receipt sizes a printer can take (millimetres, points). One set of bounds for the account form, the
// stored settings, the test print and the PDF layout: a width near 0 once left no room for text at all.
export const PRINT_LIMITS = {
  width: { min: 40, max: 400 },
  height: { min: 40, max: 2000 },
  font_size: { min: 5, max: 24 },
} as const;
export type PrintDimension = keyof typeof PRINT_LIMITS;

export function printDimension(key: PrintDimension) {
  const { min, max } = PRINT_LIMITS[key];
  return z
    .number()
    .min(min, `Enter a number from ${min} to ${max}`)
    .max(max, `Enter a number from ${min} to ${max}`);
}

export const PrintSettingsSchema = z.object({
  width: printDimension('width').nullable(),
  height: printDimension('height').nullable(),
  font_size: printDimension('font_size').nullable(),
});

export const ManagerSettingsSchema = z.object({
  print_scale: z.enum(PRINT_SCALES).default('Standard'),
  print_settings: PrintSettingsSchema.default({ width: null, height: null, font_size: null }),
  display_token_images_next_to_fields: z.boolean().default(true),
});
export type ManagerSettings = z.infer<typeof ManagerSettingsSchema>;

export const ManagerAccountInputSchema = ManagerProfileSchema.extend({
  seasonality: z.enum(['SEASONAL', 'YEAR_ROUND']),
  settings: ManagerSettingsSchema,
});
export type ManagerAccountInput = z.input<typeof ManagerAccountInputSchema>;

export type ManagerAccount = {
  firstname: string;
  lastname: string;
  phone: string | null;
  email: string;
  seasonality: 'SEASONAL' | 'YEAR_ROUND';
  settings: ManagerSettings;
  ml_id: string | null;
};

export const ACCOUNT_UPDATED_MESSAGE = 'Account Updated.';
