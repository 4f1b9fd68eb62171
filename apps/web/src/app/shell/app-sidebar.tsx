import { LeafIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Sidebar } from '@/components/layouts/sidebar/sidebar';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/layouts/sidebar/sidebar-menu';
import {
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarSeparator,
} from '@/components/layouts/sidebar/sidebar-sections';
import { paths } from '@/config/paths';
import { AppNav } from './app-nav';
import { AppSidebarFooter } from './app-sidebar-footer';

export function AppSidebar() {
  return (
    <Sidebar>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip="Marketday">
              <Link to={paths.home}>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
                  <LeafIcon aria-hidden="true" className="size-4" />
                </span>
                <span className="font-semibold text-base">Marketday</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarSeparator />
      <SidebarContent>
        <AppNav />
      </SidebarContent>
      <SidebarSeparator />
      <SidebarFooter>
        <AppSidebarFooter />
      </SidebarFooter>
    </Sidebar>
  );
}
