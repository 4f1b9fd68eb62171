import type * as React from 'react';
import { slotPart } from '@/components/ui/slot-part';

// A part of the sidebar: data-slot "sidebar-<name>" like every ui part, and data-sidebar "<name>", which the
// sidebar's own styles select on (group-has-data-[sidebar=menu-badge], …).
export function sidebarPart<C extends React.ElementType>(Component: C, name: string, className: string) {
  return slotPart(Component, `sidebar-${name}`, { 'data-sidebar': name, className });
}
