import type { LucideIcon } from 'lucide-react';
import { Badge, type BadgeProps } from './badge';

/** How a status is drawn: the badge's colour, any extra classes, and the icon that goes with the word. */
export type IconBadgeStyle = { variant: BadgeProps['variant']; className?: string; icon: LucideIcon };

/** The grey look of a status that needs nothing from anyone (withdrawn, no document); add its icon. */
export const MUTED_BADGE_STYLE = {
  variant: 'outline',
  className: 'border-transparent bg-muted text-muted-foreground',
} satisfies Omit<IconBadgeStyle, 'icon'>;

// A badge whose icon goes before its word, so colour is never the only signal (docs/product.md §15).
export function IconBadge({ icon: Icon, children, ...badge }: BadgeProps & { icon: LucideIcon }) {
  return (
    <Badge {...badge}>
      <Icon aria-hidden="true" />
      {children}
    </Badge>
  );
}
