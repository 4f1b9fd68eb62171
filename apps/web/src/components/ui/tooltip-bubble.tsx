import { arrow, autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import './animations.css';

export type TooltipBubbleProps = {
  id: string;
  /** The trigger, drawn by ./deferred-tooltip.tsx outside this part. */
  anchor: RefObject<HTMLElement | null>;
  side: 'top' | 'right' | 'bottom' | 'left';
  align: 'start' | 'center' | 'end';
  className?: string | undefined;
  onClose: () => void;
  /** The pointer on the bubble keeps it (WCAG 1.4.13: a tip can be hovered). */
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  children: ReactNode;
};

const OPPOSITE = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' } as const;
const ARROW = 10;

/**
 * A tooltip's bubble, placed against a trigger that is not its child (Radix's Tooltip places only against its own
 * Trigger) with floating-ui, as Radix's popper does. It is no layer: it takes no focus and traps none, so a tip in
 * a dialog or a sheet leaves that one's focus trap alone, and takes the pointer though a modal dialog has it off the
 * page's body. Escape (the tip alone, as Radix's topmost layer), a press elsewhere or a scroll under the trigger
 * closes it.
 */
export function TooltipBubble({
  id,
  anchor,
  side,
  align,
  className,
  onClose,
  onPointerEnter,
  onPointerLeave,
  children,
}: TooltipBubbleProps) {
  const arrowRef = useRef<SVGSVGElement>(null);
  const { refs, floatingStyles, placement, middlewareData } = useFloating({
    strategy: 'fixed',
    placement: align === 'center' ? side : `${side}-${align}`,
    elements: { reference: anchor.current },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4 + ARROW / 2),
      flip(),
      shift({ padding: 8 }),
      arrow({ element: arrowRef, padding: 4 }),
    ],
  });
  useDismiss(anchor, onClose);

  const placedSide = placement.split('-')[0] as keyof typeof OPPOSITE;
  const arrowAt = middlewareData.arrow;
  return createPortal(
    <div
      ref={refs.setFloating}
      id={id}
      role="tooltip"
      data-slot="tooltip-content"
      data-side={placedSide}
      // Inline: a modal dialog sets the body's pointer-events off inline, and the tip is drawn in the body.
      style={{ ...floatingStyles, pointerEvents: 'auto' }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className={cn(
        'z-50 w-fit max-w-xs text-balance rounded-md bg-foreground px-3 py-1.5 text-background text-xs',
        'animate-[md-fade-in_150ms_ease-out] motion-reduce:animate-none!',
        className,
      )}
    >
      {children}
      <svg
        ref={arrowRef}
        aria-hidden="true"
        width={ARROW}
        height={ARROW / 2}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        className="absolute fill-foreground"
        style={{
          left: arrowAt?.x,
          top: arrowAt?.y,
          // Rotated a quarter turn, the arrow's 10 × 5 box stands 5 × 10 about its middle: set further out.
          [OPPOSITE[placedSide]]:
            placedSide === 'top' || placedSide === 'bottom' ? -ARROW / 2 : (-ARROW * 3) / 4,
          transform: { top: '', bottom: 'rotate(180deg)', left: 'rotate(-90deg)', right: 'rotate(90deg)' }[
            placedSide
          ],
        }}
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>,
    document.body,
  );
}

function useDismiss(anchor: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      // Seen before the page's layers: Radix's dialogs and sheets close on an Escape nothing has prevented, so one
      // under the tip stays open. The focused element still gets the key.
      event.preventDefault();
      close.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && anchor.current?.contains(event.target))) close.current();
    };
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && anchor.current && event.target.contains(anchor.current))
        close.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('pointerdown', onPointerDown, { capture: true });
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [anchor]);
}
