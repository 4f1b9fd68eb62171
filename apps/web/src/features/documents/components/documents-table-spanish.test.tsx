import type { DocumentRecord } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import type { DocumentVendor } from './document-filters';
import { DocumentsTable } from './documents-table';

const PARK = { id: 'm-park', name: 'Wednesday Park' };
const VENDORS: DocumentVendor[] = [
  { id: 'v-sunny', business_name: 'Sunny Acres', markets: [PARK], managed: true },
];

const DOCUMENT: DocumentRecord = {
  id: 'd-1',
  creator_id: null,
  owner_id: 'v-sunny',
  owner_name: 'Sunny Acres',
  created_at: '2026-10-01T17:00:00.000Z',
  type: 'CPC-Certificate',
  path: 'x',
  size: 1000,
  version: 2,
  expr: '2026-01-01',
  meta: {},
  status: 'PAST_DUE',
  status_text: 'Due 325 days ago',
};

describe('the documents table in Spanish', () => {
  it('reads its headers, filters, types and row actions in Spanish', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockResolvedValue({
      data: { data: [DOCUMENT], page: 0, page_size: 10, total_count: 1, totals: null },
    });
    renderWithProviders(<DocumentsTable vendors={VENDORS} onReplace={vi.fn()} />);
    const user = userEvent.setup();

    expect(await screen.findByText('Certificado de Productor Certificado')).toBeInTheDocument();
    expect(screen.queryByText('Certified Producer Certificate')).not.toBeInTheDocument();
    // The server's wording of the status, said in Spanish.
    expect(screen.getAllByText('Venció hace 325 días').length).toBeGreaterThan(0);
    expect(screen.queryByText('Due 325 days ago')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vence' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar documentos' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por estado' }));
    expect(await screen.findByRole('option', { name: 'Vencido' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todos los estados' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(
      screen.getByRole('button', {
        name: 'Acciones para Certificado de Productor Certificado de Sunny Acres',
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Editar detalles' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Reemplazar' })).toBeInTheDocument();
  });
});
