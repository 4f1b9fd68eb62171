import type { ManagerVendorInput, ManagerVendorInputSchema } from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

export type VendorFormOutput = z.output<typeof ManagerVendorInputSchema>;
export type VendorFormControl = Control<ManagerVendorInput, unknown, VendorFormOutput>;

// Inputs start as empty strings so they stay controlled; the schema turns '' into "not given".
export const EMPTY_VENDOR_FORM: Partial<ManagerVendorInput> = {
  business_name: '',
  phone: '',
  receipt_email: '',
  producer_names: '',
  phone_public: false,
  email_notifications: true,
  receipt_preference: 'ASK',
  language: 'en',
  market_ids: [],
};
