// docs/product.md §5 "Numeric input" and §9 (2 decimals): the rules live here, pure, so they can be unit-tested.

export const NUMERIC_INPUT_DECIMALS = 2;

export type NumericInputRules = {
  min?: number | undefined;
  max?: number | undefined;
  allowNegative?: boolean | undefined;
  decimals?: number | undefined;
};

export type NumericInputResult = { text: string; value: number };

function acceptedPattern(allowNegative: boolean, decimals: number): RegExp {
  const sign = allowNegative ? '-?' : '';
  const fraction = decimals > 0 ? `(\\.\\d{0,${decimals}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`);
}

// "05" → "5" and "-007.5" → "-7.5", but "0", "0.5" and "-0." keep their zero.
function normalise(text: string): string {
  const negative = text.startsWith('-');
  let body = negative ? text.slice(1) : text;
  body = body.replace(/^0+(?=\d)/, '');
  if (body.startsWith('.')) body = `0${body}`;
  return negative ? `-${body}` : body;
}

/** The value a (possibly half-typed) accepted text stands for: "", "-" and "." are 0. */
export function parseNumericText(text: string): number {
  const value = Number.parseFloat(text);
  // Adding 0 turns -0 into 0 so "-0." never reports a negative zero.
  return Number.isNaN(value) ? 0 : value + 0;
}

/**
 * Applies one edit (the field's whole new text). Returns the text to show and the value to report,
 * or null when the edit must be rejected and the field keep its previous text.
 */
export function applyNumericInput({
  text,
  min,
  max,
  allowNegative = false,
  decimals = NUMERIC_INPUT_DECIMALS,
}: NumericInputRules & { text: string }): NumericInputResult | null {
  // An emptied field is allowed while typing and counts as 0 (docs/product.md §5: empty means 0).
  if (text === '') return { text: '', value: 0 };
  if (!acceptedPattern(allowNegative, decimals).test(text)) return null;
  const next = normalise(text);
  if (next === '-') return { text: next, value: 0 };
  const value = parseNumericText(next);
  // Out-of-range values are ignored, not clamped (docs/product.md §5).
  if (min !== undefined && value < min) return null;
  if (max !== undefined && value > max) return null;
  return { text: next, value };
}

/** The text a settled value shows: "0" for empty, no trailing "." and at most `decimals` decimals. */
export function formatNumericValue(value: number, decimals = NUMERIC_INPUT_DECIMALS): string {
  if (!Number.isFinite(value)) return '0';
  return String(Number(value.toFixed(decimals)) + 0);
}
