import type { RuleKey } from '@marketday/shared';

export const RULE_LABELS: Record<RuleKey, string> = {
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
};
