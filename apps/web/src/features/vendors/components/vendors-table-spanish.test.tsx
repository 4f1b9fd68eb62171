import type { Vendor } from '@marketday/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { buildVendor, VendorsTestProviders } from '../testing/vendor-fixtures';
import { VendorFormSheet } from './vendor-form-sheet';
import { VendorsTable } from './vendors-table';

const PARK = { id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e', name: 'Wednesday Park' };

function renderTable(vendors: Vendor[]) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: vendors });
  render(
    <VendorsTestProviders>
      <VendorsTable
        markets={[PARK]}
        marketFilter={null}
        onMarketFilterChange={vi.fn()}
        onAddVendor={vi.fn()}
      />
    </VendorsTestProviders>,
  );
}

describe('the vendors in Spanish', () => {
  it('with no vendors says so in Spanish', async () => {
    await chooseLocale('es');
    renderTable([]);
    expect(await screen.findByText('Aún no hay vendedores.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar vendedor' })).toBeInTheDocument();
    expect(screen.queryByText('No vendors yet.')).not.toBeInTheDocument();
  });

  it('reads the table, its filters and a row menu in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    renderTable([
      buildVendor({ business_name: 'Late Papers Farm', expired_docs: 2 }),
      buildVendor({
        business_name: 'Hill Honey',
        managed: false,
        settings: { phone_public: false, email_notifications: true, directory_listed: true },
      }),
    ]);
    const listed = await screen.findByRole('row', { name: /Hill Honey/ }, { timeout: 5_000 });
    expect(within(listed).getByText('En directorio')).toBeInTheDocument();
    expect(within(listed).getByText('Cuenta propia')).toBeInTheDocument();
    expect(screen.getAllByText('2 vencidos').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Documentos').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Filtrar por tipo de vendedor' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar vendedores...')).toBeInTheDocument();
    expect(screen.queryByText('In directory')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Acciones para Hill Honey' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Quitar de mis mercados' })).toBeInTheDocument();
    expect(within(menu).getByText('Administra su propio perfil')).toBeInTheDocument();
  });

  it('the add-vendor sheet asks in Spanish, the receipt choices included', async () => {
    await chooseLocale('es');
    render(
      <VendorsTestProviders>
        <VendorFormSheet open onOpenChange={vi.fn()} markets={[PARK]} />
      </VendorsTestProviders>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Agregar vendedor' });
    // The form loads after the sheet's frame (lazyPart).
    expect(await within(sheet).findByLabelText('Nombre del negocio')).toBeInTheDocument();
    expect(within(sheet).getByText('El teléfono es público')).toBeInTheDocument();
    expect(within(sheet).getByRole('combobox', { name: 'Tipo de vendedor' })).toHaveTextContent(
      'Elija un tipo…',
    );
    expect(within(sheet).getByRole('combobox', { name: 'Recibo' })).toHaveTextContent('Preguntar cada vez');
    expect(within(sheet).queryByText('Business name')).not.toBeInTheDocument();
  });
});
