import { TOOLTIP_DELAY_MS } from '@marketday/shared';
import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import type { TooltipBubbleProps } from './tooltip-bubble';

// The bubble and what places it (Radix's popper and floating-ui, 14 KB gzip) load after the first screen: every
// signed-in page has tooltips in its sidebar, and none is needed to draw it (issue 32,
// docs/decisions/038-page-weight-and-first-screen.md, "Seventh pass").
const bubbles = lazyModule(() => import('./tooltip-bubble'));

type DeferredTooltipProps = {
  /** The trigger: one element taking a ref and event handlers (a button, a link). */
  children: ReactElement;
  content: ReactNode;
  side?: TooltipBubbleProps['side'];
  align?: TooltipBubbleProps['align'];
  className?: string;
  /** Nothing is shown (the sidebar's labels are already on screen). */
  hidden?: boolean;
  /** How long a pointer rests on the trigger before the tip shows; docs/product.md §2. */
  delay?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A tooltip, as Radix's: shown on hover (after `delay`) and on keyboard focus, hidden on leave, blur, a press or
 * Escape, read out through `aria-describedby`. The trigger is drawn as it is, never wrapped, so the bubble's code
 * arriving never redraws it (a press under way is not lost, focus stays).
 */
export function DeferredTooltip({
  children,
  content,
  side = 'top',
  align = 'center',
  className,
  hidden = false,
  delay = TOOLTIP_DELAY_MS,
  open: openProp,
  onOpenChange,
}: DeferredTooltipProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const trigger = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pressing = useRef(false);
  const id = useId();
  const Bubble = useLoadedBubble(open && !hidden);
  // Kept once shown, so hiding plays the bubble's way out.
  const shownOnce = useRef(false);

  const stopTimer = () => window.clearTimeout(timer.current);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const shown = open && !hidden;
  if (shown && Bubble) shownOnce.current = true;

  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-describedby={shown && Bubble ? id : undefined}
        data-state={shown ? 'open' : 'closed'}
        onPointerEnter={(event: React.PointerEvent) => {
          if (event.pointerType === 'touch') return;
          stopTimer();
          if (delay <= 0) setOpen(true);
          else timer.current = window.setTimeout(() => setOpen(true), delay);
        }}
        onPointerLeave={() => {
          stopTimer();
          if (open) setOpen(false);
        }}
        onPointerDown={() => {
          pressing.current = true;
          document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
        }}
        // A focus that comes with a press is not asking for the tip; one from the keyboard is.
        onFocus={() => !pressing.current && setOpen(true)}
        onBlur={() => {
          stopTimer();
          if (open) setOpen(false);
        }}
        onClick={(event: React.MouseEvent) => {
          stopTimer();
          // A trigger that handles its own press (a tap toggling the page's help) prevents the default.
          if (!event.defaultPrevented && open) setOpen(false);
        }}
      >
        {children}
      </Slot.Root>
      {shownOnce.current && Bubble && (
        <Bubble
          open={shown}
          id={id}
          anchor={trigger}
          side={side}
          align={align}
          className={className}
          onClose={() => setOpen(false)}
        >
          {content}
        </Bubble>
      )}
    </>
  );
}

/** The bubble's component once its code is here; asking for it to be shown fetches it if it is not yet. */
function useLoadedBubble(wanted: boolean) {
  const [module, setModule] = useState(bubbles.current);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    bubbles.load().then(
      (loaded) => current && setModule(loaded),
      // Offline and not cached: the tip is not shown; the next hover asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module?.TooltipBubble;
}
