import type { Notification } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildNotification, notificationPage } from '../testing/inbox-fixtures';
import { InboxFilters } from './inbox-filters';
import { InboxMessages } from './inbox-messages';
import { useInboxFilters } from './use-inbox-filters';

function InboxView() {
  const filters = useInboxFilters();
  return (
    <>
      <InboxFilters filters={filters} />
      <InboxMessages query={filters.query} />
    </>
  );
}

function renderInbox(rows: Notification[]) {
  vi.spyOn(api, 'get').mockImplementation(async (_url, config) => ({
    data: notificationPage(rows, config?.params),
  }));
  renderWithProviders(<InboxView />);
}

describe('the inbox in Spanish', () => {
  it('reads its filters, its messages and their actions in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    renderInbox([
      buildNotification({ title: 'Permit expiring', type: 'document_expiration', is_read: false }),
    ]);

    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Vencimiento de documento')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Abrir documentos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archivados' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mensajes' })).toBeInTheDocument();
    expect(screen.queryByText('Document expiration')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Permit expiring' }));
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Mensajes seleccionados' });
    expect(within(toolbar).getByRole('button', { name: 'Marcar leído' })).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('dialog', { name: '¿Eliminar este mensaje?' })).toBeInTheDocument();
  });
});
