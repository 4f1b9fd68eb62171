import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useIsMobile, useIsNarrow } from '@/hooks/use-mobile';
import { cn } from '@/lib/cn';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie';

// docs/product.md §9: 16rem expanded, 18rem on mobile, 3rem collapsed to icons.
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export type SidebarState = 'expanded' | 'collapsed';

export type SidebarContextValue = {
  state: SidebarState;
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean | ((open: boolean) => boolean)) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

export type SidebarProviderProps = ComponentProps<'div'> & {
  defaultOpen?: boolean;
  /**
   * A page that needs the width (the checkout): under the second breakpoint the sidebar starts collapsed to its
   * icons there, and opening it on that page leaves the saved choice as it is.
   */
  collapseWhenNarrow?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function SidebarProvider({
  defaultOpen,
  collapseWhenNarrow = false,
  open: openProp,
  onOpenChange,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  // Phones use a separate sheet state so closing it never overwrites the desktop choice.
  const [openMobile, setOpenMobile] = useState(false);
  const [innerOpen, setInnerOpen] = useState(() => defaultOpen ?? readSidebarCookie() ?? true);
  const isNarrow = useIsNarrow();
  const narrowPage = collapseWhenNarrow && isNarrow && !isMobile;
  // Issue 31: at 768 px the expanded sidebar took a third of the checkout's width.
  const [openOnNarrowPage, setOpenOnNarrowPage] = useState(false);
  const open = narrowPage ? openOnNarrowPage : (openProp ?? innerOpen);

  const setOpen = useCallback(
    (value: boolean | ((open: boolean) => boolean)) => {
      const next = typeof value === 'function' ? value(open) : value;
      if (narrowPage) {
        setOpenOnNarrowPage(next);
        return;
      }
      if (openProp === undefined) setInnerOpen(next);
      onOpenChange?.(next);
      writeSidebarCookie(next);
    },
    [narrowPage, open, openProp, onOpenChange],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen((value) => !value);
  }, [isMobile, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
