import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { AccountTypeTabs } from './account-type-tabs';
import { ManagerAccountForm } from './manager-account-form';
import { VendorAccountForm } from './vendor-account-form';

describe('the sign-up forms in Spanish', () => {
  it('reads the vendor form, its types and its tabs in Spanish', async () => {
    await chooseLocale('es');
    render(
      <AccountTypeTabs
        defaultValue="vendor"
        vendor={<VendorAccountForm onSubmit={vi.fn()} />}
        manager={<ManagerAccountForm onSubmit={vi.fn()} />}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Tipo de cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Gerente del mercado' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del negocio')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de vendedor')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Productor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta de vendedor' })).toBeInTheDocument();
    expect(screen.queryByText('Business name')).not.toBeInTheDocument();
  });

  it("says the manager's free trial in Spanish", async () => {
    await chooseLocale('es');
    render(<ManagerAccountForm onSubmit={vi.fn()} />);
    expect(screen.getByText(/Su prueba gratis de \d+ días empieza hoy\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Apellido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar prueba gratis' })).toBeInTheDocument();
    expect(screen.queryByText('First name')).not.toBeInTheDocument();
  });

  it('sends the language the page is shown in with a vendor’s sign-up', async () => {
    await chooseLocale('es');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<VendorAccountForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nombre del negocio'), 'Granja Sol');
    await user.selectOptions(screen.getByLabelText('Tipo de vendedor'), 'Productor');
    await user.type(screen.getByLabelText('Nombre de usuario'), 'granja-sol');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@granjasol.example');
    await user.type(screen.getByLabelText('Contraseña'), 'tomates-2024');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de vendedor' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ language: 'es', user: { username: 'granja-sol' } });
  });

  it('sends the language the page is shown in with a manager’s sign-up', async () => {
    await chooseLocale('es');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<ManagerAccountForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nombre'), 'Rosa');
    await user.type(screen.getByLabelText('Apellido'), 'Díaz');
    await user.type(screen.getByLabelText('Nombre de usuario'), 'rosa.diaz');
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@mercado.example');
    await user.type(screen.getByLabelText('Contraseña'), 'dias-de-mercado-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar prueba gratis' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ language: 'es', manager: { firstname: 'Rosa' } });
  });
});
