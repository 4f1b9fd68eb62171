import type { VendorSelf } from '@marketday/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { VendorAccountForm } from './vendor-account-form';

const VENDOR: VendorSelf = {
  id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  business_name: 'Sunny Acres Farm',
  type: 'PRODUCER',
  phone: '555-123-4567',
  receipt_email: 'vendor@marketday.example',
  producer_names: 'Ana Reyes, Tom Reyes',
  settings: { phone_public: false, email_notifications: true, directory_listed: false },
  username: 'vendor',
  email: 'vendor@marketday.example',
  type_locked: true,
};

describe('the vendor’s account in Spanish', () => {
  it('reads the profile and settings in Spanish', async () => {
    await chooseLocale('es');
    renderWithProviders(<VendorAccountForm vendor={VENDOR} />);
    expect(screen.getByText('Perfil')).toBeInTheDocument();
    expect(screen.getByText(/Usted inicia sesión como/)).toHaveTextContent(
      'Cómo conocen los mercados a su negocio. Usted inicia sesión como vendor (vendor@marketday.example).',
    );
    expect(screen.getByLabelText('Nombre del negocio')).toHaveValue('Sunny Acres Farm');
    expect(screen.getByLabelText('Nombres de productores (opcional)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Su tipo de vendedor determina sus cuotas del mercado. Pida a su gerente del mercado que lo cambie.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mostrar mi número de teléfono al público')).toBeInTheDocument();
    expect(screen.getByText('Configuración')).toBeInTheDocument();
    expect(screen.queryByText('Settings')).toBeNull();
  });
});
