import type { Notification } from '@marketday/shared';
import { ArchiveIcon, ArchiveRestoreIcon, MailIcon, MailOpenIcon, Trash2Icon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type InboxItemActions = {
  onToggleRead: (notification: Notification) => void;
  onToggleArchive: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
};

export function InboxItemMenu({
  notification,
  ...actions
}: { notification: Notification } & InboxItemActions) {
  const isArchived = notification.status === 'dismissed';
  return (
    // Modal, as this menu was before it moved onto the shared one.
    <RowActionsMenu
      modal
      label={`Actions for ${notification.title}`}
      actions={[
        {
          label: notification.is_read ? 'Mark as unread' : 'Mark as read',
          icon: notification.is_read ? MailIcon : MailOpenIcon,
          onSelect: () => actions.onToggleRead(notification),
        },
        {
          label: isArchived ? 'Unarchive' : 'Archive',
          icon: isArchived ? ArchiveRestoreIcon : ArchiveIcon,
          onSelect: () => actions.onToggleArchive(notification),
        },
        {
          label: 'Delete',
          icon: Trash2Icon,
          variant: 'destructive',
          separatorBefore: true,
          onSelect: () => actions.onDelete(notification),
        },
      ]}
    />
  );
}
