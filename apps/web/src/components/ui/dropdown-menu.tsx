import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { menuItemBase, menuSeparator, menuSurface } from './dropdown-menu-styles';
import { slotPart } from './slot-part';
import './animations.css';

export const DropdownMenu = slotPart(DropdownMenuPrimitive.Root, 'dropdown-menu');
export const DropdownMenuTrigger = slotPart(DropdownMenuPrimitive.Trigger, 'dropdown-menu-trigger');
export const DropdownMenuGroup = slotPart(DropdownMenuPrimitive.Group, 'dropdown-menu-group');

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          menuSurface,
          'max-h-(--radix-dropdown-menu-content-available-height) origin-(--radix-dropdown-menu-content-transform-origin)',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  inset,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  inset?: boolean;
  variant?: 'default' | 'destructive';
}) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset}
      data-variant={variant}
      className={cn(
        menuItemBase,
        'data-[inset]:pl-8 data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset}
      className={cn('px-2 py-1.5 font-medium text-sm data-[inset]:pl-8', className)}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = slotPart(DropdownMenuPrimitive.Separator, 'dropdown-menu-separator', {
  className: menuSeparator,
});

export const DropdownMenuShortcut = slotPart('span', 'dropdown-menu-shortcut', {
  className: 'ml-auto text-muted-foreground text-xs tracking-widest',
});
