import type { Notification } from '@marketday/shared';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { type InboxItemActions, InboxItemMenu } from './inbox-item-menu';
import { NotificationTypeBadge } from './notification-type-badge';
import { formatReceived, senderLabel } from './received-date';

type InboxItemProps = InboxItemActions & {
  notification: Notification;
  isSelected: boolean;
  onSelectedChange: (checked: boolean) => void;
  onOpen: (notification: Notification) => void;
};

export function InboxItem({
  notification,
  isSelected,
  onSelectedChange,
  onOpen,
  ...actions
}: InboxItemProps) {
  const id = useId();
  const checkboxId = `${id}-select`;
  const isUnread = !notification.is_read;
  return (
    <li className={cn('flex items-start gap-1 py-2 pr-1', isUnread && 'bg-primary/5')}>
      {/* The label widens the checkbox's hit area to the 44 px touch target. */}
      <label
        htmlFor={checkboxId}
        className="flex size-11 shrink-0 cursor-pointer items-center justify-center"
      >
        <Checkbox
          id={checkboxId}
          aria-label={`Select ${notification.title}`}
          checked={isSelected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
        />
      </label>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        // A short name (unread state and title) with the sender, date and preview as its description.
        aria-labelledby={isUnread ? `${id}-unread ${id}-title` : `${id}-title`}
        aria-describedby={`${id}-from ${id}-date ${id}-preview`}
        className="grid min-w-0 flex-1 gap-0.5 rounded-md py-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex items-center gap-2 text-sm">
          {isUnread && (
            <>
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
              <span id={`${id}-unread`} className="sr-only">
                Unread
              </span>
            </>
          )}
          <span id={`${id}-from`} className={cn('min-w-0 truncate', isUnread && 'font-semibold')}>
            {senderLabel(notification.sender_name)}
          </span>
          <time
            id={`${id}-date`}
            dateTime={notification.created_at}
            className="ml-auto shrink-0 text-muted-foreground tabular-nums"
          >
            {formatReceived(notification.created_at)}
          </time>
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <span id={`${id}-title`} className={cn('min-w-0 truncate', isUnread ? 'font-bold' : 'font-medium')}>
            {notification.title}
          </span>
          <NotificationTypeBadge type={notification.type} />
        </span>
        <span id={`${id}-preview`} className="truncate text-muted-foreground text-sm">
          {notification.message}
        </span>
      </button>
      <InboxItemMenu notification={notification} {...actions} />
    </li>
  );
}
