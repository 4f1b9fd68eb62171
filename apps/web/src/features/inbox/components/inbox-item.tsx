import type { Notification } from '@marketday/shared';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type InboxItemActions, InboxItemMenu } from './inbox-item-menu';
import { MessageAction } from './message-action';
import { NotificationTypeBadge } from './notification-type-badge';
import { formatReceived, senderLabel } from './received-date';
import { sayNotice } from './say-notice';

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
  const t = useMessages(en);
  const id = useId();
  const checkboxId = `${id}-select`;
  const isUnread = !notification.is_read;
  // A system notice in the reader's language; what a person wrote, as written (say-notice.ts).
  const title = sayNotice(notification.title, notification.type);
  return (
    <li className={cn('relative flex items-start gap-1 py-2 pr-1', isUnread && 'bg-primary/5')}>
      {/* The label widens the checkbox's hit area to the 44 px touch target; it sits above the row's
          stretched open button. */}
      <label
        htmlFor={checkboxId}
        className="relative z-10 flex size-11 shrink-0 cursor-pointer items-center justify-center"
      >
        <Checkbox
          id={checkboxId}
          aria-label={t('selectMessage', { title })}
          checked={isSelected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
        />
      </label>
      <div className="grid min-w-0 flex-1 gap-1 py-1">
        <div className="flex items-center gap-2 text-sm">
          {isUnread && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />}
          <span className={cn('min-w-0 truncate', isUnread && 'font-semibold')}>
            {senderLabel(notification.sender_name)}
          </span>
          <time
            dateTime={notification.created_at}
            className="ml-auto shrink-0 text-muted-foreground tabular-nums"
          >
            {formatReceived(notification.created_at)}
          </time>
        </div>
        {/* The button's name is the title people see (axe 'label-content-name-mismatch'); its ::after
            covers the whole row, so a tap anywhere opens the message. The title wraps instead of being
            cut short on a phone. */}
        <button
          type="button"
          onClick={() => onOpen(notification)}
          className={cn(
            'min-w-0 break-words rounded-sm text-left outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50 focus-visible:after:ring-inset',
            isUnread ? 'font-bold' : 'font-medium',
          )}
        >
          {isUnread && (
            <>
              <span className="sr-only">{t('unread')}</span>{' '}
            </>
          )}
          {title}
        </button>
        <div className="flex min-w-0 items-center gap-2">
          <NotificationTypeBadge type={notification.type} />
          <span className="min-w-0 truncate text-muted-foreground text-sm">
            {sayNotice(notification.message, notification.type)}
          </span>
        </div>
        <MessageAction notification={notification} className="relative z-10 mt-1 justify-self-start" />
      </div>
      <div className="relative z-10">
        <InboxItemMenu notification={notification} {...actions} />
      </div>
    </li>
  );
}
