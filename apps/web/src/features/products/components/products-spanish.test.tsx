import type { VendorProduct } from '@marketday/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { ProductForm } from './product-form';
import { formValuesOf } from './product-form-values';
import { ProductList } from './product-list';

const HONEY: VendorProduct = {
  vendor_id: 'v',
  product_id: 'p',
  name: 'Wildflower Honey',
  category: 'honey',
  tags: ['raw', 'local'],
  attributes: { size: '12 oz' },
  seasonality: [10, 11, 12, 1],
  description: 'From our own hives.',
};

describe('the products in Spanish', () => {
  it('reads the product form in Spanish, its months, tags and category too', async () => {
    await chooseLocale('es');
    render(
      <ProductForm
        idPrefix="es"
        defaultValues={formValuesOf(HONEY)}
        submitLabel="Guardar"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Nombre del producto')).toHaveValue('Wildflower Honey');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Miel');
    const season = within(screen.getByRole('group', { name: 'Temporada' }));
    expect(season.getByRole('button', { name: 'Todo el año' })).toBeInTheDocument();
    expect(season.getByRole('button', { name: 'Ene' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Disponible: Oct–Ene')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crudo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: /^Producción/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Valor del atributo 1')).toHaveValue('12 oz');
    expect(screen.getByLabelText('Descripción (opcional)')).toBeInTheDocument();
    expect(screen.queryByText('Season')).toBeNull();
  });

  it('says an empty catalogue in Spanish', async () => {
    await chooseLocale('es');
    render(
      <ProductList
        products={[]}
        isLoading={false}
        error={null}
        isFiltered={false}
        onAction={vi.fn()}
        onAddProduct={vi.fn()}
        onClearFilters={vi.fn()}
      />,
    );
    expect(screen.getByText('Aún no tiene productos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Agregar producto/ })).toBeInTheDocument();
  });
});
