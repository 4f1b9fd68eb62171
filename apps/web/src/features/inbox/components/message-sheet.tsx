import type { Notification } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { MessageAction } from './message-action';
import { NotificationTypeBadge } from './notification-type-badge';
import { formatReceivedLong, senderLabel } from './received-date';
import { sayNotice } from './say-notice';

type MessageSheetProps = DialogOpenProps & { notification: Notification | null };

// Full screen on phones; a side panel from sm up.
export function MessageSheet({ notification, open, onOpenChange }: MessageSheetProps) {
  const t = useMessages(en);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-lg">
        {notification && (
          <>
            <SheetHeader className="gap-2 border-b pr-14">
              <SheetTitle className="break-words text-lg">
                {sayNotice(notification.title, notification.type)}
              </SheetTitle>
              <SheetDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>{t('from', { sender: senderLabel(notification.sender_name) })}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={notification.created_at} className="tabular-nums">
                  {formatReceivedLong(notification.created_at)}
                </time>
              </SheetDescription>
              <NotificationTypeBadge type={notification.type} />
            </SheetHeader>
            <div className="flex-1 overflow-y-auto whitespace-pre-wrap break-words p-4 leading-relaxed">
              {sayNotice(notification.message, notification.type)}
            </div>
            <MessageAction notification={notification} className="m-4 self-start" />
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
