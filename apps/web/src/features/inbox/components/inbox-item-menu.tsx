import type { Notification } from '@marketday/shared';
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  MailIcon,
  MailOpenIcon,
  MoreVerticalIcon,
  Trash2Icon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${notification.title}`}>
          <MoreVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onToggleRead(notification)}>
          {notification.is_read ? <MailIcon aria-hidden="true" /> : <MailOpenIcon aria-hidden="true" />}
          {notification.is_read ? 'Mark as unread' : 'Mark as read'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onToggleArchive(notification)}>
          {isArchived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
          {isArchived ? 'Unarchive' : 'Archive'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(notification)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
