import { Separator } from '@/components/ui/separator';
import { sidebarPart } from './sidebar-part';

// <header> and <footer> inside the sidebar's <aside> are that section's own, not page-wide landmarks.
export const SidebarHeader = sidebarPart('header', 'header', 'flex flex-col gap-2 p-2');

export const SidebarFooter = sidebarPart('footer', 'footer', 'flex flex-col gap-2 p-2');

export const SidebarContent = sidebarPart(
  'div',
  'content',
  'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
);

export const SidebarGroup = sidebarPart('div', 'group', 'relative flex w-full min-w-0 flex-col p-2');

export const SidebarGroupLabel = sidebarPart(
  'div',
  'group-label',
  'flex h-8 shrink-0 items-center rounded-md px-2 font-medium text-sidebar-foreground/70 text-xs transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0',
);

export const SidebarSeparator = sidebarPart(
  Separator,
  'separator',
  'mx-2 bg-sidebar-border data-[orientation=horizontal]:w-auto',
);
