import { formatUnreadBadge } from '@marketday/shared';
import { LockIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MenuItem } from './menus';
import { SidebarMenuBadge, SidebarMenuButton, SidebarMenuItem } from './sidebar/sidebar-menu';

export const UPGRADE_HINT = 'Upgrade your plan to use this';
// Staff cannot change their employer's plan (docs/decisions/029).
export const STAFF_LOCKED_HINT = "Your market manager's plan does not include this";

export type AppNavItemProps = {
  item: MenuItem;
  isEnabled: boolean;
  isActive: boolean;
  unreadCount: number;
  onNavigate: () => void;
  /** Why a disabled item cannot be opened. */
  lockedHint?: string;
};

export function AppNavItem({
  item,
  isEnabled,
  isActive,
  unreadCount,
  onNavigate,
  lockedHint = UPGRADE_HINT,
}: AppNavItemProps) {
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
          tooltip={lockedHint}
          tooltipMode="always"
          onClick={(event) => event.preventDefault()}
        >
          <Icon aria-hidden="true" />
          <span>{item.title}</span>
          <LockIcon aria-hidden="true" className="ml-auto size-3.5! group-data-[collapsible=icon]:hidden" />
        </SidebarMenuButton>
        <span id={hintId} className="sr-only">
          {lockedHint}
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
