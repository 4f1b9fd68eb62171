import type { BoothFeeSettings } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { BoothFeesCard } from './booth-fees-card';

const SAVED: BoothFeeSettings = {
  basis: 'PER_DAY',
  charge_on: 'PRESENT',
  rates: [{ size: '10x10', amount: 25.1 }],
};

describe('the booth fees card in Spanish', () => {
  it('reads its title, choices and rates in Spanish, and the size rule too', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockResolvedValue({ data: SAVED });
    const user = userEvent.setup();
    renderWithProviders(<BoothFeesCard marketId="market-1" />);
    expect(await screen.findByDisplayValue('25.1')).toBeInTheDocument();
    expect(screen.getByText('Cuotas de puesto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Por temporada' })).toBeInTheDocument();
    expect(screen.getByText('Tarifas por tamaño de puesto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cuotas' })).toBeDisabled();
    expect(screen.queryByText('Booth fees')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar tarifa' }));
    await user.type(screen.getAllByLabelText('Tamaño (pies)')[1]!, '10 by 20');
    expect(
      await screen.findByText('El tamaño de un puesto es ancho x fondo en pies, como 10x10'),
    ).toBeInTheDocument();
  });
});
