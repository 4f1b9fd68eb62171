import type { Notification } from '@marketday/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildNotification, notificationPage } from '../testing/inbox-fixtures';
import { InboxMessages } from './inbox-messages';

// The system's notices are stored in English (packages/shared/src/notices.ts); the inbox says them in the reader's
// language. What a person wrote stays as they wrote it.
function renderInbox(rows: Notification[]) {
  vi.spyOn(api, 'get').mockImplementation(async (_url, config) => ({
    data: notificationPage(rows, config?.params),
  }));
  renderWithProviders(<InboxMessages query={{ filter: 'all', type: null, sort: 'newest' }} />);
}

const item = async (title: string | RegExp) =>
  (await screen.findByRole('button', { name: title })).closest('li') as HTMLElement;

describe('the system’s notices in Spanish', () => {
  it('are said in Spanish; a manager’s own message, a refusal’s reason and names stay as written', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    renderInbox([
      buildNotification({
        type: 'account_update',
        title: 'Welcome to Downtown Farmers Market',
        message:
          'Your application to Downtown Farmers Market was approved. The market now shows on your Markets page.',
      }),
      buildNotification({
        type: 'account_update',
        title: 'Application to Downtown Farmers Market not accepted',
        message: 'Your application to Downtown Farmers Market was not accepted. Reason: Insurance',
      }),
      buildNotification({
        type: 'document_expiration',
        title: 'Insurance expired',
        message: 'Green Acres: Insurance — Due 3 days ago.',
      }),
      buildNotification({
        type: 'market_update',
        title: 'Approved: you are scheduled on 06/13/2026',
        message: 'Downtown Farmers Market: Approved: you are scheduled on 06/13/2026.',
      }),
      // A manager's own words, even where they read like a notice or another screen's phrase.
      buildNotification({ title: 'Permit expired', message: 'Setup starts at 7 am this Saturday.' }),
      buildNotification({ type: 'market_update', title: 'Approved', message: 'Cancelled: the potluck' }),
      // A broadcast and a direct message in a notice's words: not a notice of that kind, so as written.
      buildNotification({
        type: 'market_update',
        title: 'Welcome to the new season',
        message: 'See you there.',
      }),
      buildNotification({
        title: 'Application to Riverside not accepted',
        message: 'Your application to Riverside was not accepted. Reason: late',
      }),
    ]);

    const welcome = await item('Le damos la bienvenida a Downtown Farmers Market');
    expect(
      within(welcome).getByText(
        'Su solicitud a Downtown Farmers Market fue aprobada. El mercado ya aparece en su página Mercados.',
      ),
    ).toBeInTheDocument();
    expect(within(welcome).getByRole('checkbox')).toHaveAccessibleName(
      'Seleccionar Le damos la bienvenida a Downtown Farmers Market',
    );
    const refused = await item('Su solicitud a Downtown Farmers Market no fue aceptada');
    expect(
      within(refused).getByText('Su solicitud a Downtown Farmers Market no fue aceptada. Motivo: Insurance'),
    ).toBeInTheDocument();
    const expired = await item('Seguro: venció');
    expect(within(expired).getByText('Green Acres: Seguro — venció hace 3 días.')).toBeInTheDocument();
    const approved = await item(/^Aprobada: está programado el 13 jun\.? 2026$/);
    expect(
      within(approved).getByText(/^Downtown Farmers Market: aprobada: está programado el 13 jun\.? 2026\.$/),
    ).toBeInTheDocument();

    expect(await item('Permit expired')).toHaveTextContent('Setup starts at 7 am this Saturday.');
    expect(await item('Approved')).toHaveTextContent('Cancelled: the potluck');
    expect(await item('Welcome to the new season')).toHaveTextContent('See you there.');
    expect(await item('Application to Riverside not accepted')).toHaveTextContent(
      'Your application to Riverside was not accepted. Reason: late',
    );

    // Opened, the notice reads in Spanish too.
    await user.click(screen.getByRole('button', { name: 'Seguro: venció' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seguro: venció' });
    expect(within(sheet).getByText('Green Acres: Seguro — venció hace 3 días.')).toBeInTheDocument();
  });

  it('are said again when the reader switches language', async () => {
    await chooseLocale('es');
    renderInbox([
      buildNotification({
        type: 'market_update',
        title: 'Your receipt for Downtown on 06/13/2026: agree or dispute',
        message:
          'The market booked your checkout. Open your transactions to agree to the receipt or dispute it: /transactions',
      }),
    ]);
    expect(
      await screen.findByText(/^Su recibo de Downtown del 13 jun\.? 2026: acéptelo u objételo$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'El mercado registró su cierre de cuentas. Abra sus transacciones para aceptar el recibo u objetarlo: /transactions',
      ),
    ).toBeInTheDocument();
    await act(() => chooseLocale('en'));
    expect(screen.getByText('Your receipt for Downtown on 06/13/2026: agree or dispute')).toBeInTheDocument();
  });
});
