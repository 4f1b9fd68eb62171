import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { chooseLocale } from '@/lib/i18n/i18n';
import { forgetCacheUser } from '@/lib/offline/cache-user';
import { queueAttendance, queueCheckout, queueDayReport } from '@/lib/offline/outbox';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { allItems, putItem, removeItem } from '@/lib/offline/outbox-store';
import { checkoutInput } from '@/test/checkout-input';
import { SyncStatus, waitingText } from './sync-status';

const MANAGER = 'manager-spanish-outbox';
const MARKET = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c22';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let keys = 0;
function hold(vendor: string) {
  keys += 1;
  return queueCheckout({
    userId: MANAGER,
    key: `spanish-key-${keys}`,
    mode: 'create',
    marketId: 'market-1',
    marketName: 'Downtown',
    vendorName: vendor,
    input: checkoutInput(vendor),
    moneyOwedCents: 650,
  });
}

function renderStatus() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OutboxProvider userId={MANAGER} senders={outboxSenders}>
        <SyncStatus />
      </OutboxProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
  forgetCacheUser();
});

afterEach(() => {
  forgetCacheUser();
  setOnline(true);
});

describe('the outbox in Spanish', { timeout: 20_000 }, () => {
  it('counts what waits in English, and in Spanish once chosen', async () => {
    setOnline(false);
    await hold('Alpha Farm');
    await hold('Berry Bakery');
    await queueDayReport({
      userId: MANAGER,
      marketId: MARKET,
      marketName: 'Downtown',
      reportId: null,
      input: { market: MARKET, date: '2026-11-24', expenses: 12, additional_income: 30 },
    });
    await queueAttendance({
      userId: MANAGER,
      marketId: MARKET,
      marketName: 'Downtown',
      vendorName: 'Alpha Farm',
      marketVendorId: 'mv-alpha',
      date: '2026-11-24',
      status: 'LATE',
    });
    const items = await allItems();
    expect(waitingText(items)).toBe('2 checkouts, 1 day report and 1 attendance mark waiting to sync');

    await chooseLocale('es');
    expect(waitingText(items)).toBe('Por sincronizar: 2 cobros, 1 informe del día y 1 marca de asistencia');
    expect(waitingText(items.slice(0, 1))).toMatch(
      /^Por sincronizar: 1 (cobro|informe del día|marca de asistencia)$/,
    );

    const user = renderStatus();
    expect(screen.getByText('Sin conexión')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', {
        name: 'Por sincronizar: 2 cobros, 1 informe del día y 1 marca de asistencia',
      }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Cobros en este dispositivo' });
    expect(within(sheet).getByText(/Los cobros hechos sin red se guardan aquí/)).toBeInTheDocument();
    expect(within(sheet).getByRole('region', { name: 'Por sincronizar' })).toBeInTheDocument();
    expect(within(sheet).getAllByText('Esperando la red')).toHaveLength(4);
    expect(within(sheet).getByText('Informe del día')).toBeInTheDocument();
    expect(within(sheet).getByText('Asistencia: Alpha Farm, tarde')).toBeInTheDocument();
    expect(
      within(sheet).getByRole('button', { name: 'Sin conexión: se sincroniza cuando vuelva la red' }),
    ).toBeDisabled();

    const alpha = within(sheet).getByText('Alpha Farm').closest('li') as HTMLElement;
    await user.click(within(alpha).getByRole('button', { name: 'Eliminar' }));
    expect(within(alpha).getByRole('button', { name: 'Eliminar este cobro' })).toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Conservarlo' })).toBeInTheDocument();
    expect(within(sheet).queryByText(/Waiting|Delete|Offline/)).not.toBeInTheDocument();
  });

  it('says what needs attention in Spanish, the device’s figures and the server’s English refusal too', async () => {
    setOnline(false);
    const held = await hold('Alpha Farm');
    await putItem({ ...held, state: 'invalid', everSent: true, attempts: 1, message: null });
    await chooseLocale('es');
    const user = renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Requiere atención (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cobros en este dispositivo' });
    const attention = within(sheet).getByRole('region', { name: 'Requiere atención' });
    expect(within(attention).getByText('El servidor lo rechazó')).toBeInTheDocument();
    expect(within(attention).getByText('Este dispositivo')).toBeInTheDocument();
    expect(within(attention).getByText('Ventas brutas $100.00')).toBeInTheDocument();
    expect(within(attention).getByText('Saldo adeudado $6.50')).toBeInTheDocument();
    expect(within(attention).getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
    expect(within(sheet).getByText('No hay nada más pendiente de enviar.')).toBeInTheDocument();
  });
});
