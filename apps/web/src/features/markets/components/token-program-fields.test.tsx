import type { Token } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMarket, renderMarketForm } from '../testing/market-fixtures';

const SNAP: Token = {
  id: '0b7c8d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  name: 'CalFresh',
  per_dollar_value: 1,
  count: 120,
  visual_settings: null,
  program: 'SNAP',
  program_name: null,
  accepted_by: ['PRODUCER', 'NON_PRODUCER'],
};

async function chooseProgram(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Program' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('token program fields', () => {
  it('shows a saved token’s program and the vendor types that may accept it', async () => {
    renderMarketForm(buildMarket({ tokens: [SNAP] }));
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveTextContent('SNAP');
    expect(screen.queryByLabelText('Incentive program name')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Producer vendors' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Non-producer vendors' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ancillary vendors' })).not.toBeChecked();
  });

  it('asks an incentive for its program name and sends the program with the token', async () => {
    const { onSubmit, user } = renderMarketForm(buildMarket({ tokens: [SNAP] }));
    await chooseProgram(user, 'Incentive');
    const name = await screen.findByLabelText('Incentive program name');
    expect(await screen.findByText('Enter the incentive program name')).toBeInTheDocument();
    await user.type(name, 'Market Match');
    await user.click(screen.getByRole('checkbox', { name: 'Non-producer vendors' }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].tokens[0]).toMatchObject({
      id: SNAP.id,
      program: 'INCENTIVE',
      program_name: 'Market Match',
      accepted_by: ['PRODUCER'],
    });
  });

  it('hides and clears the name when the program is no longer an incentive', async () => {
    const { user } = renderMarketForm(
      buildMarket({ tokens: [{ ...SNAP, program: 'INCENTIVE', program_name: 'Market Match' }] }),
    );
    expect(screen.getByLabelText('Incentive program name')).toHaveValue('Market Match');
    await chooseProgram(user, 'Market bucks');
    expect(screen.queryByLabelText('Incentive program name')).not.toBeInTheDocument();
    await chooseProgram(user, 'Incentive');
    expect(screen.getByLabelText('Incentive program name')).toHaveValue('');
  });

  it('refuses a token no vendor type may accept', async () => {
    const { user } = renderMarketForm(buildMarket({ tokens: [{ ...SNAP, accepted_by: ['PRODUCER'] }] }));
    await user.click(screen.getByRole('checkbox', { name: 'Producer vendors' }));
    expect(
      await screen.findByText('Choose at least one vendor type that may accept this token'),
    ).toBeInTheDocument();
  });

  it('starts a new token as Other, accepted by every vendor type', async () => {
    const { user } = renderMarketForm();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveTextContent('Other');
    for (const label of ['Producer vendors', 'Non-producer vendors', 'Ancillary vendors']) {
      expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
    }
  });
});
