// Money is integer cents inside; the API speaks dollars with two decimals, converted once at the edge
// (docs/api-contracts.md, "Money at the edge").

/** An amount of money in integer cents: what every server layer and document uses. */
export type Cents = number;
/** A percentage in hundredths of a percent: 6.5% is 650. */
export type BasisPoints = number;

// Half away from zero, to the cent.
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function dollarsToCents(dollars: number): number {
  // toFixed(6) strips binary noise such as 0.1 + 0.2 before rounding.
  return roundHalfAwayFromZero(Number((dollars * 100).toFixed(6)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// "$1,234.56"; negative amounts as "-$12.00".
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

// "$1.2K", "$25": a chart's axis on a phone, where "$1,234.56" does not fit.
export function formatCentsCompact(cents: number): string {
  return usdCompact.format(cents / 100);
}

export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}

// At most two decimals: an amount the form can send without losing a fraction of a cent.
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
