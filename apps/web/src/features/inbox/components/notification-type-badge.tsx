import { NOTIFICATION_TYPE_LABELS, type NotificationType } from '@marketday/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { sayShared, useLocale } from '@/lib/i18n/use-messages';

// One colour per type, always with its label, so colour is never the only signal.
const TYPE_VARIANTS: Record<NotificationType, BadgeProps['variant']> = {
  document_expiration: 'warning',
  developer_update: 'secondary',
  manager_notification: 'default',
  account_update: 'outline',
  market_update: 'success',
};

export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  useLocale();
  return <Badge variant={TYPE_VARIANTS[type]}>{sayShared(NOTIFICATION_TYPE_LABELS[type])}</Badge>;
}
