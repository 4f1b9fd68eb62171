import { z } from 'zod';
import { PRINT_SCALES, SEASON_TYPES } from './enums';
import { accountEmailSchema, optionalPhoneSchema } from './fields';
import { PRINT_LIMITS, type PrintDimension } from './print-limits';

// A person's name, not a paragraph: it is shown to every vendor of the manager's markets.
export const PERSON_NAME_MAX = 100;
export const ManagerProfileSchema = z.object({
  firstname: z
    .string('First name is required')
    .trim()
    .min(1, 'First name is required')
    .max(PERSON_NAME_MAX, `First name must be at most ${PERSON_NAME_MAX} characters`),
  lastname: z
    .string('Last name is required')
    .trim()
    .min(1, 'Last name is required')
    .max(PERSON_NAME_MAX, `Last name must be at most ${PERSON_NAME_MAX} characters`),
  phone: optionalPhoneSchema,
  email: accountEmailSchema,
});

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

// What the API answers with (docs/api-contracts.md). Stored settings are described as they are, without the
// input rules: settings saved under an older rule are still answered, never turned into a 500.
export const StoredManagerSettingsSchema = z.object({
  print_scale: z.enum(PRINT_SCALES),
  print_settings: z.object({
    width: z.number().nullable(),
    height: z.number().nullable(),
    font_size: z.number().nullable(),
  }),
  display_token_images_next_to_fields: z.boolean(),
});

// GET /market-managers/account; PUT answers { message, data } with it.
export const ManagerAccountSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  seasonality: z.enum(SEASON_TYPES),
  settings: StoredManagerSettingsSchema,
  ml_id: z.string().nullable(),
});
export type ManagerAccount = z.infer<typeof ManagerAccountSchema>;

export const ACCOUNT_UPDATED_MESSAGE = 'Account Updated.';
