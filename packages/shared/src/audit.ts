import { formatDisplayDate } from './dates';
import type { LedgerEntryType } from './enums';
import { dollarsToCents, formatCents } from './money';
import { LEDGER_TYPE_LABELS } from './tokens';

// The audit trail of money changes (checkouts, day reports, hand-entered token entries): who, when,
// and the values before and after, in the API's own shape (dollars).
export const AUDIT_ENTITIES = ['transaction', 'day_report', 'token_entry'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

export type TransactionAuditValues = {
  market_id: string;
  market_name: string;
  vendor_id: string;
  vendor_name: string;
  market_date: string;
  reported_gross: number;
  market_fee: number;
  market_fee_calculation: string;
  gov_fee: number;
  token_total: number;
  money_owed: number;
  tokens: { token_id: string; name: string; count: number; per_dollar_value: number }[];
  custom_fields: Record<string, string | null>;
  receipt_email: string | null;
};

export type DayReportAuditValues = {
  market_id: string;
  date: string;
  name: string | null;
  additional_income: number;
  expenses: number;
  tokens_distributed: { token_id: string; name: string; count: number }[];
  notes: string | null;
  custom_fields: Record<string, string | null>;
};

export type TokenEntryAuditValues = {
  token_id: string;
  token_name: string;
  // The token's count in hand before or after the entry.
  count: number;
  type?: LedgerEntryType;
  delta?: number;
  market_date?: string | null;
  note?: string | null;
};

export type AuditValues = TransactionAuditValues | DayReportAuditValues | TokenEntryAuditValues;

export type AuditChange = { field: string; label: string; before: string | null; after: string | null };

export type AuditEvent = {
  id: string;
  entity: AuditEntity;
  entity_id: string;
  action: AuditAction;
  actor: { id: string; username: string } | null;
  created_at: string;
  before: AuditValues | null;
  after: AuditValues | null;
  changes: AuditChange[];
};

type Field = { label: string; text: string | null };
const money = (dollars: number) => formatCents(dollarsToCents(dollars));
const text = (value: string | null | undefined) => (value ? value : null);

function customFields(values: Record<string, string | null>, into: Map<string, Field>) {
  for (const [key, value] of Object.entries(values)) {
    into.set(`custom_fields.${key}`, { label: key, text: text(value) });
  }
}

function transactionFields(v: TransactionAuditValues) {
  const fields = new Map<string, Field>([
    ['reported_gross', { label: 'Gross sales', text: money(v.reported_gross) }],
    ['market_fee', { label: 'Market fee', text: money(v.market_fee) }],
    ['market_fee_calculation', { label: 'Fee calculation', text: v.market_fee_calculation }],
    ['gov_fee', { label: 'Gov. fee', text: money(v.gov_fee) }],
    ['token_total', { label: 'Token total', text: money(v.token_total) }],
    ['money_owed', { label: 'Money owed', text: money(v.money_owed) }],
    ['receipt_email', { label: 'Receipt e-mail', text: text(v.receipt_email) }],
  ]);
  for (const t of v.tokens) fields.set(`tokens.${t.token_id}`, { label: t.name, text: String(t.count) });
  customFields(v.custom_fields, fields);
  return fields;
}

function dayReportFields(v: DayReportAuditValues) {
  const fields = new Map<string, Field>([
    ['date', { label: 'Date', text: formatDisplayDate(v.date) }],
    ['name', { label: 'Name', text: text(v.name) }],
    ['additional_income', { label: 'Additional income', text: money(v.additional_income) }],
    ['expenses', { label: 'Expenses', text: money(v.expenses) }],
    ['notes', { label: 'Notes', text: text(v.notes) }],
  ]);
  for (const t of v.tokens_distributed) {
    fields.set(`tokens_distributed.${t.token_id}`, { label: `${t.name} distributed`, text: String(t.count) });
  }
  customFields(v.custom_fields, fields);
  return fields;
}

function tokenEntryFields(v: TokenEntryAuditValues) {
  const fields = new Map<string, Field>([
    ['count', { label: `${v.token_name} in hand`, text: String(v.count) }],
  ]);
  if (v.type) fields.set('type', { label: 'Entry', text: LEDGER_TYPE_LABELS[v.type] });
  if (v.delta !== undefined)
    fields.set('delta', { label: 'Change', text: v.delta > 0 ? `+${v.delta}` : `${v.delta}` });
  if (v.market_date)
    fields.set('market_date', { label: 'Market date', text: formatDisplayDate(v.market_date) });
  if (v.note) fields.set('note', { label: 'Note', text: v.note });
  return fields;
}

function fieldsOf(entity: AuditEntity, values: AuditValues | null): Map<string, Field> {
  if (!values) return new Map();
  if (entity === 'transaction') return transactionFields(values as TransactionAuditValues);
  if (entity === 'day_report') return dayReportFields(values as DayReportAuditValues);
  return tokenEntryFields(values as TokenEntryAuditValues);
}

// The fields that differ, as the screen shows them ("before → after"); a create lists what was set,
// a delete what was removed. Empty values on both sides are left out.
export function auditChanges({
  entity,
  before,
  after,
}: {
  entity: AuditEntity;
  before: AuditValues | null;
  after: AuditValues | null;
}): AuditChange[] {
  const old = fieldsOf(entity, before);
  const next = fieldsOf(entity, after);
  const keys = [...new Set([...old.keys(), ...next.keys()])];
  return keys.flatMap((field) => {
    const a = old.get(field);
    const b = next.get(field);
    const beforeText = a?.text ?? null;
    const afterText = b?.text ?? null;
    if (beforeText === afterText) return [];
    return [{ field, label: (b ?? a)?.label ?? field, before: beforeText, after: afterText }];
  });
}
