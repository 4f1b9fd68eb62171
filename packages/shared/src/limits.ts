// The largest figures the app takes, declared once for forms and server alike (docs/limits.md). What a person
// enters is stored as 32-bit integer cents and counts, so each bound keeps it below 2^31; a checkout's token
// total and money owed (counts × values) are 64-bit, and the server refuses one past MAX_TOTAL_CENTS, which
// keeps every figure exact in a JavaScript number.
export const MAX_GROSS_DOLLARS = 10_000_000;
export const MAX_FEE_DOLLARS = 100_000;
export const MAX_TOKEN_VALUE_DOLLARS = 1_000;
export const MAX_REPORT_AMOUNT_DOLLARS = 10_000_000;
export const MAX_TOKEN_COUNT = 100_000;
export const MAX_TOTAL_CENTS = 1_000_000_000_000;
// Tokens of one kind a market can hold (the ledger balance, a 32-bit integer).
export const MAX_TOKEN_BALANCE = 1_000_000_000;
export const TOKEN_BALANCE_TOO_LARGE = 'A token stock can be at most 1,000,000,000';

export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

export const TWO_DECIMALS_MESSAGE = 'Use at most two decimals';
export const DATE_RANGE_MESSAGE = 'Date must be between 01/01/1900 and 12/31/2100';
export const TOKEN_TOTAL_TOO_LARGE = 'The token total is too large: check the token counts';
export const TEXT_CHARACTERS_MESSAGE = 'Remove the control characters from this text';

export const INVALID_DATE_MESSAGE = 'Invalid date format';

// C0 controls (but tab, newline and carriage return), DEL, and UTF-16 halves without their other half:
// PostgreSQL stores none of them, and none belongs in a name, a note or a message.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

export function isCleanText(value: string): boolean {
  return !hasControlCharacter(value) && !LONE_SURROGATE.test(value);
}

/** How deep a request's JSON may nest; no form of the app comes near it. */
export const MAX_JSON_DEPTH = 32;
export const NESTING_MESSAGE = 'The request is nested too deeply';

type Unclean = { path: (string | number)[]; message: string };

/**
 * The first string (or object key) in a parsed JSON value that is not clean text, or the first value nested
 * deeper than MAX_JSON_DEPTH. Walks with its own stack: a body of thousands of nested arrays must not overflow.
 */
export function findUncleanText(value: unknown): Unclean | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as (typeof stack)[number];
    if (typeof current === 'string') {
      if (!isCleanText(current)) return { path, message: TEXT_CHARACTERS_MESSAGE };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return { path, message: NESTING_MESSAGE };
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    // Reversed onto the stack, so the first field is looked at first and named in the answer.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string | number, unknown];
      if (typeof key === 'string' && !isCleanText(key))
        return { path: [...path, key], message: TEXT_CHARACTERS_MESSAGE };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
