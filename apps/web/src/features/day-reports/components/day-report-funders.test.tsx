import type { DayReport, DayReportCalculated } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import {
  MARKET_ID,
  NO_ATTENDANCE,
  NO_FLOAT,
  NO_FUNDER_FIGURES,
  SNAP,
  stubDayReportServer,
} from '../testing/day-report-fixtures';
import { DayReportModal } from './day-report-modal';
import { DayReportsSection } from './day-reports-section';

const DATE = '2026-11-21';

// A night the info booth kept a token float for: 30 SNAP tokens given out, and its SNAP and incentive figures.
const FLOAT_NIGHT: DayReportCalculated = {
  transaction_income: 100,
  tokens_returned: [],
  custom_fields: [],
  attendance: NO_ATTENDANCE,
  tokens_distributed: [{ token_id: SNAP.id, name: 'SNAP', count: 30 }],
  tokens_distributed_source: 'float',
  float_figures: {
    snap_transactions: 5,
    snap_sales: 60.01,
    incentive_transactions: 4,
    incentive_sales: 15.5,
  },
};

const PLAIN_NIGHT: DayReportCalculated = { ...FLOAT_NIGHT, ...NO_FLOAT };

function renderModal(calculated: DayReportCalculated) {
  stubDayReportServer({ calculated, context: { market_tokens: [SNAP], vendors: [], checked_out: [] } });
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Market day report created!' } });
  renderWithProviders(<DayReportModal open onOpenChange={vi.fn()} marketId={MARKET_ID} marketDate={DATE} />);
  return { post, user: userEvent.setup() };
}

describe("the day report's funder figures", () => {
  it('fills the empty SNAP and incentive fields from the info booth, and sends no tokens distributed of its own', async () => {
    const { post, user } = renderModal(FLOAT_NIGHT);
    const funders = await screen.findByRole('group', { name: 'For funders' });
    expect(
      await screen.findByText(
        'The info booth recorded 5 SNAP transactions ($60.01) and 4 incentive transactions ($15.50).',
      ),
    ).toBeInTheDocument();
    // Tokens distributed are the float's, shown and not typed.
    const distributed = screen.getByRole('group', { name: 'Tokens Distributed' });
    expect(within(distributed).getByText(/From the info booth's token float/)).toBeInTheDocument();
    expect(within(distributed).getByText('30')).toBeInTheDocument();
    expect(within(distributed).queryByRole('textbox')).not.toBeInTheDocument();

    // A figure already typed is kept; the empty ones are filled.
    await user.type(within(funders).getByLabelText('SNAP transactions'), '7');
    await user.click(screen.getByRole('button', { name: 'Fill from the info booth' }));
    expect(within(funders).getByLabelText('SNAP transactions')).toHaveValue('7');
    expect(within(funders).getByLabelText('SNAP sales')).toHaveValue('60.01');
    expect(within(funders).getByLabelText('Incentive transactions')).toHaveValue('4');
    expect(within(funders).getByLabelText('Incentives distributed')).toHaveValue('15.5');

    await user.type(within(funders).getByLabelText('Shopper count'), '412');
    await user.selectOptions(within(funders).getByLabelText('How shoppers were counted'), 'SAMPLE');
    await user.type(within(funders).getByLabelText('New SNAP customers'), '3');
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));

    expect(post).toHaveBeenCalledOnce();
    // The float's 30 are the night's count: the report sends none of its own (docs/product.md §23).
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      tokens_distributed: [],
      shopper_count: 412,
      shopper_count_method: 'SAMPLE',
      snap_transactions: 7,
      snap_sales: 60.01,
      incentive_transactions: 4,
      incentive_sales: 15.5,
      new_snap_customers: 3,
    });
  });

  it('leaves a figure the float nets below 0 (more refunded than issued that night) for the manager', async () => {
    const { user } = renderModal({
      ...FLOAT_NIGHT,
      float_figures: { snap_transactions: 0, snap_sales: -50, incentive_transactions: 2, incentive_sales: 8 },
    });
    const funders = await screen.findByRole('group', { name: 'For funders' });
    await user.click(await screen.findByRole('button', { name: 'Fill from the info booth' }));
    expect(within(funders).getByLabelText('SNAP sales')).toHaveValue('');
    expect(within(funders).getByLabelText('Incentives distributed')).toHaveValue('8');
    expect(within(funders).queryByText('Amount must be positive')).not.toBeInTheDocument();
  });

  it('asks how the shoppers were counted before a count can be saved', async () => {
    const { post, user } = renderModal(PLAIN_NIGHT);
    const funders = await screen.findByRole('group', { name: 'For funders' });
    // No float that night: nothing to fill from, and the tokens distributed are typed.
    expect(screen.queryByRole('button', { name: 'Fill from the info booth' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('SNAP')).toBeInTheDocument();

    await user.type(within(funders).getByLabelText('Shopper count'), '300');
    expect(await within(funders).findByText('Choose how the shoppers were counted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Day Report' })).toBeDisabled();

    await user.selectOptions(within(funders).getByLabelText('How shoppers were counted'), 'HEADCOUNT');
    expect(within(funders).queryByText('Choose how the shoppers were counted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      shopper_count: 300,
      shopper_count_method: 'HEADCOUNT',
      snap_sales: null,
      tokens_distributed: [{ token_id: SNAP.id, count: 0 }],
    });
  });

  it('reads the section and the methods in Spanish', async () => {
    await chooseLocale('es');
    renderModal(FLOAT_NIGHT);
    const funders = await screen.findByRole('group', { name: 'Para los financiadores' });
    expect(within(funders).getByLabelText('Cantidad de compradores')).toBeInTheDocument();
    expect(
      within(funders).getByRole('option', { name: 'Conteo de personas en las entradas' }),
    ).toBeInTheDocument();
    expect(within(funders).getByRole('option', { name: 'Estimación' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Llenar con los datos del puesto de información' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/De las fichas en circulación del puesto de información/)).toBeInTheDocument();
    expect(screen.queryByText('For funders')).not.toBeInTheDocument();
  });
});

describe('the day reports list', () => {
  it('shows the funder figures a report holds', async () => {
    const report: DayReport = {
      id: '2d1c4e3a-5f6b-4c7d-8e9f-0a1b2c3d4e5f',
      market: MARKET_ID,
      date: DATE,
      name: null,
      transaction_income: 100,
      additional_income: 0,
      expenses: 0,
      direct_deposit: 100,
      tokens_distributed: [],
      tokens_returned: [],
      notes: null,
      custom_fields: {},
      ...NO_FUNDER_FIGURES,
      shopper_count: 412,
      shopper_count_method: 'SAMPLE',
      snap_sales: 1234.56,
      created_at: '2026-11-22T04:00:00.000Z',
      updated_at: '2026-11-22T04:00:00.000Z',
    };
    stubDayReportServer({ reports: [report] });
    renderWithProviders(<DayReportsSection marketId={MARKET_ID} marketName="Riverside" range={null} />);
    expect(await screen.findByText('412 (Sample count, multiplied out)')).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    // Not counted is not shown as a zero.
    expect(screen.queryByText('Incentives distributed:')).not.toBeInTheDocument();
  });
});
