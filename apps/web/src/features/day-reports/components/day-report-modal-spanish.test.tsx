import type { DayReportCalculated, MarketDays } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { MARKET_ID, NO_FLOAT, SNAP, stubDayReportServer } from '../testing/day-report-fixtures';
import { DayReportModal } from './day-report-modal';

const CALCULATED: DayReportCalculated = {
  transaction_income: 100,
  tokens_returned: [{ token_id: SNAP.id, name: 'SNAP', count: 7 }],
  custom_fields: [],
  attendance: { present: 12, absent: 2, expected: 3 },
  ...NO_FLOAT,
};

function renderModal(marketDays?: MarketDays) {
  stubDayReportServer({
    calculated: CALCULATED,
    context: { market_tokens: [SNAP], vendors: [], checked_out: [] },
  });
  renderWithProviders(
    <DayReportModal
      open
      onOpenChange={vi.fn()}
      marketId={MARKET_ID}
      marketDate="2025-06-07"
      marketDays={marketDays}
    />,
  );
}

describe('the day report in Spanish', () => {
  it('reads Informe del día, its fields, help and deposit in Spanish, and the day it is not held', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    // 7 June 2025 is a Saturday; this market is held on Sundays.
    renderModal({ name: 'Riverside', day_of_week: 'SUNDAY', season: { start: -1, end: -1 } });

    expect(await screen.findByRole('dialog', { name: 'Crear informe del día' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('$100.00')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^El sábado 7 jun\.? 2025 no es día de Riverside: el mercado se celebra los domingos\. ¿Desea crear un informe para este día de todos modos\?$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Asistencia: 12 presentes · 2 ausentes · 3 sin marcar')).toBeInTheDocument();
    expect(screen.getByText('Cualquier otro ingreso de la noche.')).toBeInTheDocument();
    expect(screen.getByText('Fichas entregadas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fichas devueltas' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ingresos adicionales'), '20');
    await user.type(screen.getByLabelText('Gastos'), '30');
    expect(screen.getByRole('status', { name: 'Depósito directo' })).toHaveTextContent('$90.00');
    expect(screen.getByRole('button', { name: 'Crear informe de todos modos' })).toBeInTheDocument();

    expect(screen.queryByText('Tokens Returned')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Expenses')).not.toBeInTheDocument();
  });
});
