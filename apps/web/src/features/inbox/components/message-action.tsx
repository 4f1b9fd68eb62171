import type { Notification, NotificationType } from '@marketday/shared';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// Where a notice sends its reader: a document notice to the documents, an account notice to the account.
// Both roles have these two pages; the other types carry no place to go.
const ACTIONS: Partial<Record<NotificationType, { label: string; to: string }>> = {
  document_expiration: { label: 'Open documents', to: paths.documents },
  account_update: { label: 'Open account', to: paths.account },
};

export function messageAction(type: NotificationType) {
  return ACTIONS[type];
}

export function MessageAction({
  notification,
  className,
}: {
  notification: Notification;
  className?: string;
}) {
  const action = messageAction(notification.type);
  if (!action) return null;
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={action.to}>
        {action.label}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}
