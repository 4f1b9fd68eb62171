import { cva } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { DialogCloseButton } from './dialog-close-button';
import { edgeSlide, modalOverlayClass } from './modal-variants';
import { slotPart } from './slot-part';
import './animations.css';
import { nestedLayerHandlers } from './nested-layers';

export const Sheet = slotPart(DialogPrimitive.Root, 'sheet');
export const SheetTrigger = slotPart(DialogPrimitive.Trigger, 'sheet-trigger');
export const SheetClose = slotPart(DialogPrimitive.Close, 'sheet-close');

const SheetOverlay = slotPart(DialogPrimitive.Overlay, 'sheet-overlay', { className: modalOverlayClass });

// 220 ms matches DIALOG_EXIT_MS (docs/product.md §9); each side slides from its own edge (animations.css).
export const sheetVariants = cva(
  `fixed z-50 flex flex-col gap-4 bg-background shadow-lg ${edgeSlide} motion-reduce:animate-none!`,
  {
    variants: {
      side: {
        right: 'inset-y-0 right-0 h-full w-3/4 border-l [--md-offscreen:translateX(100%)] sm:max-w-sm',
        left: 'inset-y-0 left-0 h-full w-3/4 border-r [--md-offscreen:translateX(-100%)] sm:max-w-sm',
        top: 'inset-x-0 top-0 h-auto max-h-[90svh] border-b [--md-offscreen:translateY(-100%)]',
        bottom: 'inset-x-0 bottom-0 h-auto max-h-[90svh] border-t [--md-offscreen:translateY(100%)]',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetSide = 'top' | 'right' | 'bottom' | 'left';

export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  onPointerDownOutside,
  onInteractOutside,
  onFocusOutside,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { side?: SheetSide; showCloseButton?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <SheetOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetVariants({ side }), className)}
        {...props}
        {...nestedLayerHandlers({ onPointerDownOutside, onInteractOutside, onFocusOutside })}
      >
        {children}
        {showCloseButton && <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const SheetHeader = slotPart('div', 'sheet-header', { className: 'flex flex-col gap-1.5 p-4' });
export const SheetFooter = slotPart('div', 'sheet-footer', { className: 'mt-auto flex flex-col gap-2 p-4' });
export const SheetTitle = slotPart(DialogPrimitive.Title, 'sheet-title', {
  className: 'font-semibold text-foreground',
});
export const SheetDescription = slotPart(DialogPrimitive.Description, 'sheet-description', {
  className: 'text-muted-foreground text-sm',
});
