import type { Token } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMarket, renderMarketForm } from '../../testing/market-fixtures';

describe('MarketForm', () => {
  it('keeps Save disabled until the market is valid and says when the name is missing', async () => {
    const { onSubmit, user } = renderMarketForm();
    const save = screen.getByRole('button', { name: 'Create Market' });
    await waitFor(() => expect(save).toBeDisabled());

    const name = screen.getByLabelText('Market name');
    await user.type(name, 'Riverside');
    await waitFor(() => expect(save).toBeEnabled());

    await user.clear(name);
    expect(await screen.findByText('Market Name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Market Name is required');
    expect(save).toBeDisabled();

    await user.type(name, 'Riverside');
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Riverside',
      season: { start: -1, end: -1 },
      address: null,
      contact_email: null,
    });
  });

  it("says 'End month must be after start month' for a season that ends before it starts", async () => {
    const { user } = renderMarketForm();
    await user.click(screen.getByRole('checkbox', { name: 'Year-round' }));
    await user.click(screen.getByRole('combobox', { name: 'End month' }));
    await user.click(await screen.findByRole('option', { name: 'March' }));
    expect(await screen.findByText('End month must be after start month')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'End month' })).toHaveAccessibleDescription(
      'End month must be after start month',
    );
  });

  it('previews a new token as a coin and asks for its initial count', async () => {
    const { user } = renderMarketForm();
    expect(screen.queryByLabelText('Initial count')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    expect(screen.getByRole('img', { name: 'New token' })).toBeInTheDocument();
    expect(screen.getByLabelText('Initial count')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Token name'), 'SNAP');
    expect(screen.getByRole('img', { name: 'SNAP token' })).toBeInTheDocument();
  });

  it('shows a saved token its current count, read-only, and asks only new tokens for a count', async () => {
    const token: Token = {
      id: '0b7c8d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
      name: 'Market Match',
      per_dollar_value: 2,
      count: 120,
      visual_settings: null,
      program: 'OTHER',
      program_name: null,
      accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
    };
    const { user } = renderMarketForm(buildMarket({ tokens: [token] }));
    const saved = screen.getByText('Market Match token').closest('li');
    if (!saved) throw new Error('token row not found');
    expect(within(saved).getByText('120')).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: /Tokens page/ })).toHaveAttribute(
      'href',
      `/tokens?market=${buildMarket().id}`,
    );
    expect(screen.queryByLabelText('Initial count')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add token' }));
    expect(screen.getAllByLabelText('Initial count')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: /token$/ })).toHaveLength(2);
  });
});
