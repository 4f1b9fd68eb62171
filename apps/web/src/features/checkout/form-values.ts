import { CHECKOUT_TOKEN_MESSAGES, formatCents } from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { CheckoutDay, CheckoutDayVendor, CheckoutDraft } from '@/entities/checkout/checkout-money';
import type { VendorReportInCents } from '@/entities/sales-reports/sales-report-money';
import { messagesOf } from '@/lib/i18n/use-messages';
import type { CheckoutFormOutput, CheckoutFormValues } from './checkout-form-schema';
import en from './locales/en.json';

export const GROSS_REQUIRED = 'Enter the Gross Profit';
// A token taken off the market's list (another device, the market's settings) while a count was typed for it.
export const TOKEN_GONE = CHECKOUT_TOKEN_MESSAGES.tokenGone;
// What a removed token's field says in place of its value: it stays in the figures (a count typed, or the vendor's
// report) until the manager has taken its count out.
export const TOKEN_GONE_NOTE = CHECKOUT_TOKEN_MESSAGES.tokenGoneNote;

// The form's values. Its schema (checkout-form-schema.ts) loads with zod after the first screen: the form checks
// them through it from the first change on (components/checkout-form.tsx).
export type { CheckoutFormOutput, CheckoutFormValues } from './checkout-form-schema';

/** A fresh form for one vendor: no gross, every token at 0, every custom field blank. */
export function emptyFormValues({
  context,
  vendorId,
}: {
  context: Pick<CheckoutDay, 'market_tokens' | 'custom_fields'>;
  vendorId: string;
}): CheckoutFormValues {
  return {
    market_vendor_id: vendorId,
    reported_gross: null,
    tokens: context.market_tokens.map((token) => ({ token_id: token.id, count: 0 })),
    custom_fields: Object.fromEntries(context.custom_fields.map((key) => [key, null])),
    sales_report_id: null,
    adjust_reason: '',
  };
}

/**
 * The vendor's report in the form, to book as sent (Confirm) or to change with a reason (Adjust). A token the
 * vendor reported that the market has removed since keeps its count, after the market's tokens: left out, the
 * report would be booked as if the vendor had handed none of those tokens over (the money owed too high), so
 * checkoutFormSchema refuses it (TOKEN_GONE) until the manager takes it out, which is an Adjust with a reason.
 */
export function reportFormValues({
  context,
  vendorId,
  report,
}: {
  context: Pick<CheckoutDay, 'market_tokens' | 'custom_fields'>;
  vendorId: string;
  report: VendorReportInCents;
}): CheckoutFormValues {
  const counts = new Map(report.tokens.map((token) => [token.token_id, token.count]));
  const listed = new Set(context.market_tokens.map((token) => token.id));
  return {
    ...emptyFormValues({ context, vendorId }),
    reported_gross: report.gross_cents,
    tokens: [
      ...context.market_tokens.map((token) => ({ token_id: token.id, count: counts.get(token.id) ?? 0 })),
      ...report.tokens
        .filter((token) => !listed.has(token.token_id) && token.count > 0)
        .map(({ token_id, count }) => ({ token_id, count })),
    ],
    sales_report_id: report.id,
  };
}

/** The figures differ from the vendor's own report: booking them is an Adjust, which needs a reason. */
export function differsFromReport(values: CheckoutFormValues, report: VendorReportInCents): boolean {
  const counted = (tokens: readonly { token_id: string; count: number }[]) =>
    new Map(tokens.filter((t) => t.count > 0).map((t) => [t.token_id, t.count]));
  const typed = counted(values.tokens);
  const reported = counted(report.tokens);
  return (
    values.reported_gross !== report.gross_cents ||
    typed.size !== reported.size ||
    [...typed].some(([id, count]) => reported.get(id) !== count)
  );
}

type FormTokens = CheckoutFormValues['tokens'];

/**
 * The counts in the form, carried by token id onto the market's tokens as the day lists them now (a token added,
 * removed, renamed or moved by another device since the form was filled): the market's tokens in its order, each
 * with its own count (0 for a new one), then any token no longer listed that still has a count, kept so the money
 * is not dropped without the manager seeing it (checkoutFormSchema refuses it until it is 0). The form's array
 * itself when nothing moved.
 */
export function carryTokenCounts(tokens: FormTokens, marketTokens: readonly { id: string }[]): FormTokens {
  const counts = new Map(tokens.map((token) => [token.token_id, token.count]));
  const listed = new Set(marketTokens.map((token) => token.id));
  const next = [
    ...marketTokens.map((token) => ({ token_id: token.id, count: counts.get(token.id) ?? 0 })),
    ...tokens.filter((token) => !listed.has(token.token_id) && token.count > 0),
  ];
  const same =
    next.length === tokens.length && next.every((token, i) => token.token_id === tokens[i]?.token_id);
  return same ? tokens : next;
}

/** The counts with one token's count set, found by id (added at the end when the token is new to them). */
export function withTokenCount(tokens: FormTokens, tokenId: string, count: number): FormTokens {
  return tokens.some((token) => token.token_id === tokenId)
    ? tokens.map((token) => (token.token_id === tokenId ? { ...token, count } : token))
    : [...tokens, { token_id: tokenId, count }];
}

/** Nothing typed yet: no gross, no token counted, no custom field filled. */
export function isBlankForm(values: CheckoutFormValues): boolean {
  return (
    values.reported_gross === null &&
    values.tokens.every((token) => token.count === 0) &&
    Object.values(values.custom_fields).every((value) => value === null || value === '')
  );
}

export function toCheckoutDraft({
  values,
  marketDate,
  vendor,
}: {
  values: CheckoutFormOutput;
  marketDate: string;
  vendor: CheckoutDayVendor;
}): CheckoutDraft {
  return {
    market_vendor_id: values.market_vendor_id,
    market_date: marketDate,
    reported_gross_cents: values.reported_gross,
    tokens: values.tokens,
    custom_fields: values.custom_fields,
    receipt_email: vendor.receipt_email ?? undefined,
    ...(values.sales_report_id
      ? { sales_report_id: values.sales_report_id, adjust_reason: values.adjust_reason || null }
      : {}),
  };
}

export { checkoutTotals, tokenCountRefusal } from '@/entities/checkout/checkout-day-totals';
export { owedLegend } from '@/entities/checkout/checkout-totals';

/** '+ $0.50 Gov. fee' */
export function govFeeText(govFeeCents: number): string {
  return messagesOf(en)('govFeeText', { amount: formatCents(govFeeCents) });
}

export type CheckoutControl = Control<CheckoutFormValues, unknown, CheckoutFormOutput>;
