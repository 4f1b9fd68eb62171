import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from '@/components/ui/language-picker';
import { chooseLocale, preferredLocale } from '@/lib/i18n/i18n';
import { httpError } from '@/test/http-errors';
import { LoginForm } from './login-form';

function renderForm(onLogin = vi.fn().mockResolvedValue(undefined)) {
  render(
    <MemoryRouter>
      <LanguagePicker />
      <LoginForm onLogin={onLogin} onSuccess={vi.fn()} />
    </MemoryRouter>,
  );
  return { onLogin, user: userEvent.setup() };
}

describe('the sign-in form in Spanish', () => {
  it('reads Contraseña, says the rules in Spanish and the wrong password too', async () => {
    await chooseLocale('es');
    const onLogin = vi.fn().mockRejectedValue(httpError(401, { detail: 'Incorrect username or password.' }));
    const { user } = renderForm(onLogin);
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    const username = screen.getByLabelText('Correo electrónico o nombre de usuario');
    await user.type(username, 'm');
    await user.clear(username);
    expect(await screen.findByText('El nombre de usuario es obligatorio.')).toBeInTheDocument();

    await user.type(username, 'manager');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Los datos de inicio de sesión no son correctos.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches language from the picker at once, and the device remembers the choice', async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(preferredLocale()).toBe('es');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });
});
