import { TOOLTIP_DELAY_MS } from '@marketday/shared';
import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLoadedModule } from '@/hooks/use-loaded-module';
import { lazyModule } from '@/lib/lazy-module';
import type { TooltipBubbleProps } from './tooltip-bubble';

// The bubble and what places it (floating-ui) load after the first screen: every signed-in page has tooltips in its
// sidebar, and none is needed to draw it (issue 32, docs/decisions/038-page-weight-and-first-screen.md, "Seventh
// pass").
const bubbles = lazyModule(() => import('./tooltip-bubble'));

// Time to move the pointer from the trigger onto its tip (4 px away) before the tip goes.
const LEAVE_GRACE_MS = 100;

// One tip at a time, as Radix's: a tip that opens closes the one open before it.
let closeShownTip: (() => void) | undefined;

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
 * A tooltip, as Radix's: shown on hover (after `delay`) and on keyboard focus; hidden on leave (the pointer may
 * move onto the tip), blur, a press or Escape; read out through `aria-describedby`. A touch never hovers: a trigger
 * that should open on a tap handles its own click (the page's help). The trigger is drawn as it is, never wrapped,
 * so the bubble's code arriving never draws it again (a press under way is not lost, focus stays).
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
  const change = useRef<(next: boolean) => void>(() => {});
  change.current = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const setOpen = (next: boolean) => change.current(next);
  const trigger = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pressing = useRef(false);
  const id = useId();
  const shown = open && !hidden;
  const { module } = useLoadedModule(bubbles, shown);
  const Bubble = module?.TooltipBubble;

  const wait = (ms: number, then: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(then, ms);
  };
  const stopWaiting = () => window.clearTimeout(timer.current);
  // One listener per tooltip, there only while a press is under way.
  const [pressEnded] = useState(() => () => {
    pressing.current = false;
    document.removeEventListener('keydown', pressEnded);
  });
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      pressEnded();
    },
    [pressEnded],
  );
  useEffect(() => {
    if (!shown) return;
    const close = () => change.current(false);
    closeShownTip?.();
    closeShownTip = close;
    return () => {
      if (closeShownTip === close) closeShownTip = undefined;
    };
  }, [shown]);

  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-describedby={shown && Bubble ? id : undefined}
        data-state={shown ? 'open' : 'closed'}
        onPointerEnter={(event: React.PointerEvent) => {
          if (event.pointerType === 'touch') return;
          if (open || delay <= 0) {
            stopWaiting();
            setOpen(true);
          } else wait(delay, () => setOpen(true));
        }}
        onPointerLeave={(event: React.PointerEvent) => {
          if (event.pointerType === 'touch') return;
          if (open) wait(LEAVE_GRACE_MS, () => setOpen(false));
          else stopWaiting();
        }}
        onPointerDown={() => {
          // Until the press's click (or a key, should no click come): the focus it brings is not asking for the tip.
          pressing.current = true;
          document.addEventListener('keydown', pressEnded);
        }}
        onFocus={() => !pressing.current && setOpen(true)}
        onBlur={() => {
          stopWaiting();
          if (open) setOpen(false);
        }}
        onClick={(event: React.MouseEvent) => {
          pressEnded();
          stopWaiting();
          // A trigger that handles its own press (a tap toggling the page's help) prevents the default.
          if (!event.defaultPrevented && open) setOpen(false);
        }}
      >
        {children}
      </Slot.Root>
      {shown && Bubble && (
        <Bubble
          id={id}
          anchor={trigger}
          side={side}
          align={align}
          className={className}
          onClose={() => setOpen(false)}
          onPointerEnter={stopWaiting}
          onPointerLeave={() => wait(LEAVE_GRACE_MS, () => setOpen(false))}
        >
          {content}
        </Bubble>
      )}
    </>
  );
}
