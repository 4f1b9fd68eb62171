import { z } from 'zod';
import { NAME_MAX } from './constants';
import { VENDOR_TYPES } from './enums';
import { optionalPhoneSchema, producerNamesSchema } from './fields';

export const businessNameSchema = z
  .string()
  .trim()
  .min(1, 'Business Name is required')
  .max(NAME_MAX - 1, `Business Name must be less than ${NAME_MAX} characters`);

export const VendorSettingsSchema = z.object({
  phone_public: z.boolean().default(false),
  email_notifications: z.boolean().default(true),
});
export type VendorSettings = z.infer<typeof VendorSettingsSchema>;

// The Vendor entity's editable fields (spec §3, §5).
export const VendorProfileSchema = z.object({
  business_name: businessNameSchema,
  type: z.enum(VENDOR_TYPES, 'Choose a vendor type'),
  phone: optionalPhoneSchema,
  receipt_email: z.string().trim().toLowerCase().email('Invalid email format').optional().or(z.literal('')),
  producer_names: producerNamesSchema.optional(),
});
export type VendorProfile = z.infer<typeof VendorProfileSchema>;
