import type { Notification } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { buildNotification, notificationPage } from '../testing/inbox-fixtures';
import { InboxFilters } from './inbox-filters';
import { InboxMessages } from './inbox-messages';
import { useInboxFilters } from './use-inbox-filters';

// The page's composition: the filters drive the list's request.
function InboxView() {
  const filters = useInboxFilters();
  return (
    <>
      <InboxFilters filters={filters} />
      <InboxMessages query={filters.query} />
    </>
  );
}

// The server's paging over `rows`: each request gets the page it asks for.
function renderInbox(rows: Notification[]) {
  const get = vi
    .spyOn(api, 'get')
    .mockImplementation(async (_url, config) => ({ data: notificationPage(rows, config?.params) }));
  renderWithProviders(<InboxView />);
  const listCalls = () => get.mock.calls.filter(([url]) => url === '/notifications');
  return { lastListParams: () => listCalls().at(-1)?.[1]?.params as Record<string, unknown> | undefined };
}

describe('Inbox', () => {
  it("asks for active messages under 'All' and dismissed ones under 'Archived'", async () => {
    const user = userEvent.setup();
    const { lastListParams } = renderInbox([]);
    await waitFor(() =>
      expect(lastListParams()).toEqual({ status: 'active', sort: 'newest', page: 0, page_size: 50 }),
    );
    expect(await screen.findByText('Your inbox is empty.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() =>
      expect(lastListParams()).toEqual({ status: 'dismissed', sort: 'newest', page: 0, page_size: 50 }),
    );
    expect(await screen.findByText('No archived messages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opening an unread message shows it in full and marks it read', async () => {
    const unread = buildNotification({
      title: 'Market moved',
      message: 'We are in the east lot.',
      is_read: false,
    });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    const user = userEvent.setup();
    renderInbox([unread]);

    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Unread Market moved' }));

    const sheet = await screen.findByRole('dialog', { name: 'Market moved' });
    expect(within(sheet).getByText('We are in the east lot.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(`/notifications/${unread.id}/read`, undefined, {
      params: { mark_as_read: true },
    });
  });

  it('bulk delete sends the selected ids and shows the server message', async () => {
    const [first, second, third] = [buildNotification(), buildNotification(), buildNotification()];
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ data: { message: 'Notification(s) deleted' } });
    const user = userEvent.setup();
    renderInbox([first!, second!, third!]);

    await user.click(await screen.findByRole('checkbox', { name: `Select ${first!.title}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${third!.title}` }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected messages' });
    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 messages?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledWith('/notifications/bulk', { data: { ids: [first!.id, third!.id] } });
    expect(await screen.findByText('Notification(s) deleted')).toBeInTheDocument();
  });

  it("a failed bulk update shows 'Failed to update notifications' and keeps the selection", async () => {
    const rows = [buildNotification({ is_read: false }), buildNotification({ is_read: false })];
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(new Error('Request failed'));
    const user = userEvent.setup();
    renderInbox(rows);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all messages' }));
    await user.click(screen.getByRole('button', { name: 'Mark read' }));

    expect(patch).toHaveBeenCalledWith('/notifications/read/bulk', {
      ids: rows.map((row) => row.id),
      mark_as_read: true,
    });
    expect(await screen.findByText('Failed to update notifications')).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it("archives one message from its menu and says 'Failed to update notification' when that fails", async () => {
    const message = buildNotification({ title: 'Fee reminder' });
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(new Error('Request failed'));
    const user = userEvent.setup();
    renderInbox([message]);

    await user.click(await screen.findByRole('button', { name: 'Actions for Fee reminder' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));

    expect(patch).toHaveBeenCalledWith('/notifications/archive/bulk', { ids: [message.id], archive: true });
    expect(await screen.findByText('Failed to update notification')).toBeInTheDocument();
  });
  it('a document notice wraps its title and links to the documents', async () => {
    renderInbox([
      buildNotification({
        type: 'document_expiration',
        title: 'Certified Producer Certificate expires soon',
      }),
    ]);
    const item = await screen.findByRole('listitem');
    expect(
      within(item).getByRole('button', { name: 'Certified Producer Certificate expires soon' }),
    ).toHaveClass('break-words');
    expect(within(item).getByRole('link', { name: 'Open documents' })).toHaveAttribute('href', '/documents');
  });
  it("a manager's document notice opens that vendor's documents, in the row and in the opened message", async () => {
    const vendorId = '0b7e2a51-3c1d-4e8f-9a2b-5c6d7e8f9a0b';
    const user = userEvent.setup();
    vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    renderInbox([
      buildNotification({
        type: 'document_expiration',
        title: 'Insurance expired',
        message: 'Sunny Acres: Insurance — Due yesterday.',
        vendor_id: vendorId,
      }),
    ]);
    const item = await screen.findByRole('listitem');
    const href = `/documents?vendor=${vendorId}`;
    expect(within(item).getByRole('link', { name: "Open vendor's documents" })).toHaveAttribute('href', href);
    expect(within(item).queryByRole('link', { name: 'Open documents' })).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Insurance expired' }));
    const sheet = await screen.findByRole('dialog', { name: 'Insurance expired' });
    expect(within(sheet).getByRole('link', { name: "Open vendor's documents" })).toHaveAttribute(
      'href',
      href,
    );
  });
  it('loads older messages a page at a time, appending them, until every message is shown', async () => {
    const rows = Array.from({ length: 53 }, () => buildNotification());
    const user = userEvent.setup();
    const { lastListParams } = renderInbox(rows);

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 53')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(53));
    expect(lastListParams()).toEqual({ status: 'active', sort: 'newest', page: 1, page_size: 50 });
    const titles = within(list)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    expect(titles).toEqual(rows.map((row) => `Select ${row.title}`));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();

    // Select all takes the loaded messages, all 53 of them.
    await user.click(screen.getByRole('checkbox', { name: 'Select all messages' }));
    expect(screen.getByText('53 selected')).toBeInTheDocument();
    // Role queries over 53 rendered messages are slow in jsdom on a loaded machine.
  }, 20_000);

  it('shows no button when the first page holds the whole inbox', async () => {
    renderInbox([buildNotification(), buildNotification()]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Show (older|newer) messages/ })).not.toBeInTheDocument();
  });
  it("says 'Show newer messages' when the inbox is sorted oldest first", async () => {
    vi.spyOn(api, 'get').mockImplementation(async (_url, config) => ({
      data: notificationPage(
        Array.from({ length: 51 }, () => buildNotification()),
        config?.params,
      ),
    }));
    renderWithProviders(<InboxMessages query={{ filter: 'all', type: null, sort: 'oldest' }} />);
    expect(await screen.findByRole('button', { name: 'Show newer messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  }, 20_000);
});
