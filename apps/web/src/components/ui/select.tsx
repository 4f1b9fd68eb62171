import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { menuItemBase, menuSeparator, menuSurface } from './dropdown-menu-styles';
import { slotPart } from './slot-part';
import './animations.css';

export const Select = slotPart(SelectPrimitive.Root, 'select');
export const SelectGroup = slotPart(SelectPrimitive.Group, 'select-group');
export const SelectValue = slotPart(SelectPrimitive.Value, 'select-value');

export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        "flex h-11 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[placeholder]:text-muted-foreground md:text-sm *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:text-left [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

// Popper keeps the list next to its trigger; long lists (a state's counties) scroll inside.
export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          menuSurface,
          'relative max-h-[min(20rem,var(--radix-select-content-available-height))] origin-(--radix-select-content-transform-origin) overflow-hidden p-0',
          position === 'popper' && 'min-w-(--radix-select-trigger-width) max-w-[calc(100vw-1rem)]',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center">
          <ChevronUpIcon className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center">
          <ChevronDownIcon className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export const SelectLabel = slotPart(SelectPrimitive.Label, 'select-label', {
  className: 'px-2 py-1.5 text-muted-foreground text-xs',
});

export function SelectItem({
  className,
  children,
  value,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  // docs/product.md §2: dropdowns reject an empty item value. An empty string is how a Select says "nothing
  // chosen" (it shows the placeholder), so such an item could never be told apart from no choice.
  if (value === '') {
    throw new Error('SelectItem needs a non-empty value; use the placeholder for "no selection".');
  }
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      value={value}
      className={cn(menuItemBase, 'w-full pr-8', className)}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export const SelectSeparator = slotPart(SelectPrimitive.Separator, 'select-separator', {
  className: menuSeparator,
});
