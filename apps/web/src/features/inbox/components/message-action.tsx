import type { Notification, NotificationType } from '@marketday/shared';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths, vendorDocumentsPath } from '@/config/paths';
import { messagesOf, useLocale } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Action = { label: string; to: string };

const t = messagesOf(en);

// Where a notice sends its reader: a document notice to the documents, an account notice to the account.
// Both roles have these two pages; the other types carry no place to go.
const ACTIONS: Partial<Record<NotificationType, () => Action>> = {
  document_expiration: () => ({ label: t('openDocuments'), to: paths.documents }),
  account_update: () => ({ label: t('openAccount'), to: paths.account }),
};

// A manager's document notice names its vendor (vendor_id): it opens the documents filtered to that vendor.
export function messageAction(notification: Pick<Notification, 'type' | 'vendor_id'>): Action | undefined {
  if (notification.type === 'document_expiration' && notification.vendor_id) {
    return { label: t('openVendorDocuments'), to: vendorDocumentsPath(notification.vendor_id) };
  }
  return ACTIONS[notification.type]?.();
}

export function MessageAction({
  notification,
  className,
}: {
  notification: Notification;
  className?: string;
}) {
  useLocale();
  const action = messageAction(notification);
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
