import { z } from 'zod';

// Field rules shared by several schemas, each with its one message (docs/product.md §5).
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^[0-9-]*$/, 'Input must only contain numbers and hyphens');

export const optionalPhoneSchema = phoneSchema.optional().or(z.literal('')).nullable();

export const contactEmailSchema = z.string().trim().email('Invalid email format');

// "Jane Doe, Sam" — each name one or two words of letters.
const PRODUCER_NAMES = /^\s*[A-Za-z]+(?: [A-Za-z]+)?\s*(?:,\s*[A-Za-z]+(?: [A-Za-z]+)?\s*)*$/;
export const producerNamesSchema = z
  .string()
  .refine(
    (value) => value.trim() === '' || PRODUCER_NAMES.test(value),
    'Must be a comma-separated list of names',
  );
