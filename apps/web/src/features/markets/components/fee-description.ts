import {
  calculateVendorFee,
  describeVendorFee,
  type FeeStructure,
  feeRuleOf,
  formatCents,
  type VendorFee,
} from '@marketday/shared';

// The gross used for the live example under each fee rule.
export const EXAMPLE_GROSS_CENTS = 50_000;

export function usesFlat(type: FeeStructure): boolean {
  return type !== 'PERCENT_GROSS';
}

export function usesPercent(type: FeeStructure): boolean {
  return type !== 'FLAT_FEE';
}

// The rule in words ('6% of gross'); the wording and the math live once, in shared.
export function describeFee(fee: VendorFee): string {
  return describeVendorFee(fee);
}

// 'On $500.00 gross: $30.00', computed in cents like the checkout.
export function feeExample(fee: VendorFee, grossCents = EXAMPLE_GROSS_CENTS): string {
  const { feeCents } = calculateVendorFee({ grossCents, rule: feeRuleOf(fee) });
  return `On ${formatCents(grossCents)} gross: ${formatCents(feeCents)}`;
}
