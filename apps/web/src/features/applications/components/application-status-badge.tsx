import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@marketday/shared';
import { CircleCheckIcon, CircleXIcon, ClockIcon, type LucideIcon, Undo2Icon } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type StatusStyle = { variant: BadgeProps['variant']; className?: string; icon: LucideIcon };

// Icon and word go with every colour, so colour is never the only signal (docs/product.md §15).
const STATUS_STYLES: Record<ApplicationStatus, StatusStyle> = {
  PENDING: { variant: 'warning', icon: ClockIcon },
  APPROVED: { variant: 'success', icon: CircleCheckIcon },
  REJECTED: { variant: 'destructive', icon: CircleXIcon },
  WITHDRAWN: {
    variant: 'outline',
    className: 'border-transparent bg-muted text-muted-foreground',
    icon: Undo2Icon,
  },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { variant, className, icon: Icon } = STATUS_STYLES[status];
  return (
    <Badge variant={variant} className={className} data-status={status}>
      <Icon aria-hidden="true" />
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
