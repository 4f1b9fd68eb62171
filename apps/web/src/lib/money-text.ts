import type { Cents } from '@marketday/shared';

// The one place a money field's typed text becomes integer cents (issue 29, item 4), and cents become the text a
// field shows. The text is one NumericInput accepts (lib/numeric-input: digits, an optional "-", at most two
// decimals); it is read digit by digit, so no binary fraction ever stands between the keystrokes and the cents.

/** "412.5" → 41250, "5." → 500, "-0.07" → -7; "", "-" and "." are 0. */
export function moneyTextToCents(text: string): Cents {
  const negative = text.trim().startsWith('-');
  const [whole = '', fraction = ''] = text.trim().replace(/^-/, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(`${fraction}00`.slice(0, 2));
  if (!Number.isFinite(cents) || cents === 0) return 0;
  return negative ? -cents : cents;
}

function parts(cents: Cents): { sign: string; whole: string; fraction: string } {
  const abs = Math.abs(Math.round(cents));
  return {
    sign: cents < 0 && abs !== 0 ? '-' : '',
    whole: String(Math.floor(abs / 100)),
    fraction: String(abs % 100).padStart(2, '0'),
  };
}

/** The text a field shows for a settled amount, without trailing zeros: 41250 → "412.5", 500 → "5", 7 → "0.07". */
export function centsToMoneyText(cents: Cents): string {
  const { sign, whole, fraction } = parts(cents);
  const shortFraction = fraction.replace(/0+$/, '');
  return `${sign}${whole}${shortFraction ? `.${shortFraction}` : ''}`;
}

/** The text a money field settles on when it loses focus: 41250 → "412.50", 500 → "5.00". */
export function centsToFixedMoneyText(cents: Cents): string {
  const { sign, whole, fraction } = parts(cents);
  return `${sign}${whole}.${fraction}`;
}

/**
 * A money field built on NumericInput (whose value is the typed amount as a number) reports cents through these two:
 * the number is the field's own decimal text read back (two decimals at most), so it is turned into cents from that
 * text, never multiplied.
 */
export function fieldAmountToCents(amount: number): Cents {
  return moneyTextToCents(String(amount));
}

export function centsToFieldAmount(cents: Cents): number {
  return Number(centsToMoneyText(cents));
}
