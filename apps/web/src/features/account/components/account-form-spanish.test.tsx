import type { ManagerAccount } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
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

describe('the account form in Spanish', () => {
  it('reads the profile and the receipt printing in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    renderWithProviders(<AccountForm account={ACCOUNT} />);
    expect(screen.getByText('Perfil')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');
    expect(screen.getByLabelText('Temporada')).toBeInTheDocument();
    expect(screen.getAllByText('Todo el año').length).toBeGreaterThan(0);
    expect(screen.getByText('Impresión de recibos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir recibo de prueba' })).toBeInTheDocument();
    expect(screen.queryByText('Receipt printing')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Personalizado/ }));
    expect(screen.getByLabelText('Ancho (mm)')).toHaveValue('80');
    const firstname = screen.getByLabelText('Nombre');
    await user.clear(firstname);
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
  });
});
