import { describe, expect, it } from 'vitest';
import { auditChanges, auditValuesInDollars, type StoredDayReportAuditValues } from './audit';

const REPORT: StoredDayReportAuditValues = {
  market_id: 'm',
  date: '2026-11-21',
  name: null,
  additional_income_cents: 4000,
  expenses_cents: 1225,
  tokens_distributed: [{ token_id: 't', name: 'Market Bucks', count: 50 }],
  notes: null,
  custom_fields: { weather: 'Windy' },
};

describe('auditChanges', () => {
  it('lists only the fields that differ, as they are displayed', () => {
    const after = {
      ...REPORT,
      expenses_cents: 3000,
      custom_fields: { weather: 'Sunny' },
      notes: 'Late start',
    };
    expect(auditChanges({ entity: 'day_report', before: REPORT, after })).toEqual([
      { field: 'expenses', label: 'Expenses', before: '$12.25', after: '$30.00' },
      { field: 'notes', label: 'Notes', before: null, after: 'Late start' },
      { field: 'custom_fields.weather', label: 'Weather', before: 'Windy', after: 'Sunny' },
    ]);
  });

  it('lists what was set on create and what was removed on delete, leaving empty fields out', () => {
    const created = auditChanges({ entity: 'day_report', before: null, after: REPORT });
    expect(created.map((c) => c.label)).toEqual([
      'Date',
      'Additional income',
      'Expenses',
      'Market Bucks distributed',
      'Weather',
    ]);
    expect(created.every((c) => c.before === null)).toBe(true);
    const deleted = auditChanges({ entity: 'day_report', before: REPORT, after: null });
    expect(deleted.every((c) => c.after === null)).toBe(true);
  });

  it('shows a token entry as the count in hand before and after', () => {
    const changes = auditChanges({
      entity: 'token_entry',
      before: { token_id: 't', token_name: 'Market Bucks', count: 100 },
      after: {
        token_id: 't',
        token_name: 'Market Bucks',
        count: 97,
        type: 'MANUAL',
        delta: -3,
        note: 'Recount',
      },
    });
    expect(changes).toEqual([
      { field: 'count', label: 'Market Bucks in hand', before: '100', after: '97' },
      { field: 'type', label: 'Entry', before: null, after: 'Manual correction' },
      { field: 'delta', label: 'Change', before: null, after: '-3' },
      { field: 'note', label: 'Note', before: null, after: 'Recount' },
    ]);
  });

  it('shows a corrected document as its expiry date and extra fields before and after', () => {
    const before = {
      document_id: 'd',
      vendor_id: 'v',
      type: 'CPC-Certificate',
      version: 1,
      expr: null,
      meta: { certificate_number: '57-123' },
    };
    const after = { ...before, expr: '2027-06-30', meta: { certificate_number: '57-124' } };
    expect(auditChanges({ entity: 'document', before, after })).toEqual([
      { field: 'expr', label: 'Expiration date', before: null, after: '06/30/2027' },
      { field: 'meta.certificate_number', label: 'Certificate number', before: '57-123', after: '57-124' },
    ]);
  });
});

describe('auditValuesInDollars', () => {
  it('turns the stored cents of a checkout into the dollars the API answers with', () => {
    // The values without money pass through as stored.
    const same = {
      market_id: 'm',
      market_name: 'Saturday Downtown',
      vendor_id: 'v',
      vendor_name: 'Sunny Acres',
      market_date: '2026-11-21',
      market_fee_calculation: '6% of $12.34 = $0.74',
      custom_fields: {},
      receipt_email: null,
    };
    const stored = {
      ...same,
      reported_gross_cents: 1234,
      market_fee_cents: 74,
      gov_fee_cents: 3,
      token_total_cents: 250_000_000_000,
      money_owed_cents: -249_999_999_923,
      tokens: [{ token_id: 't', name: 'Market Bucks', count: 2, per_dollar_value_cents: 125 }],
    };
    expect(auditValuesInDollars('transaction', stored)).toEqual({
      ...same,
      reported_gross: 12.34,
      market_fee: 0.74,
      gov_fee: 0.03,
      token_total: 2_500_000_000,
      money_owed: -2_499_999_999.23,
      tokens: [{ token_id: 't', name: 'Market Bucks', count: 2, per_dollar_value: 1.25 }],
    });
  });

  it('turns the figures of a day report into dollars and leaves values without money as stored', () => {
    const { additional_income_cents, expenses_cents, ...same } = REPORT;
    expect(auditValuesInDollars('day_report', REPORT)).toEqual({
      ...same,
      additional_income: 40,
      expenses: 12.25,
    });
    const entry = {
      token_id: 't',
      token_name: 'Market Bucks',
      count: 97,
      type: 'MANUAL' as const,
      delta: -3,
    };
    expect(auditValuesInDollars('token_entry', entry)).toBe(entry);
    expect(auditValuesInDollars('transaction', null)).toBeNull();
  });
});
