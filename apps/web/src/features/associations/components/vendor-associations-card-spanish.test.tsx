import type { Association, VendorAssociation } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { AssociationForm } from './association-form';
import { VendorAssociationsCard } from './vendor-associations-card';

const DELTA: VendorAssociation = {
  id: '5b1f3a2e-7c4d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Delta Growers',
  active: false,
  vendor_count: 4,
  max_vendors: 10,
  joined_at: '2025-03-01T18:00:00.000Z',
};

describe('associations in Spanish', () => {
  it('lists the vendor’s associations and the join form in Spanish', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockResolvedValue({ data: [DELTA] });
    renderWithProviders(<VendorAssociationsCard />);
    // The day joined spells its month in Spanish ('1 mar 2025'), so it cannot be read as 3 January.
    expect(await screen.findByText(/^Se unió el 1 mar\.? 2025 · 4 \/ 10 vendedores$/)).toBeInTheDocument();
    expect(screen.getByText('Asociaciones')).toBeInTheDocument();
    expect(screen.getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de acceso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unirse a la asociación' })).toBeDisabled();
    expect(screen.queryByText('Join Association')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salir de Delta Growers' }));
    expect(await screen.findByRole('heading', { name: '¿Salir de Delta Growers?' })).toBeInTheDocument();
  });

  it('says the manager’s form in Spanish', async () => {
    await chooseLocale('es');
    const association: Association = {
      id: 'a-1',
      name: 'Delta Growers',
      active: true,
      vendor_count: 1,
      max_vendors: 10,
      access_code: 'DELTA123',
      created_at: '2025-03-01T18:00:00.000Z',
    };
    render(
      <AssociationForm
        idPrefix="edit"
        association={association}
        submitLabel="Guardar cambios"
        onSubmit={vi.fn().mockResolvedValue(undefined)}
      />,
    );
    expect(screen.getByLabelText('Nombre de la asociación')).toBeInTheDocument();
    expect(screen.getByText('Se ha unido 1 vendedor; el límite no puede ser menor.')).toBeInTheDocument();
    expect(
      screen.getByText('De 6 a 20 letras o dígitos. Déjelo vacío para conservar el código actual.'),
    ).toBeInTheDocument();
  });
});
