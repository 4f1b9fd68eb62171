import type { CSSProperties, ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-context';

type MobileSidebarProps = {
  side: 'left' | 'right';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

// The sidebar on a phone: a sheet over the page (./sidebar.tsx loads it when first opened).
export function MobileSidebar({ side, open, onOpenChange, children }: MobileSidebarProps) {
  const t = useMessages(en);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        side={side}
        className="w-(--sidebar-width) gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-(--sidebar-width)"
        style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{t('sidebar')}</SheetTitle>
          <SheetDescription>{t('sidebarDescription')}</SheetDescription>
        </SheetHeader>
        <aside aria-label={t('sidebar')} className="flex h-full w-full flex-col">
          {children}
        </aside>
      </SheetContent>
    </Sheet>
  );
}
