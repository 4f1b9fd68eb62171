import type { ColumnDef } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { useControlledValue } from '@/test/controlled-value';
import { DataTable, DataTableErrorCard, sortableHeader } from './data-table';
import { DatePicker } from './date-picker';
import { Modal } from './modal';

type Vendor = { id: string; name: string };

const vendors = (count: number): Vendor[] =>
  Array.from({ length: count }, (_, i) => ({ id: `v${i + 1}`, name: `Vendor ${i + 1}` }));
const columns: ColumnDef<Vendor, string>[] = [{ accessorKey: 'name', header: sortableHeader('Nombre') }];

function Controlled({ initial = null }: { initial?: Date | null }) {
  const bound = useControlledValue<Date | null>(initial);
  return (
    <>
      <label htmlFor="date">Fecha del mercado</label>
      <DatePicker id="date" {...bound} />
    </>
  );
}

describe('the UI kit in Spanish', () => {
  // The calendar and its Spanish names load on first open (date-picker.tsx, calendar.tsx): loaded here once, so no
  // test waits on their first import.
  beforeAll(async () => {
    const calendar = await import('./calendar');
    await calendar.loadSpanishNames();
  });

  it('pages, sorts and hides columns in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={vendors(25)} getRowId={(row) => row.id} />);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByText('Filas por página')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(await screen.findByRole('menuitem', { name: 'Ascendente' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Descendente' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Ocultar' }));
    expect(await screen.findByRole('button', { name: 'Mostrar todas' })).toBeInTheDocument();
  });

  it('says an empty table, a failed load and a dialog’s buttons in Spanish', async () => {
    await chooseLocale('es');
    const { unmount } = render(<DataTable columns={columns} data={[]} />);
    expect(screen.getByText('Sin resultados.')).toBeInTheDocument();
    unmount();

    render(<DataTableErrorCard error={undefined} onRetry={vi.fn()} />);
    expect(screen.getByText('Error:')).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error desconocido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    render(<Modal open title="Eliminar vendedor" onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('names the calendar’s months and days in Spanish and keeps the typed date mm/dd/yyyy', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    render(<Controlled initial={new Date(2024, 0, 5)} />);
    const field = screen.getByLabelText('Fecha del mercado');
    expect(field).toHaveAttribute('placeholder', 'mm/dd/aaaa');
    expect(field).toHaveValue('01/05/2024');

    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    expect(await screen.findByRole('grid', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Elegir el mes' })).toHaveDisplayValue('enero');
    expect(screen.getByRole('grid', { name: 'enero 2024' })).toBeInTheDocument();
    // The weeks start on Sunday, as in the United States: domingo first.
    expect(document.querySelector('th')).toHaveAttribute('aria-label', 'domingo');
    expect(screen.getByText('sá')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '5 de enero de 2024, viernes, seleccionado' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '12 de enero de 2024, viernes' }));
    expect(field).toHaveValue('01/12/2024');

    await user.clear(field);
    await user.type(field, '02302024');
    expect(await screen.findByText('Formato de fecha no válido')).toBeInTheDocument();
    expect(screen.queryByText('Invalid date format')).not.toBeInTheDocument();
  });
});
