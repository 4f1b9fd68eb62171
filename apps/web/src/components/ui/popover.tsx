import { Popover as PopoverPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { slotPart } from './slot-part';
import './animations.css';
import { nestedLayerHandlers } from './nested-layers';

export const Popover = slotPart(PopoverPrimitive.Root, 'popover');
export const PopoverTrigger = slotPart(PopoverPrimitive.Trigger, 'popover-trigger');
export const PopoverAnchor = slotPart(PopoverPrimitive.Anchor, 'popover-anchor');

export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  onPointerDownOutside,
  onInteractOutside,
  onFocusOutside,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] origin-(--radix-popover-content-transform-origin) rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden',
          'animate-[md-scale-in_120ms_ease-out] data-[state=closed]:animate-[md-scale-out_100ms_ease-in] motion-reduce:animate-none!',
          className,
        )}
        {...props}
        {...nestedLayerHandlers({ onPointerDownOutside, onInteractOutside, onFocusOutside })}
      />
    </PopoverPrimitive.Portal>
  );
}
