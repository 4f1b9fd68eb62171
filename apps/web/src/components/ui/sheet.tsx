import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { slotPart } from './slot-part';
import './animations.css';

export const Sheet = slotPart(DialogPrimitive.Root, 'sheet');
export const SheetTrigger = slotPart(DialogPrimitive.Trigger, 'sheet-trigger');
export const SheetClose = slotPart(DialogPrimitive.Close, 'sheet-close');

const SheetOverlay = slotPart(DialogPrimitive.Overlay, 'sheet-overlay', {
  className:
    'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-[md-fade-out_220ms_ease-in] data-[state=open]:animate-[md-fade-in_220ms_ease-out] motion-reduce:animate-none!',
});

// 220 ms matches DIALOG_EXIT_MS (docs/product.md §9).
export const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 bg-background shadow-lg motion-reduce:animate-none!',
  {
    variants: {
      side: {
        right:
          'inset-y-0 right-0 h-full w-3/4 border-l data-[state=closed]:animate-[md-to-right_220ms_ease-in] data-[state=open]:animate-[md-from-right_220ms_ease-out] sm:max-w-sm',
        left: 'inset-y-0 left-0 h-full w-3/4 border-r data-[state=closed]:animate-[md-to-left_220ms_ease-in] data-[state=open]:animate-[md-from-left_220ms_ease-out] sm:max-w-sm',
        top: 'inset-x-0 top-0 h-auto max-h-[90svh] border-b data-[state=closed]:animate-[md-to-top_220ms_ease-in] data-[state=open]:animate-[md-from-top_220ms_ease-out]',
        bottom:
          'inset-x-0 bottom-0 h-auto max-h-[90svh] border-t data-[state=closed]:animate-[md-to-bottom_220ms_ease-in] data-[state=open]:animate-[md-from-bottom_220ms_ease-out]',
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
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none">
            <XIcon className="size-5" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
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
