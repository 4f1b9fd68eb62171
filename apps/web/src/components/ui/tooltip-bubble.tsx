import { Popover as PopoverPrimitive } from 'radix-ui';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import './animations.css';

export type TooltipBubbleProps = {
  open: boolean;
  id: string;
  /** The trigger, drawn by ./deferred-tooltip.tsx outside this part. */
  anchor: RefObject<HTMLElement | null>;
  side: 'top' | 'right' | 'bottom' | 'left';
  align: 'start' | 'center' | 'end';
  className?: string | undefined;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A tooltip's bubble, placed against a trigger that is not its child: Radix's Tooltip places only against its own
 * Trigger, so the bubble is a non-modal Popover anchored to the trigger's element. It never takes focus; Escape, a
 * press elsewhere or a scroll under the trigger closes it, as Radix's Tooltip does.
 */
export function TooltipBubble({
  open,
  id,
  anchor,
  side,
  align,
  className,
  onClose,
  children,
}: TooltipBubbleProps) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && anchor.current && event.target.contains(anchor.current))
        close.current();
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [open, anchor]);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(open) => !open && onClose()}>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={id}
          role="tooltip"
          data-slot="tooltip-content"
          side={side}
          align={align}
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // The trigger's own press and focus decide (./deferred-tooltip.tsx); Radix would count them as outside.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target))
              event.preventDefault();
          }}
          className={cn(
            'pointer-events-none z-50 w-fit max-w-xs origin-(--radix-popover-content-transform-origin) text-balance rounded-md bg-foreground px-3 py-1.5 text-background text-xs',
            'animate-[md-fade-in_150ms_ease-out] data-[state=closed]:animate-[md-fade-out_100ms_ease-in] motion-reduce:animate-none!',
            className,
          )}
        >
          {children}
          <PopoverPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
