import {
  type Cents,
  formatCents,
  type GrossDoubt,
  IMPLAUSIBLE_GROSS_DOLLARS,
  IMPLAUSIBLE_GROSS_FACTOR,
} from '@marketday/shared';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Kept apart from the dialog so the checkout grid asks the same question without loading the dialog.

/** A gross in question, its figures in cents (the doubt's limit and largest gross too). */
export type GrossCheck = { gross: Cents; vendorName: string; doubt: GrossDoubt };

const IMPLAUSIBLE_GROSS_CENTS = IMPLAUSIBLE_GROSS_DOLLARS * 100;

/** The shared `grossDoubt` rule (packages/shared checkout.ts), on cents: null when the gross looks usual. */
export function grossDoubtInCents({
  grossCents,
  largestCents,
}: {
  grossCents: Cents;
  largestCents: Cents | null;
}): GrossDoubt | null {
  if (grossCents > IMPLAUSIBLE_GROSS_CENTS) return { reason: 'over-limit', limit: IMPLAUSIBLE_GROSS_CENTS };
  if (largestCents !== null && largestCents > 0 && grossCents > largestCents * IMPLAUSIBLE_GROSS_FACTOR)
    return { reason: 'over-usual', largest: largestCents, factor: IMPLAUSIBLE_GROSS_FACTOR };
  return null;
}

/** The sentence that says why the figure deserves a second look. */
export function grossDoubtText({ gross, vendorName, doubt }: GrossCheck): string {
  const t = messagesOf(en);
  const figure = formatCents(gross);
  return doubt.reason === 'over-limit'
    ? t('overLimit', { figure, limit: formatCents(doubt.limit) })
    : t('overUsual', {
        figure,
        factor: doubt.factor,
        name: vendorName,
        largest: formatCents(doubt.largest),
      });
}
