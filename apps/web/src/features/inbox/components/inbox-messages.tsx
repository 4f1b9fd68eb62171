import type { Notification } from '@marketday/shared';
import { Card } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { type InboxQuery, useNotifications } from '@/entities/notifications/list-notifications';
import { useOpening } from '@/hooks/use-opening';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { listTotal, loadedRows } from '@/lib/paging';
import en from '../locales/en.json';
import { DeleteMessagesDialog } from './delete-messages-dialog';
import { InboxBulkBar } from './inbox-bulk-bar';
import { InboxItem } from './inbox-item';
import { InboxEmpty, InboxSkeleton } from './inbox-list-states';
import { MessageSheet } from './message-sheet';
import { useInboxActions } from './use-inbox-actions';
import { useSelection } from './use-selection';

// The mail-style list with its bulk bar, reading sheet and delete confirmation. The server pages the inbox:
// the list shows the pages loaded so far, and select-all selects those.
export function InboxMessages({ query }: { query: InboxQuery }) {
  const t = useMessages(en);
  const notifications = useNotifications(query);
  const items = loadedRows(notifications.data);
  const isArchivedView = query.filter === 'archived';
  const selection = useSelection({ visibleIds: items.map((n) => n.id), resetKey: JSON.stringify(query) });
  const actions = useInboxActions();
  // The opened message and the ids to delete outlive `open`, so content stays while dialogs animate out.
  const message = useOpening<Notification>();
  const deletion = useOpening<string[]>();
  const opened = message.opening?.target ?? null;
  const deleteIds = deletion.opening?.target ?? [];

  function openMessage(notification: Notification) {
    message.open(notification);
    if (!notification.is_read) void actions.markOne(notification.id, true);
  }

  async function confirmDelete() {
    if (!(await actions.remove(deleteIds))) return;
    deletion.close();
    selection.clear();
    if (opened && deleteIds.includes(opened.id)) message.close();
  }

  async function bulk(run: (ids: string[]) => Promise<boolean>) {
    if (await run(selection.selectedIds)) selection.clear();
  }

  return (
    <>
      {notifications.isPending ? (
        <InboxSkeleton />
      ) : notifications.error ? (
        <DataTableErrorCard error={notifications.error} />
      ) : items.length === 0 ? (
        <InboxEmpty isArchivedView={isArchivedView} />
      ) : (
        <Card
          aria-busy={notifications.isPlaceholderData || undefined}
          className={cn('gap-0 overflow-hidden py-0', notifications.isPlaceholderData && 'opacity-60')}
        >
          <InboxBulkBar
            selectedCount={selection.selectedIds.length}
            totalCount={items.length}
            isArchivedView={isArchivedView}
            isBusy={actions.isBusy || notifications.isPlaceholderData}
            onSelectAll={selection.setAll}
            onMarkRead={(isRead) => bulk((ids) => actions.markMany(ids, isRead))}
            onArchive={(archive) => bulk((ids) => actions.archive({ ids, archive, isBulk: true }))}
            onDelete={() => deletion.open(selection.selectedIds)}
          />
          <ul aria-label={isArchivedView ? t('archivedMessages') : t('messages')} className="divide-y">
            {items.map((notification) => (
              <InboxItem
                key={notification.id}
                notification={notification}
                isSelected={selection.isSelected(notification.id)}
                onSelectedChange={(checked) => selection.toggle(notification.id, checked)}
                onOpen={openMessage}
                onToggleRead={(n) => void actions.markOne(n.id, !n.is_read)}
                onToggleArchive={(n) =>
                  void actions.archive({ ids: [n.id], archive: n.status !== 'dismissed', isBulk: false })
                }
                onDelete={(n) => deletion.open([n.id])}
              />
            ))}
          </ul>
        </Card>
      )}
      {/* A previous filter's list on screen has no next page to load here. */}
      {!notifications.isPending && !notifications.error && !notifications.isPlaceholderData && (
        <LoadMoreButton
          query={notifications}
          label={query.sort === 'oldest' ? t('showNewer') : t('showOlder')}
          shown={items.length}
          total={listTotal(notifications.data)}
        />
      )}
      <MessageSheet notification={opened} {...message.dialog} />
      <DeleteMessagesDialog
        count={deleteIds.length}
        {...deletion.dialog}
        isDeleting={actions.isDeleting}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
