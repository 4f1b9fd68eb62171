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

export const PrintSettingsSchema = z.object({
  width: z.number().positive().nullable(),
  height: z.number().positive().nullable(),
  font_size: z.number().positive().nullable(),
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
