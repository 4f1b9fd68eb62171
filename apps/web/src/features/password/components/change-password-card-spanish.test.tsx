import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { ChangePasswordCard } from './change-password-card';

describe('the password card in Spanish', () => {
  it('reads its fields, its button and the mismatch in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordCard />);
    expect(
      screen.getByText('Al cambiarla, se cierra su sesión en los demás dispositivos.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña actual'), 'old-password-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirme la nueva contraseña'), 'new-password-2');
    await user.tab();
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
    expect(screen.queryByText('Current password')).not.toBeInTheDocument();
  });
});
