import type { FeeStructure, VendorType } from './enums';
import type { VendorFee } from './fees';
import { dollarsToCents, formatCents } from './money';

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

// Percent (0–100, two decimals) of an amount in cents, rounded once to the cent.
export function percentOfCents({ cents, percent }: { cents: number; percent: number }): number {
  return divideRounded(cents * Math.round(percent * 100), 10_000);
}

function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

export type FeeResult = { feeCents: number; calculation: string };

// DESIGN.md §3: one rule per fee type, for reported gross G.
export function calculateVendorFee({ grossCents, fee }: { grossCents: number; fee: VendorFee }): FeeResult {
  const flatCents = dollarsToCents(fee.flat);
  const percentCents = percentOfCents({ cents: grossCents, percent: fee.percent });
  const pct = `${formatPercent(fee.percent)} of ${formatCents(grossCents)}`;
  switch (fee.fee_type as FeeStructure) {
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

// Money owed = market fee + gov fee − Σ(count × per-token value). Negative: the market owes the vendor.
export function calculateCheckout({
  grossCents,
  vendorType,
  vendorFees,
  govFeeCents,
  tokens,
}: {
  grossCents: number;
  vendorType: VendorType;
  vendorFees: VendorFee[];
  govFeeCents: number;
  tokens: CheckoutTokenLine[];
}): CheckoutTotals {
  const tokenTotalCents = tokens.reduce((sum, t) => sum + t.count * t.perDollarValueCents, 0);
  const rule = vendorFees.find((f) => f.vendor_type === vendorType);
  let fee: FeeResult;
  if (vendorFees.length === 0) fee = { feeCents: 0, calculation: FEE_TEXT.noFees };
  else if (!rule) fee = { feeCents: 0, calculation: FEE_TEXT.noFeeFor(vendorType) };
  else if (rule.flat === 0 && rule.percent === 0) fee = { feeCents: 0, calculation: FEE_TEXT.notApplicable };
  else fee = calculateVendorFee({ grossCents, fee: rule });
  return {
    marketFeeCents: fee.feeCents,
    govFeeCents,
    tokenTotalCents,
    moneyOwedCents: fee.feeCents + govFeeCents - tokenTotalCents,
    calculation: fee.calculation,
  };
}

// "6% of gross", "$25.00 flat", "$10.00 + 5% of gross", "$25.00 or 8.5% of gross, whichever is greater".
export function describeVendorFee(fee: VendorFee): string {
  const flat = formatCents(dollarsToCents(fee.flat));
  const pct = `${formatPercent(fee.percent)} of gross`;
  switch (fee.fee_type) {
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
