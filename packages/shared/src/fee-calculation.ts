import { FEE_STRUCTURES, type FeeStructure, type VendorType } from './enums';
import type { VendorFee } from './fees';
import { type BasisPoints, type Cents, dollarsToCents, formatCents } from './money';

// A market's fee rule for one vendor type, in the units the server keeps (cents, basis points).
export type FeeRule = {
  vendorType: VendorType;
  feeType: FeeStructure;
  flatCents: Cents;
  percentBasisPoints: BasisPoints;
  // The market fee's bounds per market day (docs/product.md §10 "Fee caps"); null: no bound.
  minCents: Cents | null;
  maxCents: Cents | null;
};

function centsOrNull(dollars: number | null | undefined): Cents | null {
  return dollars == null ? null : dollarsToCents(dollars);
}

// The one parser from the API's dollar-valued fee (flat in dollars, percent 0–100) to a rule in cents and basis
// points (docs/product.md §10).
export function feeRuleOf(fee: VendorFee): FeeRule {
  return {
    vendorType: fee.vendor_type,
    feeType: fee.fee_type,
    flatCents: dollarsToCents(fee.flat),
    percentBasisPoints: Math.round(fee.percent * 100),
    minCents: centsOrNull(fee.min_fee),
    maxCents: centsOrNull(fee.max_fee),
  };
}

export const FEE_TEXT = {
  noFees: 'No vendor fees for this market',
  noFeeFor: (type: string) => `No fee found for ${type}`,
  notApplicable: 'No fees applicable.',
  unknown: 'Unknown fee type',
} as const;

// Integer division with half-away-from-zero rounding: exact for any cent amount.
function divideRounded(numerator: number, divisor: number): number {
  const quotient = Math.trunc(numerator / divisor);
  const remainder = numerator - quotient * divisor;
  if (Math.abs(remainder) * 2 >= divisor) return quotient + Math.sign(numerator);
  return quotient;
}

// A share (in basis points) of an amount in cents, rounded once to the cent.
export function percentOfCents({ cents, basisPoints }: { cents: Cents; basisPoints: BasisPoints }): Cents {
  return divideRounded(cents * basisPoints, 10_000);
}

function formatPercent(basisPoints: BasisPoints): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

export type FeeResult = { feeCents: number; calculation: string };

const FEE_TYPES_KNOWN: ReadonlySet<string> = new Set(FEE_STRUCTURES);

// The fee rule's minimum, then its maximum, on the fee already rounded to the cent; a bound that changes the
// fee is named after the formula ("10% of $800.00 = $80.00, at most $60.00"), one that doesn't is not shown.
// A minimum applies on a day of zero gross too: it is the least a vendor pays per market day attended.
function applyFeeCaps(fee: FeeResult, rule: FeeRule): FeeResult {
  let { feeCents, calculation } = fee;
  if (rule.minCents !== null && feeCents < rule.minCents) {
    feeCents = rule.minCents;
    calculation = `${calculation}, at least ${formatCents(rule.minCents)}`;
  }
  // The schema refuses min > max; a stored pair like that would end at the maximum.
  if (rule.maxCents !== null && feeCents > rule.maxCents) {
    feeCents = rule.maxCents;
    calculation = `${calculation}, at most ${formatCents(rule.maxCents)}`;
  }
  return { feeCents, calculation };
}

// One formula per fee type, for reported gross G (docs/product.md, "Vendor fee"), within the rule's bounds.
export function calculateVendorFee({ grossCents, rule }: { grossCents: Cents; rule: FeeRule }): FeeResult {
  if (!FEE_TYPES_KNOWN.has(rule.feeType)) return { feeCents: 0, calculation: FEE_TEXT.unknown };
  return applyFeeCaps(uncappedVendorFee({ grossCents, rule }), rule);
}

function uncappedVendorFee({ grossCents, rule }: { grossCents: Cents; rule: FeeRule }): FeeResult {
  const { flatCents } = rule;
  const percentCents = percentOfCents({ cents: grossCents, basisPoints: rule.percentBasisPoints });
  const pct = `${formatPercent(rule.percentBasisPoints)} of ${formatCents(grossCents)}`;
  switch (rule.feeType) {
    case 'PERCENT_GROSS':
      return { feeCents: percentCents, calculation: `${pct} = ${formatCents(percentCents)}` };
    case 'FLAT_FEE':
      return { feeCents: flatCents, calculation: `${formatCents(flatCents)} flat` };
    case 'FLAT_PERCENT_COMBO': {
      const total = flatCents + percentCents;
      return { feeCents: total, calculation: `${formatCents(flatCents)} + ${pct} = ${formatCents(total)}` };
    }
    case 'MAX_OF_EITHER': {
      const total = Math.max(flatCents, percentCents);
      return {
        feeCents: total,
        calculation: `max(${formatCents(flatCents)}, ${pct}) = ${formatCents(total)}`,
      };
    }
    default:
      return { feeCents: 0, calculation: FEE_TEXT.unknown };
  }
}

export type CheckoutTokenLine = { count: number; perDollarValueCents: number };

export type CheckoutTotals = {
  marketFeeCents: number;
  govFeeCents: number;
  tokenTotalCents: number;
  moneyOwedCents: number;
  calculation: string;
};

type CheckoutFigures = {
  grossCents: Cents;
  vendorType: VendorType;
  govFeeCents: Cents;
  tokens: CheckoutTokenLine[];
};

// Money owed = market fee + gov fee − Σ(count × per-token value). Negative: the market owes the vendor.
export function priceCheckoutFigures({
  grossCents,
  vendorType,
  rules,
  govFeeCents,
  tokens,
}: CheckoutFigures & { rules: FeeRule[] }): CheckoutTotals {
  const tokenTotalCents = tokens.reduce((sum, t) => sum + t.count * t.perDollarValueCents, 0);
  const rule = rules.find((f) => f.vendorType === vendorType);
  let fee: FeeResult;
  if (rules.length === 0) fee = { feeCents: 0, calculation: FEE_TEXT.noFees };
  else if (!rule) fee = { feeCents: 0, calculation: FEE_TEXT.noFeeFor(vendorType) };
  else if (rule.flatCents === 0 && rule.percentBasisPoints === 0 && !rule.minCents)
    fee = { feeCents: 0, calculation: FEE_TEXT.notApplicable };
  else fee = calculateVendorFee({ grossCents, rule });
  return {
    marketFeeCents: fee.feeCents,
    govFeeCents,
    tokenTotalCents,
    moneyOwedCents: fee.feeCents + govFeeCents - tokenTotalCents,
    calculation: fee.calculation,
  };
}

// The browser's preview of a checkout, from the dollar-valued fees the API sent (parsed once here).
export function calculateCheckout({
  vendorFees,
  ...figures
}: CheckoutFigures & { vendorFees: VendorFee[] }): CheckoutTotals {
  return priceCheckoutFigures({ ...figures, rules: vendorFees.map(feeRuleOf) });
}

// "6% of gross", "$25.00 flat", "$10.00 + 5% of gross", "$25.00 or 8.5% of gross, whichever is greater",
// each followed by its bounds: "10% of gross, at least $15.00, at most $60.00".
export function describeVendorFee(fee: VendorFee): string {
  const rule = feeRuleOf(fee);
  const formula = describeFormula(rule);
  if (formula === FEE_TEXT.unknown) return formula;
  const bounds = [
    rule.minCents === null ? null : `at least ${formatCents(rule.minCents)}`,
    rule.maxCents === null ? null : `at most ${formatCents(rule.maxCents)}`,
  ].filter((part) => part !== null);
  return [formula, ...bounds].join(', ');
}

function describeFormula(rule: FeeRule): string {
  const flat = formatCents(rule.flatCents);
  const pct = `${formatPercent(rule.percentBasisPoints)} of gross`;
  switch (rule.feeType) {
    case 'PERCENT_GROSS':
      return pct;
    case 'FLAT_FEE':
      return `${flat} flat`;
    case 'FLAT_PERCENT_COMBO':
      return `${flat} + ${pct}`;
    case 'MAX_OF_EITHER':
      return `${flat} or ${pct}, whichever is greater`;
    default:
      return FEE_TEXT.unknown;
  }
}
