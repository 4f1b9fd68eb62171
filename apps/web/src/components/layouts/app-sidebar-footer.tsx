import { LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, useSelf } from '@/lib/auth';
import { useSidebar } from './sidebar/sidebar-context';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from './sidebar/sidebar-menu';

export function AppSidebarFooter() {
  const { logout } = useAuth();
  const { data: self } = useSelf();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isAccountActive = pathname === paths.account;

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
        <span className="sr-only">Signed in as</span>
        <span className="truncate font-medium" title={self?.username}>
          {self?.username ?? '…'}
        </span>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton asChild isActive={isAccountActive} tooltip="Account">
          <Link
            to={paths.account}
            aria-current={isAccountActive ? 'page' : undefined}
            onClick={() => isMobile && setOpenMobile(false)}
          >
            <SettingsIcon aria-hidden="true" />
            <span>Account</span>
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton
          type="button"
          tooltip="Sign out"
          disabled={isSigningOut}
          onClick={() => void signOut()}
        >
          <LogOutIcon aria-hidden="true" />
          <span>Sign out</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
