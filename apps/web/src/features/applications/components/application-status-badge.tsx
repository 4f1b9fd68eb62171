import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@marketday/shared';
import { CircleCheckIcon, CircleXIcon, ClockIcon, Undo2Icon } from 'lucide-react';
import { IconBadge, type IconBadgeStyle, MUTED_BADGE_STYLE } from '@/components/ui/icon-badge';
import { sayShared, useLocale } from '@/lib/i18n/use-messages';

const STATUS_STYLES: Record<ApplicationStatus, IconBadgeStyle> = {
  PENDING: { variant: 'warning', icon: ClockIcon },
  APPROVED: { variant: 'success', icon: CircleCheckIcon },
  REJECTED: { variant: 'destructive', icon: CircleXIcon },
  WITHDRAWN: { ...MUTED_BADGE_STYLE, icon: Undo2Icon },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  useLocale();
  return (
    <IconBadge {...STATUS_STYLES[status]} data-status={status}>
      {sayShared(APPLICATION_STATUS_LABELS[status])}
    </IconBadge>
  );
}
