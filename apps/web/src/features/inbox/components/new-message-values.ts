import { NotifyVendorsSchema, type Vendor } from '@marketday/shared';
import { z } from 'zod';

export const MESSAGE_MODES = [
  { value: 'vendor', label: 'To one vendor' },
  { value: 'market', label: 'To a whole market' },
] as const;
export type MessageMode = (typeof MESSAGE_MODES)[number]['value'];

// The shared title/message rules plus who it goes to: one vendor, or every vendor of a market.
export const NewMessageFormSchema = NotifyVendorsSchema.extend({
  mode: z.enum(['vendor', 'market']),
  recipient_id: z.string().min(1, 'Choose who the message is for'),
});
export type NewMessageFormValues = z.infer<typeof NewMessageFormSchema>;

export type RecipientOption = { id: string; name: string };

// Only vendors with their own Marketday account can sign in to read a message; vendors a manager
// keeps on their behalf (managed) have none.
export function messageableVendors(vendors: readonly Pick<Vendor, 'id' | 'business_name' | 'managed'>[]) {
  return vendors
    .filter((vendor) => !vendor.managed)
    .map((vendor): RecipientOption => ({ id: vendor.id, name: vendor.business_name }));
}
