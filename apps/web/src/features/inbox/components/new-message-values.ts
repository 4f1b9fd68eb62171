import { NotifyVendorsSchema, type Vendor } from '@marketday/shared';
import { z } from 'zod';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Each label is a key of the inbox catalogue, said in the reader's language where the modes are shown.
export const MESSAGE_MODES = [
  { value: 'vendor', label: 'toOneVendor' },
  { value: 'market', label: 'toWholeMarket' },
] as const;
export type MessageMode = (typeof MESSAGE_MODES)[number]['value'];

// The shared title/message rules plus who it goes to: one vendor, or every vendor of a market.
export const NewMessageFormSchema = NotifyVendorsSchema.extend({
  mode: z.enum(['vendor', 'market']),
  recipient_id: z.string().min(1, 'Choose who the message is for'),
});
export type NewMessageFormValues = z.infer<typeof NewMessageFormSchema>;

// A vendor with an account reads the message in their inbox; one the manager keeps without an account gets
// it by e-mail (POST /email/contact), so `email` is set only for those.
export type RecipientOption = { id: string; name: string; email?: string | undefined };

// Vendors with their own Marketday account, and the vendors a manager keeps (managed) who have an e-mail
// address; a kept vendor without one cannot be written to.
export function messageableVendors(
  vendors: readonly Pick<Vendor, 'id' | 'business_name' | 'managed' | 'receipt_email'>[],
) {
  return vendors.flatMap((vendor): RecipientOption[] => {
    if (!vendor.managed) return [{ id: vendor.id, name: vendor.business_name }];
    if (!vendor.receipt_email) return [];
    const name = messagesOf(en)('byEmail', { name: vendor.business_name });
    return [{ id: vendor.id, name, email: vendor.receipt_email }];
  });
}
