import { type AccessLevel, meetsAccess } from '@marketday/shared';
import { useLocation } from 'react-router';
import { AppNavItem } from '@/components/layouts/app-nav-item';
import { isMenuItemActive, menuForRole } from '@/components/layouts/menus';
import { useSidebar } from '@/components/layouts/sidebar/sidebar-context';
import { SidebarMenu } from '@/components/layouts/sidebar/sidebar-menu';
import { SidebarGroup } from '@/components/layouts/sidebar/sidebar-sections';
import { useUnreadCount } from '@/entities/notifications/get-unread-count';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function AppNav() {
  const t = useMessages(en);
  const { isAuthenticated, appRole, appAccess, staffRole } = useAuth();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const items = menuForRole({ role: appRole, staffRole });
  const canOpen = (need: AccessLevel) => meetsAccess({ have: appAccess, need });

  // Poll only when the user can actually open the inbox, so a locked plan never triggers 403s.
  const inbox = items.find((item) => item.showsUnread);
  const { data } = useUnreadCount({ enabled: isAuthenticated && !!inbox && canOpen(inbox.access) });
  const unreadCount = data?.count ?? 0;

  // On phones the sidebar is a sheet covering the page; close it once a page is picked.
  const onNavigate = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <nav aria-label={t('mainNav')}>
      <SidebarGroup>
        <SidebarMenu>
          {items.map((item) => (
            <AppNavItem
              key={`${item.title}-${item.to}`}
              item={item}
              isEnabled={canOpen(item.access)}
              isActive={isMenuItemActive({ item, pathname })}
              unreadCount={unreadCount}
              onNavigate={onNavigate}
              lockedHint={appRole === 'MARKET_STAFF' ? 'staffLockedHint' : 'upgradeHint'}
            />
          ))}
        </SidebarMenu>
      </SidebarGroup>
    </nav>
  );
}
