import type { BoothMap, VendorBooth } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { LayoutEditor } from './layout-editor';
import { VendorBoothCard } from './vendor-booth-card';

const LAYOUT: VendorBooth['layout'] = {
  width_ft: 30,
  height_ft: 20,
  items: [{ id: 'b3', kind: 'BOOTH', label: 'A3', x: 0, y: 0, w: 10, h: 10 }],
};

describe('the booth map in Spanish', () => {
  it("says the vendor's next day and booth in Spanish, the date too", async () => {
    await chooseLocale('es');
    const booth: VendorBooth = {
      market_id: 'm1',
      market_name: 'Riverside',
      date: '2026-06-13',
      booth: { id: 'b3', label: 'A3', size: '10x10' },
      layout: LAYOUT,
    };
    vi.spyOn(api, 'get').mockResolvedValue({ data: [booth, { ...booth, market_id: 'm2', booth: null }] });
    renderWithProviders(<VendorBoothCard />);
    expect(await screen.findByText('sábado 13/06: puesto A3 (10x10)')).toBeInTheDocument();
    expect(screen.getByText('sábado 13/06. Todavía no tiene puesto asignado')).toBeInTheDocument();
    expect(screen.getByText('Su puesto')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Riverside: su puesto A3' })).toBeInTheDocument();
  });

  it("reads the manager's map editor in Spanish", async () => {
    await chooseLocale('es');
    const map: BoothMap = {
      layout: { width_ft: 60, height_ft: 40, items: [] },
      version: 1,
      updated_at: null,
    };
    vi.spyOn(api, 'get').mockResolvedValue({ data: map });
    const user = userEvent.setup();
    renderWithProviders(<LayoutEditor marketId="m1" marketName="Riverside" canEdit />);
    expect(await screen.findByRole('group', { name: 'Mapa de puestos de Riverside' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ancho del mapa (pies)')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay nada en el mapa.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar mapa' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agregar puesto' }));
    expect(await screen.findByRole('menuitem', { name: 'Puesto de 10x10 pies' })).toBeInTheDocument();
    expect(screen.queryByText('Save map')).not.toBeInTheDocument();
  });
});
