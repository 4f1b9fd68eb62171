import { type MarketRules, RULE_KEYS } from '@marketday/shared';

// A market's rules with no section written; tests fill in the sections they are about.
export function buildMarketRules(written: Partial<MarketRules> = {}): MarketRules {
  return { ...(Object.fromEntries(RULE_KEYS.map((key) => [key, null])) as MarketRules), ...written };
}
