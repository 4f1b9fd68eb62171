import { labelledEnum } from './labelled-enum';

// The sections of a market's rules and their headings. A module of their own, apart from the market schemas: the
// vendor's home shows a market's rules, and importing markets.ts would build every market, fee and token schema as
// the page loads (issue 32).
export const [RULE_KEYS, RULE_LABELS] = labelledEnum({
  summary: 'Summary',
  general_rules: 'General rules',
  rules_for_specific_types_of_vendors: 'Rules for specific types of vendors',
  participation: 'Participation',
  absences_or_cancellation: 'Absences or cancellation',
  spaces_and_tents: 'Spaces and tents',
  licenses_and_insurance: 'Licenses and insurance',
  parking: 'Parking',
  complaints: 'Complaints',
  manager_info: 'Manager info',
});
export type RuleKey = (typeof RULE_KEYS)[number];
