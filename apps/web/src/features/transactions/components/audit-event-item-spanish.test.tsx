import {
  type AuditEvent,
  auditChanges,
  auditValuesInDollars,
  type StoredTransactionAuditValues,
} from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { AuditEventItem } from './audit-event-item';

// As the audit trail stores a checkout (cents); the event is built as the API answers it.
const BEFORE: StoredTransactionAuditValues = {
  market_id: 'm',
  market_name: 'Saturday Downtown',
  vendor_id: 'v',
  vendor_name: 'Sunny Acres',
  market_date: '2026-11-21',
  reported_gross_cents: 50000,
  market_fee_cents: 3000,
  market_fee_calculation: '6% of $500.00 = $30.00',
  gov_fee_cents: 150,
  token_total_cents: 1200,
  money_owed_cents: 1950,
  tokens: [{ token_id: 't', name: 'Market Bucks', count: 12, per_dollar_value_cents: 100 }],
  custom_fields: { weather: 'Sunny' },
  receipt_email: null,
};
const AFTER: StoredTransactionAuditValues = {
  ...BEFORE,
  reported_gross_cents: 30000,
  market_fee_cents: 1800,
  money_owed_cents: 750,
  market_fee_calculation: '6% of $300.00 = $18.00',
  custom_fields: { weather: 'Overcast' },
};

const EVENT: AuditEvent = {
  id: 'e1',
  entity: 'transaction',
  entity_id: 'x',
  action: 'update',
  actor: { id: 'u', username: 'manager' },
  created_at: '2026-11-22T20:00:00.000Z',
  before: auditValuesInDollars('transaction', BEFORE),
  after: auditValuesInDollars('transaction', AFTER),
  changes: auditChanges({ entity: 'transaction', before: BEFORE, after: AFTER }),
};

describe('a change in the audit trail, in Spanish', () => {
  it('names the fields and says the code’s values in Spanish; what a manager wrote stays as written', async () => {
    await chooseLocale('es');
    render(<AuditEventItem event={EVENT} />);
    expect(screen.getByText('Ventas brutas')).toBeInTheDocument();
    expect(screen.getByText('Cálculo de la cuota')).toBeInTheDocument();
    expect(screen.getByText('6% de $300.00 = $18.00')).toBeInTheDocument();
    // The market's own field and its values are the manager's words.
    expect(screen.getByText('Overcast')).toBeInTheDocument();
    expect(screen.queryByText('Fee calculation')).not.toBeInTheDocument();
  });

  it('says a token entry’s date the Spanish way and keeps its note as written', async () => {
    await chooseLocale('es');
    // As packages/shared/src/audit.ts words a token entry's fields (tokenEntryFields).
    const changes = [
      { field: 'count', label: 'Market Bucks in hand', before: null, after: '40' },
      { field: 'market_date', label: 'Market date', before: null, after: '11/21/2026' },
      { field: 'note', label: 'Note', before: null, after: 'Approved' },
    ];
    render(
      <AuditEventItem
        event={{ ...EVENT, entity: 'token_entry', action: 'create', before: null, after: null, changes }}
      />,
    );
    expect(screen.getByText('Fecha de mercado')).toBeInTheDocument();
    expect(screen.getByText(/^21 nov\.? 2026$/)).toBeInTheDocument();
    expect(screen.getByText('Market Bucks disponibles')).toBeInTheDocument();
    expect(screen.getByText('Nota')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('11/21/2026')).not.toBeInTheDocument();
  });
});
