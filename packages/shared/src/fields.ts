import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from './constants';
import { whenValid } from './when-valid';

// Field rules shared by several schemas, each with its one message (docs/product.md §5).
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^[0-9-]*$/, 'Input must only contain numbers and hyphens');

export const optionalPhoneSchema = phoneSchema.optional().or(z.literal('')).nullable();

export const contactEmailSchema = z.string().trim().email('Invalid email format');

// The name of a market, vendor or association: `${label} is required` when missing or blank, trimmed, and shorter
// than NAME_MAX.
export function requiredNameSchema(label: string) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX - 1, `${label} must be less than ${NAME_MAX} characters`);
}

// The e-mail of an account, which its owner may sign in with: at most EMAIL_MAX characters, and the login form
// takes that long an e-mail too (loginFieldErrors), so whoever can sign up can sign in (issue 28, item 14).
export const accountEmailSchema = z
  .string('Email is required')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `Email must not exceed ${EMAIL_MAX} characters.`)
  .email('Invalid email.');

// "Jane Doe, Sam" — each name one or two words of letters: any alphabet's, with its accents ("Nguyễn Văn", "José
// Muñoz"), and an apostrophe or hyphen inside a word ("O'Brien", "Mary-Jo"). A word is \p{L}[\p{L}\p{M}]* and any
// ['’-] + word after it; a name is a word, or two with a space between; names are separated by commas.
const PRODUCER_NAMES =
  /^\s*\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?: \p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*)?\s*(?:,\s*\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?: \p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*)?\s*)*$/u;
export const PRODUCER_NAMES_MAX = 500;
export const producerNamesSchema = z
  .string()
  .max(PRODUCER_NAMES_MAX, `Producer names must be at most ${PRODUCER_NAMES_MAX} characters`)
  .refine((value) => value.trim() === '' || PRODUCER_NAMES.test(value), {
    message: 'Must be a comma-separated list of names',
    ...whenValid,
  });
