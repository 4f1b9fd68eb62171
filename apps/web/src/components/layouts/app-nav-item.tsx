import { formatUnreadBadge } from '@marketday/shared';
import { LockIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MenuItem } from './menus';
import { SidebarMenuBadge, SidebarMenuButton, SidebarMenuItem } from './sidebar/sidebar-menu';

export const UPGRADE_HINT = 'Upgrade your plan to use this';

export type AppNavItemProps = {
  item: MenuItem;
  isEnabled: boolean;
  isActive: boolean;
  unreadCount: number;
  onNavigate: () => void;
};

export function AppNavItem({ item, isEnabled, isActive, unreadCount, onNavigate }: AppNavItemProps) {
  const hintId = useId();
  const Icon = item.icon;

  // docs/product.md §2: an item above the user's access level stays visible but cannot be opened.
  if (!isEnabled) {
    return (
      <SidebarMenuItem>
        <SidebarMenuButton
          type="button"
          aria-disabled="true"
          aria-describedby={hintId}
          tooltip={UPGRADE_HINT}
          tooltipMode="always"
          onClick={(event) => event.preventDefault()}
        >
          <Icon aria-hidden="true" />
          <span>{item.title}</span>
          <LockIcon aria-hidden="true" className="ml-auto size-3.5! group-data-[collapsible=icon]:hidden" />
        </SidebarMenuButton>
        <span id={hintId} className="sr-only">
          {UPGRADE_HINT}
        </span>
      </SidebarMenuItem>
    );
  }

  const badge = item.showsUnread && unreadCount > 0 ? formatUnreadBadge(unreadCount) : null;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        asChild
        isActive={isActive}
        tooltip={badge ? `${item.title} (${badge} unread)` : item.title}
      >
        <Link to={item.to} aria-current={isActive ? 'page' : undefined} onClick={onNavigate}>
          <Icon aria-hidden="true" />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
      {badge && (
        <SidebarMenuBadge>
          <span>{badge}</span>
          <span className="sr-only"> unread</span>
        </SidebarMenuBadge>
      )}
    </SidebarMenuItem>
  );
}
