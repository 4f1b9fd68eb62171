import { formatUnreadBadge } from '@marketday/shared';
import { LockIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import type { MenuItem } from './menus';
import { SidebarMenuBadge, SidebarMenuButton, SidebarMenuItem } from './sidebar/sidebar-menu';

/** Why a disabled item cannot be opened: the plan to upgrade, or for staff their employer's (docs/decisions/029). */
export type LockedHint = 'upgradeHint' | 'staffLockedHint';

export type AppNavItemProps = {
  item: MenuItem;
  isEnabled: boolean;
  isActive: boolean;
  unreadCount: number;
  onNavigate: () => void;
  /** Why a disabled item cannot be opened. */
  lockedHint?: LockedHint;
};

export function AppNavItem({
  item,
  isEnabled,
  isActive,
  unreadCount,
  onNavigate,
  lockedHint = 'upgradeHint',
}: AppNavItemProps) {
  const t = useMessages(en);
  const hintId = useId();
  const Icon = item.icon;
  const label = t(item.labelKey);
  const hint = t(lockedHint);

  // docs/product.md §2: an item above the user's access level stays visible but cannot be opened.
  if (!isEnabled) {
    return (
      <SidebarMenuItem>
        <SidebarMenuButton
          type="button"
          aria-disabled="true"
          aria-describedby={hintId}
          tooltip={hint}
          tooltipMode="always"
          onClick={(event) => event.preventDefault()}
        >
          <Icon aria-hidden="true" />
          <span>{label}</span>
          <LockIcon aria-hidden="true" className="ml-auto size-3.5! group-data-[collapsible=icon]:hidden" />
        </SidebarMenuButton>
        <span id={hintId} className="sr-only">
          {hint}
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
        tooltip={badge ? t('unreadTooltip', { title: label, badge }) : label}
      >
        <Link to={item.to} aria-current={isActive ? 'page' : undefined} onClick={onNavigate}>
          <Icon aria-hidden="true" />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
      {badge && (
        <SidebarMenuBadge>
          <span>{badge}</span>
          <span className="sr-only"> {t('unread')}</span>
        </SidebarMenuBadge>
      )}
    </SidebarMenuItem>
  );
}
