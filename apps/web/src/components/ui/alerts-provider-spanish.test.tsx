import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { AlertsProvider, useAlerts } from './alerts-provider';

function Harness() {
  const { showSuccess } = useAlerts();
  return (
    <>
      {/* As the season's routes answer: English made by the server, with a US date in it. */}
      <button type="button" onClick={() => showSuccess('06/13/2026 is back on the schedule.')}>
        Restore
      </button>
      <button type="button" onClick={() => showSuccess('Product added.')}>
        Add
      </button>
      <button type="button" onClick={() => showSuccess('Rancho Las Palmas: listo')}>
        Own words
      </button>
    </>
  );
}

describe('the notices in Spanish', () => {
  it('say a message the server made in English in Spanish, its date the Spanish way', async () => {
    await chooseLocale('es');
    render(
      <AlertsProvider>
        <Harness />
      </AlertsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /El 13 jun\.? 2026 vuelve a estar en el calendario\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status')).toHaveTextContent('Producto agregado.');
    fireEvent.click(screen.getByRole('button', { name: 'Own words' }));
    expect(screen.getByRole('status')).toHaveTextContent('Rancho Las Palmas: listo');
  });
});
