import { labelledEnum } from './labelled-enum';

// What the audit trail records, in words; apart from ./audit.ts's schemas so a list that only names an action
// does not load zod (docs/decisions/038-page-weight-and-first-screen.md).
export const AUDIT_ENTITIES = ['transaction', 'day_report', 'token_entry', 'document'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const [AUDIT_ACTIONS, AUDIT_ACTION_LABELS] = labelledEnum({
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
});
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
