import type { ManagerAccount } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { AccountForm } from './account-form';

const ACCOUNT: ManagerAccount = {
  firstname: 'Rosa',
  lastname: 'Diaz',
  phone: null,
  email: 'rosa@example.com',
  seasonality: 'YEAR_ROUND',
  settings: {
    print_scale: 'Standard',
    print_settings: { width: null, height: null, font_size: null },
    display_token_images_next_to_fields: true,
  },
  ml_id: null,
};

function renderForm() {
  renderWithProviders(<AccountForm account={ACCOUNT} />);
}

describe('AccountForm', () => {
  it("pins 'Save changes' only once something changed", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'a');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('shows width, height and font size only for the Custom print scale', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText('Width (mm)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Custom/ }));
    expect(screen.getByLabelText('Width (mm)')).toHaveValue('80');
    expect(screen.getByLabelText('Height (mm)')).toBeInTheDocument();
    expect(screen.getByLabelText('Font size (pt)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Wide/ }));
    expect(screen.queryByLabelText('Width (mm)')).not.toBeInTheDocument();
  });

  it('prints a test receipt with the unsaved custom size', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /Custom/ }));
    await user.type(screen.getByLabelText('Width (mm)'), '58');
    await user.click(screen.getByRole('button', { name: 'Print test receipt' }));
    expect(get).toHaveBeenCalledWith('/market-managers/transactions/receipt/test', {
      params: { print_scale: 'Custom', width: 58, height: 200, font_size: 10 },
      responseType: 'blob',
    });
  });

  it('saves the profile and settings and confirms with the server message', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: { message: 'Account Updated.', data: { ...ACCOUNT, firstname: 'Rosalind' } },
    });
    const user = userEvent.setup();
    renderForm();
    const firstname = screen.getByLabelText('First name');
    await user.clear(firstname);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(firstname, 'Rosalind');
    await user.click(screen.getByRole('checkbox', { name: 'Show token images next to checkout fields' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(put).toHaveBeenCalledWith(
      '/market-managers/account',
      expect.objectContaining({
        firstname: 'Rosalind',
        settings: expect.objectContaining({ display_token_images_next_to_fields: false }),
      }),
    );
    expect(await screen.findByText('Account Updated.')).toBeInTheDocument();
  });
});
