import {
  calculateVendorFee,
  describeFeeModels,
  FEE_TEXT,
  type FeeModelPart,
  type FeeRule,
  type FeeStructure,
  feeRuleOf,
  formatCents,
  headlinePercent,
  TOKEN_PROGRAM_LABELS,
  type TokenProgram,
  type VendorFee,
} from '@marketday/shared';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The gross used for the live example under each fee rule.
export const EXAMPLE_GROSS_CENTS = 50_000;

export function usesFlat(type: FeeStructure): boolean {
  return type !== 'PERCENT_GROSS';
}

export function usesPercent(type: FeeStructure): boolean {
  return type !== 'FLAT_FEE';
}

// The rule in words ('6% of gross'), in the language shown: the same words as shared describeVendorFee says in
// English, each followed by its fee models and its bounds ('5% of gross, 7% from $500.00, not counting SNAP tokens,
// no percent below $100.00, at least $15.00, at most $60.00').
export function describeFee(fee: VendorFee): string {
  const t = messagesOf(en);
  const rule = feeRuleOf(fee);
  const formula = describeFormula(rule);
  if (formula === null) return sayShared(FEE_TEXT.unknown);
  const models = describeFeeModels(rule, programNames).map(({ kind, value }) => t(MODEL_WORDS[kind], value));
  const bounds = [
    rule.minCents === null ? null : t('feeAtLeast', { amount: formatCents(rule.minCents) }),
    rule.maxCents === null ? null : t('feeAtMost', { amount: formatCents(rule.maxCents) }),
  ].filter((part) => part !== null);
  return [formula, ...models, ...bounds].join(', ');
}

const MODEL_WORDS = {
  tier: 'feeTierFrom',
  excluded: 'feeNotCounting',
  threshold: 'feeNoPercentBelow',
} as const satisfies Record<FeeModelPart['kind'], keyof typeof en>;

// The programs' names in the language shown, the last two joined ('SNAP and Incentive'): describeFeeModels lists
// them with commas, so the names come back as one already joined.
function programNames(programs: TokenProgram[]): string[] {
  const names = programs.map((program) => sayShared(TOKEN_PROGRAM_LABELS[program]));
  if (names.length <= 1) return names;
  return [messagesOf(en)('feeProgramList', { first: names.slice(0, -1).join(', '), last: names.at(-1) })];
}

function describeFormula(rule: FeeRule): string | null {
  const t = messagesOf(en);
  const flat = formatCents(rule.flatCents);
  const percent = headlinePercent(rule);
  switch (rule.feeType) {
    case 'PERCENT_GROSS':
      return t('feePercentGross', { percent });
    case 'FLAT_FEE':
      return t('feeFlat', { flat });
    case 'FLAT_PERCENT_COMBO':
      return t('feeCombo', { flat, percent });
    case 'MAX_OF_EITHER':
      return t('feeGreater', { flat, percent });
    default:
      return null;
  }
}

// 'On $500.00 gross: $30.00', computed in cents like the checkout.
export function feeExample(fee: VendorFee, grossCents = EXAMPLE_GROSS_CENTS): string {
  const { feeCents } = calculateVendorFee({ grossCents, rule: feeRuleOf(fee) });
  return messagesOf(en)('feeExample', { gross: formatCents(grossCents), fee: formatCents(feeCents) });
}
