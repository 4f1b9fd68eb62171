import type { VendorFee } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarket, renderMarketForm } from '../testing/market-fixtures';
import { MarketFeesCard } from './market-detail/market-fees-card';

// docs/product.md §10 "Fee models", behind "More fee options" on each vendor type's fee rule.
const PLAIN: VendorFee = {
  vendor_type: 'PRODUCER',
  fee_type: 'PERCENT_GROSS',
  flat: 0,
  percent: 6,
  min_fee: null,
  max_fee: null,
  percent_threshold: null,
  percent_tiers: null,
  excluded_programs: [],
};
const WITH_MODELS: VendorFee = {
  ...PLAIN,
  fee_type: 'FLAT_PERCENT_COMBO',
  flat: 10,
  percent_threshold: 100,
  percent_tiers: [
    { from: 0, percent: 5 },
    { from: 500, percent: 7 },
  ],
  excluded_programs: ['SNAP'],
};

const renderWith = (fee: VendorFee) => renderMarketForm(buildMarket({ vendor_fees: [fee] }));
const options = (summary = 'More fee options') =>
  screen.getByText(summary).closest('details') as HTMLDetailsElement;
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('fee models in the market form', () => {
  it('opens on a rule that has them, shows them, and sends them back unchanged', async () => {
    const { onSubmit, user } = renderWith(WITH_MODELS);
    expect(options().open).toBe(true);
    expect(screen.getByLabelText('No percent below')).toHaveValue('100');
    expect(screen.getByLabelText('Sliding scale by sales')).toBeChecked();
    // The scale takes the place of the one percent.
    expect(screen.queryByLabelText('Percent of gross')).not.toBeInTheDocument();
    expect(screen.getAllByLabelText('Sales from').map((input) => (input as HTMLInputElement).value)).toEqual([
      '0',
      '500',
    ]);
    expect(screen.getByLabelText('SNAP')).toBeChecked();
    expect(screen.getByLabelText('Incentive')).not.toBeChecked();
    expect(
      screen.getByText(
        '$10.00 + 5% of gross, 7% from $500.00, not counting SNAP tokens, no percent below $100.00',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Market name'), ' 2');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].vendor_fees).toEqual([WITH_MODELS]);
  });

  it('starts closed on a rule without them; sets a threshold, a scale and a program left out', async () => {
    const { onSubmit, user } = renderWith(PLAIN);
    expect(options().open).toBe(false);
    await user.click(screen.getByText('More fee options'));
    expect(options().open).toBe(true);

    await user.type(screen.getByLabelText('No percent below'), '150');
    await user.click(screen.getByLabelText('Sliding scale by sales'));
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    const [, secondFrom] = screen.getAllByLabelText('Sales from');
    const [, secondPercent] = screen.getAllByLabelText('Percent');
    await user.clear(secondFrom!);
    await user.type(secondFrom!, '800');
    await user.clear(secondPercent!);
    await user.type(secondPercent!, '8.5');
    await user.click(screen.getByLabelText('SNAP'));
    await user.click(screen.getByLabelText('Incentive'));
    expect(
      screen.getByText(
        '6% of gross, 8.5% from $800.00, not counting SNAP and Incentive tokens, no percent below $150.00',
      ),
    ).toBeInTheDocument();
    // The example on $500.00 gross: $500 less nothing, at or above $150, in the 6% tier.
    expect(screen.getByText(/On \$500\.00 gross: \$30\.00/)).toBeInTheDocument();

    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].vendor_fees).toEqual([
      {
        ...PLAIN,
        percent_threshold: 150,
        percent_tiers: [
          { from: 0, percent: 6 },
          { from: 800, percent: 8.5 },
        ],
        excluded_programs: ['SNAP', 'INCENTIVE'],
      },
    ]);
  });

  it('refuses a tier that does not start above the one before, on its field, and turns the scale off', async () => {
    const { onSubmit, user } = renderWith(WITH_MODELS);
    const [, secondFrom] = screen.getAllByLabelText('Sales from');
    await user.clear(secondFrom!);
    await user.type(secondFrom!, '0');
    const message = 'Each tier starts above the one before.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(secondFrom).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(save()).toBeDisabled();

    await user.click(screen.getByLabelText('Sliding scale by sales'));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Percent of gross')).toHaveValue('6');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].vendor_fees[0]).toMatchObject({ percent_tiers: null });
  });

  it('says the options and the rule in words in Spanish', async () => {
    await chooseLocale('es');
    renderWith(WITH_MODELS);
    const section = options('Más opciones de cuota');
    expect(section.open).toBe(true);
    expect(within(section).getByLabelText('Sin porcentaje por debajo de')).toBeInTheDocument();
    expect(within(section).getByLabelText('Escala según las ventas')).toBeChecked();
    expect(within(section).getByText('Fichas que no cuentan para el porcentaje')).toBeInTheDocument();
    expect(
      screen.getByText(
        /7% desde \$500\.00, sin contar las fichas SNAP, sin porcentaje por debajo de \$100\.00/,
      ),
    ).toBeInTheDocument();
  });
});

describe('the rule in words on the market page', () => {
  it('lists the fee models after the formula and before the bounds', () => {
    renderWithProviders(
      <MarketFeesCard
        market={buildMarket({
          vendor_fees: [{ ...WITH_MODELS, excluded_programs: ['SNAP', 'INCENTIVE'], max_fee: 60 }],
        })}
      />,
    );
    expect(
      screen.getByText(
        '$10.00 + 5% of gross, 7% from $500.00, not counting SNAP and Incentive tokens, no percent below $100.00, at most $60.00',
      ),
    ).toBeInTheDocument();
  });
});
