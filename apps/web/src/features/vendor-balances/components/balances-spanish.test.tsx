import type { StatementSendProgress } from '@marketday/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';
import { chooseLocale } from '@/lib/i18n/i18n';
import { createTestQueryClient } from '@/test/test-providers';
import { ChargeLine } from './account-entry-item';
import { BalanceAmount } from './balance-amount';
import { BalanceRowActions } from './balance-row-actions';
import { SendStatementsDialog } from './send-statements-dialog';
import { StatementSendProgressView } from './statement-send-progress';

const BALANCE = { vendor_id: 'v1', vendor_name: 'Hill Honey' } as VendorBalanceInCents;

const PROGRESS: StatementSendProgress = {
  id: '5d0e5a0c-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  market_id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d',
  start_date: '2026-01-01',
  end_date: '2026-11-25',
  total: 30,
  sent: 12,
  skipped: 2,
  failed: 1,
  done: false,
  failures: [{ vendor_id: 'v1', vendor_name: 'Rise & Shine Bakery', reason: 'The e-mail could not be sent' }],
};

describe('the vendor balances in Spanish', () => {
  it('read the row actions, the balance and the statements in Spanish', async () => {
    await chooseLocale('es');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <BalanceRowActions balance={BALANCE} onAction={() => {}} />
        <BalanceAmount cents={-1250} viewer="vendor" />
        <StatementSendProgressView progress={PROGRESS} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Registrar pago de Hill Honey' })).toHaveTextContent(
      'Registrar pago',
    );
    expect(screen.getByRole('button', { name: 'Historial de Hill Honey' })).toBeInTheDocument();
    expect(screen.getByText('El mercado le debe $12.50')).toBeInTheDocument();
    expect(screen.getByText('12 de 30 enviados, 2 omitidos (sin correo), 1 con error')).toBeInTheDocument();
    expect(screen.getByText('No se pudo enviar el correo electrónico')).toBeInTheDocument();
    expect(screen.queryByText('Record payment')).not.toBeInTheDocument();
  });

  it('reads the dialog that e-mails every statement in Spanish', async () => {
    await chooseLocale('es');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <SendStatementsDialog marketId="m1" vendorCount={3} open onOpenChange={() => {}} today="2026-11-25" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Enviar estados de cuenta a todos los vendedores')).toBeInTheDocument();
    // The dialog's body loads after its frame (lazyPart).
    expect(await screen.findByText(/El mercado tiene 3 vendedores\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar a todos' })).toBeInTheDocument();
    expect(screen.queryByText(/Send to all vendors/)).not.toBeInTheDocument();
  });

  it('say a booth fee charge the server wrote in English, its date the Spanish way', async () => {
    await chooseLocale('es');
    render(
      <ChargeLine
        charge={{
          id: 'c1',
          market_vendor_id: 'mv1',
          date: '2026-11-21',
          kind: 'BOOTH_DAY',
          description: 'Booth fee 10x10 · 11/21/2026',
          amount_cents: 2510 as VendorBalanceInCents['balance_cents'],
        }}
      />,
    );
    expect(screen.getByText(/^Cuota de puesto 10x10 · 21 nov\.? 2026$/)).toBeInTheDocument();
    expect(screen.queryByText(/Booth fee/)).not.toBeInTheDocument();
  });
});
