import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { cn } from '@/lib/cn';
import { useSidebar } from './sidebar-context';
import { sidebarPart } from './sidebar-part';

export const SidebarMenu = sidebarPart('ul', 'menu', 'flex w-full min-w-0 flex-col gap-1');

export const SidebarMenuItem = sidebarPart('li', 'menu-item', 'group/menu-item relative');

// 44 px rows on phones (docs/product.md §15); the active row is bold with an edge bar, not only tinted.
export const sidebarMenuButtonVariants = cva(
  'peer/menu-button flex w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-hidden ring-sidebar-ring transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 active:bg-sidebar-accent disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground data-[active=true]:shadow-[inset_3px_0_0_var(--sidebar-primary)] group-has-data-[sidebar=menu-badge]/menu-item:pr-12 group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      size: {
        default: 'h-11 md:h-9',
        lg: 'h-12 group-data-[collapsible=icon]:p-0!',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type SidebarMenuButtonProps = ComponentProps<'button'> &
  VariantProps<typeof sidebarMenuButtonVariants> & {
    asChild?: boolean;
    isActive?: boolean;
    tooltip?: ReactNode;
    /** 'collapsed': only when the sidebar shows icons (labels are hidden); 'always': e.g. why an item is disabled. */
    tooltipMode?: 'collapsed' | 'always';
  };

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  size = 'default',
  tooltip,
  tooltipMode = 'collapsed',
  className,
  ...props
}: SidebarMenuButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const { isMobile, state } = useSidebar();
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-sidebar="menu-button"
      data-size={size}
      data-active={isActive}
      className={cn(sidebarMenuButtonVariants({ size }), className)}
      {...props}
    />
  );
  if (!tooltip) return button;
  const isHidden = tooltipMode === 'collapsed' && (state !== 'collapsed' || isMobile);
  // docs/product.md §2: sidebar tooltips open immediately.
  return (
    <DeferredTooltip content={tooltip} side="right" align="center" hidden={isHidden} delay={0}>
      {button}
    </DeferredTooltip>
  );
}

export const SidebarMenuBadge = sidebarPart(
  'div',
  'menu-badge',
  'pointer-events-none absolute top-1/2 right-2 flex h-5 min-w-5 -translate-y-1/2 select-none items-center justify-center rounded-full bg-sidebar-primary px-1.5 font-medium text-sidebar-primary-foreground text-xs tabular-nums group-data-[collapsible=icon]:hidden',
);
