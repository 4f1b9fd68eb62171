import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SyncStatus, useSyncStatusShown } from '@/app/outbox/sync-status';
import { SidebarInset, SidebarTrigger } from '@/components/layouts/sidebar/sidebar';
import { SidebarProvider } from '@/components/layouts/sidebar/sidebar-context';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { outboxSenders } from '@/entities/checkout/outbox-senders';
import { useSelf } from '@/entities/users/get-self';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { onManagerSide } from '@/lib/manager-side';
import { OutboxProvider } from '@/lib/offline/outbox-provider';
import { AppSidebar } from './app-sidebar';
import en from './locales/en.json';

// The signed-in shell: sidebar plus a top bar; pages render inside <main>. A manager's (or staff's) shell also sends the
// checkouts held on the device and says so in the top bar (docs/decisions/023-offline-outbox.md).
export function AppShell({ children }: { children: ReactNode }) {
  const { appRole } = useAuth();
  const self = useSelf();
  const managerId = onManagerSide(appRole) ? (self.data?.id ?? null) : null;
  return (
    <OutboxProvider userId={managerId} senders={outboxSenders}>
      <ShellFrame showSync={managerId !== null}>{children}</ShellFrame>
    </OutboxProvider>
  );
}

function ShellFrame({ showSync, children }: { showSync: boolean; children: ReactNode }) {
  const t = useMessages(en);
  // On a phone the brand gives its room to the sync status while there is one.
  const busy = useSyncStatusShown() && showSync;
  const { pathname } = useLocation();
  return (
    <SidebarProvider collapseWhenNarrow={pathname === paths.checkout}>
      <AppSidebar />
      <SidebarInset>
        {/* Every piece of the page sits in a landmark (axe 'region'): the skip link lives in the banner. */}
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur md:px-4">
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
          >
            {t('skipToMain')}
          </a>
          <SidebarTrigger />
          <Separator orientation="vertical" className="data-[orientation=vertical]:h-6" />
          <span className={cn('font-semibold text-lg', busy && 'max-sm:hidden')}>Marketday</span>
          {showSync && <SyncStatus />}
        </header>
        <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
