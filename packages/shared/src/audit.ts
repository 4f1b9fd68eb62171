import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity } from './audit-actions';
import { formatDisplayDate } from './calendar-dates';
import { customFieldLabel } from './custom-fields';
import { DOCUMENT_META_FIELDS } from './document-terms';
import { type DocumentType, LEDGER_ENTRY_TYPES, LEDGER_TYPE_LABELS } from './enums';
import { type Cents, centsToDollars, formatCents } from './money';
import { marketRefFields, vendorRefFields } from './reference-fields';
import { FIGURE_LABELS } from './report-columns';

// The audit trail of money changes (checkouts, day reports, hand-entered token entries): who, when,
// and the values before and after. Stored with money in integer cents like every other table
// (StoredAuditValues); the API answers them in dollars, converted once at the route (auditValuesInDollars).

// What the API answers with (docs/api-contracts.md): the values as they were stored, money in dollars.
export const TransactionAuditValuesSchema = z.object({
  ...marketRefFields,
  ...vendorRefFields,
  market_date: z.string(),
  reported_gross: z.number(),
  market_fee: z.number(),
  market_fee_calculation: z.string(),
  gov_fee: z.number(),
  token_total: z.number(),
  money_owed: z.number(),
  tokens: z.array(
    z.object({ token_id: z.string(), name: z.string(), count: z.number(), per_dollar_value: z.number() }),
  ),
  custom_fields: z.record(z.string(), z.string().nullable()),
  receipt_email: z.string().nullable(),
});
export type TransactionAuditValues = z.infer<typeof TransactionAuditValuesSchema>;

export const DayReportAuditValuesSchema = z.object({
  market_id: z.string(),
  date: z.string(),
  name: z.string().nullable(),
  additional_income: z.number(),
  expenses: z.number(),
  tokens_distributed: z.array(z.object({ token_id: z.string(), name: z.string(), count: z.number() })),
  notes: z.string().nullable(),
  custom_fields: z.record(z.string(), z.string().nullable()),
});
export type DayReportAuditValues = z.infer<typeof DayReportAuditValuesSchema>;

export const TokenEntryAuditValuesSchema = z.object({
  token_id: z.string(),
  token_name: z.string(),
  // The token's count in hand before or after the entry.
  count: z.number(),
  type: z.enum(LEDGER_ENTRY_TYPES).optional(),
  delta: z.number().optional(),
  market_date: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});
export type TokenEntryAuditValues = z.infer<typeof TokenEntryAuditValuesSchema>;

// A document's details as corrected without a new file (PATCH /documents/:id).
export const DocumentAuditValuesSchema = z.object({
  document_id: z.string(),
  vendor_id: z.string(),
  type: z.string(),
  version: z.number(),
  expr: z.string().nullable(),
  meta: z.record(z.string(), z.string().nullable()),
});
export type DocumentAuditValues = z.infer<typeof DocumentAuditValuesSchema>;

// What audit_events.before/after hold: the API's values with each money figure in integer cents under a
// `_cents` key. Tokens' entries and documents hold no money and are stored as the API shows them.
export type StoredTransactionAuditValues = Omit<
  TransactionAuditValues,
  'reported_gross' | 'market_fee' | 'gov_fee' | 'token_total' | 'money_owed' | 'tokens'
> & {
  reported_gross_cents: Cents;
  market_fee_cents: Cents;
  gov_fee_cents: Cents;
  token_total_cents: Cents;
  money_owed_cents: Cents;
  tokens: { token_id: string; name: string; count: number; per_dollar_value_cents: Cents }[];
};
export type StoredDayReportAuditValues = Omit<DayReportAuditValues, 'additional_income' | 'expenses'> & {
  additional_income_cents: Cents;
  expenses_cents: Cents;
};
export type StoredAuditValues =
  | StoredTransactionAuditValues
  | StoredDayReportAuditValues
  | DocumentAuditValues
  | TokenEntryAuditValues;

// Tried in this order; each shape lacks a key the ones before it require, so a value matches its own.
export const AuditValuesSchema = z.union([
  TransactionAuditValuesSchema,
  DayReportAuditValuesSchema,
  DocumentAuditValuesSchema,
  TokenEntryAuditValuesSchema,
]);
export type AuditValues = z.infer<typeof AuditValuesSchema>;

export const AuditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
  before: AuditValuesSchema.nullable(),
  after: AuditValuesSchema.nullable(),
  changes: z.array(AuditChangeSchema),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

function transactionInDollars(v: StoredTransactionAuditValues): TransactionAuditValues {
  const {
    reported_gross_cents,
    market_fee_cents,
    gov_fee_cents,
    token_total_cents,
    money_owed_cents,
    tokens,
    ...rest
  } = v;
  return {
    ...rest,
    reported_gross: centsToDollars(reported_gross_cents),
    market_fee: centsToDollars(market_fee_cents),
    gov_fee: centsToDollars(gov_fee_cents),
    token_total: centsToDollars(token_total_cents),
    money_owed: centsToDollars(money_owed_cents),
    tokens: tokens.map(({ per_dollar_value_cents, ...token }) => ({
      ...token,
      per_dollar_value: centsToDollars(per_dollar_value_cents),
    })),
  };
}

function dayReportInDollars(v: StoredDayReportAuditValues): DayReportAuditValues {
  const { additional_income_cents, expenses_cents, ...rest } = v;
  return {
    ...rest,
    additional_income: centsToDollars(additional_income_cents),
    expenses: centsToDollars(expenses_cents),
  };
}

// The one turn from the stored cents to the API's dollars, made where a history answer is written.
export function auditValuesInDollars(
  entity: AuditEntity,
  values: StoredAuditValues | null,
): AuditValues | null {
  if (!values) return null;
  if (entity === 'transaction') return transactionInDollars(values as StoredTransactionAuditValues);
  if (entity === 'day_report') return dayReportInDollars(values as StoredDayReportAuditValues);
  return values as DocumentAuditValues | TokenEntryAuditValues;
}

type Field = { label: string; text: string | null };
const text = (value: string | null | undefined) => (value ? value : null);

function customFields(values: Record<string, string | null>, into: Map<string, Field>) {
  for (const [key, value] of Object.entries(values)) {
    into.set(`custom_fields.${key}`, { label: customFieldLabel(key), text: text(value) });
  }
}

function transactionFields(v: StoredTransactionAuditValues) {
  const fields = new Map<string, Field>([
    ['reported_gross', { label: FIGURE_LABELS.gross, text: formatCents(v.reported_gross_cents) }],
    ['market_fee', { label: FIGURE_LABELS.marketFee, text: formatCents(v.market_fee_cents) }],
    ['market_fee_calculation', { label: 'Fee calculation', text: v.market_fee_calculation }],
    ['gov_fee', { label: FIGURE_LABELS.govFee, text: formatCents(v.gov_fee_cents) }],
    ['token_total', { label: FIGURE_LABELS.tokenTotal, text: formatCents(v.token_total_cents) }],
    ['money_owed', { label: FIGURE_LABELS.moneyOwed, text: formatCents(v.money_owed_cents) }],
    ['receipt_email', { label: 'Receipt e-mail', text: text(v.receipt_email) }],
  ]);
  for (const t of v.tokens) fields.set(`tokens.${t.token_id}`, { label: t.name, text: String(t.count) });
  customFields(v.custom_fields, fields);
  return fields;
}

function dayReportFields(v: StoredDayReportAuditValues) {
  const fields = new Map<string, Field>([
    ['date', { label: 'Date', text: formatDisplayDate(v.date) }],
    ['name', { label: 'Name', text: text(v.name) }],
    ['additional_income', { label: 'Additional income', text: formatCents(v.additional_income_cents) }],
    ['expenses', { label: 'Expenses', text: formatCents(v.expenses_cents) }],
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

function documentFields(v: DocumentAuditValues) {
  const fields = new Map<string, Field>([
    ['expr', { label: 'Expiration date', text: v.expr ? formatDisplayDate(v.expr) : null }],
  ]);
  const labels = DOCUMENT_META_FIELDS[v.type as DocumentType] ?? [];
  for (const [key, value] of Object.entries(v.meta)) {
    const label = labels.find((field) => field.key === key)?.label ?? key;
    fields.set(`meta.${key}`, { label, text: text(value) });
  }
  return fields;
}

function fieldsOf(entity: AuditEntity, values: StoredAuditValues | null): Map<string, Field> {
  if (!values) return new Map();
  if (entity === 'document') return documentFields(values as DocumentAuditValues);
  if (entity === 'transaction') return transactionFields(values as StoredTransactionAuditValues);
  if (entity === 'day_report') return dayReportFields(values as StoredDayReportAuditValues);
  return tokenEntryFields(values as TokenEntryAuditValues);
}

// The fields that differ, as the screen shows them ("before → after"), read from the stored values (money in
// cents); a create lists what was set, a delete what was removed. Empty values on both sides are left out.
export function auditChanges({
  entity,
  before,
  after,
}: {
  entity: AuditEntity;
  before: StoredAuditValues | null;
  after: StoredAuditValues | null;
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
