import type { ReactNode } from 'react';
import { Separator } from '@/components/ui/separator';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AppSidebar } from './app-sidebar';
import { SidebarInset, SidebarTrigger } from './sidebar/sidebar';
import { SidebarProvider } from './sidebar/sidebar-context';

// The signed-in shell: sidebar plus a top bar; pages render inside <main>.
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          {/* Every piece of the page sits in a landmark (axe 'region'): the skip link lives in the banner. */}
          <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur md:px-4">
            <a
              href="#main-content"
              className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
            >
              Skip to main content
            </a>
            <SidebarTrigger />
            <Separator orientation="vertical" className="data-[orientation=vertical]:h-6" />
            <span className="font-semibold text-lg">Marketday</span>
          </header>
          <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
            {children}
          </main>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
