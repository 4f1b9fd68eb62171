import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdjustFieldsSchema,
  CHECKOUT_MESSAGES,
  CheckoutInputSchema,
  CheckoutTokenCountSchema,
  CustomFieldValuesSchema,
  centsUnder,
} from '@marketday/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { tokenCountRefusal } from '@/entities/checkout/checkout-day-totals';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { GROSS_REQUIRED } from './form-values';

// The form's own schema: the shared checkout rules, plus "the vendor must be one of this market's".
// Gross starts empty (null) so a stale or zero gross is never booked by accident. It is held in integer cents (the
// gross input turns the typed text into cents, lib/money-text), checked against the shared rule for the dollars
// it will be sent as, and kept in cents until the checkout entity writes it.
// A count for a token the market no longer lists (carryTokenCounts keeps it), or one this vendor's type may not be
// paid with, is refused here, on its field (tokenCountRefusal): the server would refuse the whole checkout for it,
// and leaving it out would book the vendor's figures without tokens they handed over. The manager decides where
// those tokens go. One schema per vendor, since what a vendor may be paid with depends on their type.
export function checkoutFormSchema(day: Pick<CheckoutDay, 'vendors' | 'market_tokens'>, vendorId: string) {
  const vendorIds = new Set(day.vendors.map((vendor) => vendor.market_vendor_id));
  return z.object({
    market_vendor_id: z.string().refine((id) => vendorIds.has(id), CHECKOUT_MESSAGES.vendorNotFound),
    reported_gross: z
      .number()
      .nullable()
      .transform((value, ctx) => {
        if (value !== null) return value;
        ctx.addIssue({ code: 'custom', message: GROSS_REQUIRED });
        return z.NEVER;
      })
      .pipe(centsUnder(CheckoutInputSchema.shape.reported_gross)),
    tokens: z.array(CheckoutTokenCountSchema).superRefine((tokens, ctx) => {
      tokens.forEach((token, index) => {
        const refusal = tokenCountRefusal(day, vendorId, token);
        if (refusal) ctx.addIssue({ code: 'custom', path: [index, 'count'], message: refusal });
      });
    }),
    custom_fields: CustomFieldValuesSchema,
    // The vendor's own report this checkout books (Confirm or Adjust), and why its figures were changed.
    sales_report_id: z.string().nullable(),
    adjust_reason: AdjustFieldsSchema.shape.adjust_reason.unwrap().unwrap(),
  });
}

type FormSchema = ReturnType<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.input<FormSchema>;
export type CheckoutFormOutput = z.output<FormSchema>;

export type CheckoutResolver = Resolver<CheckoutFormValues, unknown, CheckoutFormOutput>;

/** The form's check for one vendor, with zod's resolver (both load after the checkout's first screen). */
export function checkoutResolver(day: Pick<CheckoutDay, 'vendors' | 'market_tokens'>, vendorId: string) {
  return zodResolver(checkoutFormSchema(day, vendorId)) as CheckoutResolver;
}
