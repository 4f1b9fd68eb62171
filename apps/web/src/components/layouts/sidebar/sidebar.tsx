import { PanelLeftIcon } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { slotPart } from '@/components/ui/slot-part';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { useSidebar } from './sidebar-context';

const MobileSidebar = lazy(() => import('./mobile-sidebar').then((m) => ({ default: m.MobileSidebar })));

export type SidebarProps = ComponentProps<'div'> & { side?: 'left' | 'right' };

export function Sidebar({ side = 'left', className, children, ...props }: SidebarProps) {
  const t = useMessages(en);
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const openedOnce = useOpenedOnce(openMobile);

  // On a phone the sidebar is a sheet, loaded with Radix's dialog code the first time it is opened.
  if (isMobile) {
    if (!openedOnce) return null;
    return (
      <Suspense fallback={null}>
        <MobileSidebar side={side} open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </MobileSidebar>
      </Suspense>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-side={side}
      data-slot="sidebar"
    >
      {/* The gap reserves the sidebar's width in the flow so the inset resizes with it. */}
      <div
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none"
      />
      <div
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 z-10 hidden h-svh w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none md:flex',
          side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
          className,
        )}
        {...props}
      >
        {/* A landmark of its own, so the brand and the account links sit in one (axe 'region'). */}
        <aside
          aria-label={t('sidebar')}
          data-sidebar="sidebar"
          data-slot="sidebar-inner"
          className="flex h-full w-full flex-col bg-sidebar"
        >
          {children}
        </aside>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const t = useMessages(en);
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      type="button"
      data-sidebar="trigger"
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label={t('toggleSidebar')}
      aria-expanded={isMobile ? openMobile : open}
      className={cn('md:size-9', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon className="size-5" />
    </Button>
  );
}

// The content column next to the sidebar; it flexes as the sidebar gap changes width.
export const SidebarInset = slotPart('div', 'sidebar-inset', {
  className: 'relative flex w-full min-w-0 flex-1 flex-col bg-background',
});
