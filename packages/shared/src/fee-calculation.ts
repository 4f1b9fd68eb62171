import {
  FEE_STRUCTURES,
  type FeeStructure,
  TOKEN_PROGRAM_LABELS,
  TOKEN_PROGRAMS,
  type TokenProgram,
  type VendorType,
} from './enums';
import type { VendorFee } from './fees';
import { type BasisPoints, type Cents, dollarsToCents, formatCents } from './money';

// One tier of a sliding scale: from this base on, this percent of the whole base (docs/product.md §10 "Fee models").
export type FeeTier = { fromCents: Cents; basisPoints: BasisPoints };

// A market's fee rule for one vendor type, in the units the server keeps (cents, basis points).
export type FeeRule = {
  vendorType: VendorType;
  feeType: FeeStructure;
  flatCents: Cents;
  percentBasisPoints: BasisPoints;
  // The market fee's bounds per market day (docs/product.md §10 "Fee caps"); null: no bound.
  minCents: Cents | null;
  maxCents: Cents | null;
  // The fee models (docs/product.md §10 "Fee models"), each changing the percent part only; left out (a rule
  // saved before them): none. No percent on a base below the threshold; a sliding scale in place of the one
  // percent; the programs whose tokens handed in are left out of the base.
  percentThresholdCents?: Cents | null;
  percentTiers?: readonly FeeTier[] | null;
  excludedPrograms?: readonly TokenProgram[];
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
    percentThresholdCents: centsOrNull(fee.percent_threshold),
    percentTiers:
      fee.percent_tiers?.map((tier) => ({
        fromCents: dollarsToCents(tier.from),
        basisPoints: Math.round(tier.percent * 100),
      })) ?? null,
    excludedPrograms: fee.excluded_programs ?? [],
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

// The English of the fee models' parts of a calculation line (docs/product.md §10 "Fee models"); each is a message
// of the shared catalogue area 'fee-models', so the edge that knows the reader says the line in their language.
export const FEE_MODEL_TEXT = {
  // The base the percent is taken of, when tokens of excluded programs were handed in: one to five programs.
  excluded: (base: string, gross: string, excluded: string, programs: readonly string[]) =>
    `${base} (gross ${gross} less ${excluded} ${listed(programs)} tokens)`,
  tierFrom: (base: string, from: string) => `${base} (sales from ${from})`,
  belowThreshold: (threshold: string, fee: string) => `no percent below ${threshold}: ${fee}`,
  belowThresholdOn: (threshold: string, base: string, fee: string) =>
    `no percent below ${threshold} on ${base}: ${fee}`,
} as const;

// "SNAP", "SNAP and Incentive", "SNAP, Incentive and Market bucks".
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// A token line of a checkout: its count, value and program (left out: a program no rule excludes).
export type CheckoutTokenLine = {
  count: number;
  perDollarValueCents: number;
  program?: TokenProgram | undefined;
};

// The percent part of a rule for gross G and the tokens handed in (docs/product.md §10 "Fee models"): the base is
// G less the value of the tokens of excluded programs (never below 0); below the threshold there is no percent;
// a sliding scale takes the rate of the tier the base falls in, on the whole base.
type PercentPart =
  | { below: false; cents: Cents; text: string }
  | { below: true; thresholdCents: Cents; baseText: string | null };

function percentPart(grossCents: Cents, rule: FeeRule, tokens: readonly CheckoutTokenLine[]): PercentPart {
  const excluded = new Set(rule.excludedPrograms ?? []);
  const byProgram = TOKEN_PROGRAMS.filter((program) => excluded.has(program))
    .map((program) => ({
      program,
      cents: tokens
        .filter((token) => token.program === program)
        .reduce((sum, token) => sum + token.count * token.perDollarValueCents, 0),
    }))
    .filter((part) => part.cents > 0);
  const excludedCents = byProgram.reduce((sum, part) => sum + part.cents, 0);
  const baseCents = Math.max(0, grossCents - excludedCents);
  const baseText =
    excludedCents > 0
      ? FEE_MODEL_TEXT.excluded(
          formatCents(baseCents),
          formatCents(grossCents),
          formatCents(excludedCents),
          byProgram.map((part) => TOKEN_PROGRAM_LABELS[part.program]),
        )
      : null;
  const threshold = rule.percentThresholdCents ?? null;
  if (threshold !== null && baseCents < threshold)
    return { below: true, thresholdCents: threshold, baseText };
  const ofText = baseText ?? formatCents(baseCents);
  const tiers = rule.percentTiers;
  if (tiers && tiers.length > 0) {
    const tier = tiers.findLast((t) => t.fromCents <= baseCents) ?? tiers[0]!;
    return {
      below: false,
      cents: percentOfCents({ cents: baseCents, basisPoints: tier.basisPoints }),
      text: `${formatPercent(tier.basisPoints)} of ${FEE_MODEL_TEXT.tierFrom(ofText, formatCents(tier.fromCents))}`,
    };
  }
  return {
    below: false,
    cents: percentOfCents({ cents: baseCents, basisPoints: rule.percentBasisPoints }),
    text: `${formatPercent(rule.percentBasisPoints)} of ${ofText}`,
  };
}

// One formula per fee type, for reported gross G (docs/product.md, "Vendor fee"), within the rule's bounds. The
// tokens handed in matter only to a rule that leaves some programs out of the percent's base.
export function calculateVendorFee({
  grossCents,
  rule,
  tokens = [],
}: {
  grossCents: Cents;
  rule: FeeRule;
  tokens?: readonly CheckoutTokenLine[];
}): FeeResult {
  if (!FEE_TYPES_KNOWN.has(rule.feeType)) return { feeCents: 0, calculation: FEE_TEXT.unknown };
  return applyFeeCaps(uncappedVendorFee({ grossCents, rule, tokens }), rule);
}

function uncappedVendorFee({
  grossCents,
  rule,
  tokens,
}: {
  grossCents: Cents;
  rule: FeeRule;
  tokens: readonly CheckoutTokenLine[];
}): FeeResult {
  const { flatCents } = rule;
  if (rule.feeType === 'FLAT_FEE')
    return { feeCents: flatCents, calculation: `${formatCents(flatCents)} flat` };
  const percent = percentPart(grossCents, rule, tokens);
  if (percent.below) {
    // No percent: the percent alone is $0.00, a flat part (plus or the greater of) is the flat alone.
    const feeCents = rule.feeType === 'PERCENT_GROSS' ? 0 : flatCents;
    const fee = rule.feeType === 'PERCENT_GROSS' ? formatCents(0) : `${formatCents(flatCents)} flat`;
    const threshold = formatCents(percent.thresholdCents);
    const calculation =
      percent.baseText === null
        ? FEE_MODEL_TEXT.belowThreshold(threshold, fee)
        : FEE_MODEL_TEXT.belowThresholdOn(threshold, percent.baseText, fee);
    return { feeCents, calculation };
  }
  const { cents: percentCents, text: pct } = percent;
  switch (rule.feeType) {
    case 'PERCENT_GROSS':
      return { feeCents: percentCents, calculation: `${pct} = ${formatCents(percentCents)}` };
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
  else if (chargesNothing(rule)) fee = { feeCents: 0, calculation: FEE_TEXT.notApplicable };
  else fee = calculateVendorFee({ grossCents, rule, tokens });
  return {
    marketFeeCents: fee.feeCents,
    govFeeCents,
    tokenTotalCents,
    moneyOwedCents: fee.feeCents + govFeeCents - tokenTotalCents,
    calculation: fee.calculation,
  };
}

// A rule of $0 flat and 0 % (every tier of a sliding scale 0 %) without a minimum: 'No fees applicable.'.
function chargesNothing(rule: FeeRule): boolean {
  const percents = rule.percentTiers?.length
    ? rule.percentTiers.map((tier) => tier.basisPoints)
    : [rule.percentBasisPoints];
  return rule.flatCents === 0 && percents.every((bp) => bp === 0) && !rule.minCents;
}

// The browser's preview of a checkout, from the dollar-valued fees the API sent (parsed once here).
export function calculateCheckout({
  vendorFees,
  ...figures
}: CheckoutFigures & { vendorFees: VendorFee[] }): CheckoutTotals {
  return priceCheckoutFigures({ ...figures, rules: vendorFees.map(feeRuleOf) });
}

// "6% of gross", "$25.00 flat", "$10.00 + 5% of gross", "$25.00 or 8.5% of gross, whichever is greater",
// each followed by its fee models and its bounds: "5% of gross, 7% from $500.00, not counting SNAP tokens, no percent
// below $100.00, at least $15.00, at most $60.00" (docs/product.md §10).
export function describeVendorFee(fee: VendorFee): string {
  const rule = feeRuleOf(fee);
  const formula = describeFormula(rule);
  if (formula === FEE_TEXT.unknown) return formula;
  const models = describeFeeModels(rule, (programs) =>
    programs.map((program) => TOKEN_PROGRAM_LABELS[program]),
  );
  const bounds = [
    rule.minCents === null ? null : `at least ${formatCents(rule.minCents)}`,
    rule.maxCents === null ? null : `at most ${formatCents(rule.maxCents)}`,
  ].filter((part) => part !== null);
  return [formula, ...models.map((part) => FEE_MODEL_WORDS[part.kind](part.value)), ...bounds].join(', ');
}

// The English of the fee models in the rule's words (the web says the same parts from its own catalogue).
export const FEE_MODEL_WORDS = {
  tier: (value: Record<string, string>) => `${value.percent} from ${value.from}`,
  excluded: (value: Record<string, string>) => `not counting ${value.programs} tokens`,
  threshold: (value: Record<string, string>) => `no percent below ${value.amount}`,
} as const;

// One fee model of a rule in words: its kind (a key of FEE_MODEL_WORDS) and the values it names.
export type FeeModelPart = { kind: keyof typeof FEE_MODEL_WORDS; value: Record<string, string> };

// The fee models of a rule that uses a percent, in the order the rule in words lists them: the sliding scale's tiers
// after its first, the programs left out (named by `names`, in their usual order), the threshold.
export function describeFeeModels(
  rule: FeeRule,
  names: (programs: TokenProgram[]) => string[],
): FeeModelPart[] {
  if (rule.feeType === 'FLAT_FEE') return [];
  const parts: FeeModelPart[] = [];
  for (const tier of rule.percentTiers?.slice(1) ?? []) {
    parts.push({
      kind: 'tier',
      value: { percent: formatPercent(tier.basisPoints), from: formatCents(tier.fromCents) },
    });
  }
  const excluded = TOKEN_PROGRAMS.filter((program) => rule.excludedPrograms?.includes(program));
  if (excluded.length > 0) parts.push({ kind: 'excluded', value: { programs: listed(names(excluded)) } });
  if (rule.percentThresholdCents != null) {
    parts.push({ kind: 'threshold', value: { amount: formatCents(rule.percentThresholdCents) } });
  }
  return parts;
}

// The rule's percent in words: its one percent, or its sliding scale's first tier.
export function headlinePercent(rule: FeeRule): string {
  return formatPercent(rule.percentTiers?.[0]?.basisPoints ?? rule.percentBasisPoints);
}

function describeFormula(rule: FeeRule): string {
  const flat = formatCents(rule.flatCents);
  const pct = `${headlinePercent(rule)} of gross`;
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
