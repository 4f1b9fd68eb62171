import { LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSidebar } from '@/components/layouts/sidebar/sidebar-context';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/layouts/sidebar/sidebar-menu';
import { paths } from '@/config/paths';
import { AccountLanguagePicker } from '@/entities/users/account-language';
import { useSelf } from '@/entities/users/get-self';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function AppSidebarFooter() {
  const t = useMessages(en);
  const { logout, appRole } = useAuth();
  const { data: self } = useSelf();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isAccountActive = pathname === paths.account;
  // Staff have a Profile (their sign-in and password) in place of the Account page, whose billing and market
  // account are their employer's (docs/decisions/029).
  const isStaff = appRole === 'MARKET_STAFF';
  const staff = isStaff ? self?.staff : undefined;
  const accountTitle = isStaff ? t('profile') : t('account');

  // logout() never throws: a failed server call still signs out locally (docs/product.md §8).
  const signOut = async () => {
    setIsSigningOut(true);
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <SidebarMenu>
      <SidebarMenuItem className="flex min-h-9 items-center gap-2 px-2 text-sm group-data-[collapsible=icon]:hidden">
        <UserRoundIcon aria-hidden="true" className="size-4 shrink-0" />
        <div className="grid min-w-0">
          <span className="sr-only">{t('signedInAs')}</span>
          <span className="truncate font-medium" title={self?.username}>
            {self?.username ?? '…'}
          </span>
          {staff && (
            <span className="truncate text-muted-foreground text-xs">
              {t('staffOf', { employer: staff.employer_name })}
            </span>
          )}
        </div>
      </SidebarMenuItem>
      {/* The account's language, beside the account: chosen once, it follows the reader to every device. */}
      <SidebarMenuItem className="px-2 group-data-[collapsible=icon]:hidden">
        <AccountLanguagePicker className="w-full" />
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton asChild isActive={isAccountActive} tooltip={accountTitle}>
          <Link
            to={paths.account}
            aria-current={isAccountActive ? 'page' : undefined}
            onClick={() => isMobile && setOpenMobile(false)}
          >
            <SettingsIcon aria-hidden="true" />
            <span>{accountTitle}</span>
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton
          type="button"
          tooltip={t('signOut')}
          disabled={isSigningOut}
          onClick={() => void signOut()}
        >
          <LogOutIcon aria-hidden="true" />
          <span>{t('signOut')}</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
