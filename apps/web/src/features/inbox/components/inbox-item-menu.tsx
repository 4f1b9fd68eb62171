import type { Notification } from '@marketday/shared';
import { ArchiveIcon, ArchiveRestoreIcon, MailIcon, MailOpenIcon, Trash2Icon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { sayNotice } from './say-notice';

export type InboxItemActions = {
  onToggleRead: (notification: Notification) => void;
  onToggleArchive: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
};

export function InboxItemMenu({
  notification,
  ...actions
}: { notification: Notification } & InboxItemActions) {
  const t = useMessages(en);
  const isArchived = notification.status === 'dismissed';
  return (
    // Modal, as this menu was before it moved onto the shared one.
    <RowActionsMenu
      modal
      label={t('actionsFor', { title: sayNotice(notification.title, notification.type) })}
      actions={[
        {
          label: notification.is_read ? t('markAsUnread') : t('markAsRead'),
          icon: notification.is_read ? MailIcon : MailOpenIcon,
          onSelect: () => actions.onToggleRead(notification),
        },
        {
          label: isArchived ? t('unarchive') : t('archive'),
          icon: isArchived ? ArchiveRestoreIcon : ArchiveIcon,
          onSelect: () => actions.onToggleArchive(notification),
        },
        {
          label: t('delete'),
          icon: Trash2Icon,
          variant: 'destructive',
          separatorBefore: true,
          onSelect: () => actions.onDelete(notification),
        },
      ]}
    />
  );
}
