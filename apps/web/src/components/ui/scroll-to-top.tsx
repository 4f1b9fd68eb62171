import { SCROLL_TOP_THRESHOLD_PX } from '@marketday/shared';
import { ArrowUpIcon } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import en from './locales/en.json';

export type ScrollToTopProps = {
  /** Scroll container to watch; the window when omitted. */
  containerRef?: RefObject<HTMLElement | null>;
  threshold?: number;
  className?: string;
};

export function ScrollToTop({
  containerRef,
  threshold = SCROLL_TOP_THRESHOLD_PX,
  className,
}: ScrollToTopProps) {
  const t = useMessages(en);
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const container = containerRef?.current ?? null;
    const target: HTMLElement | Window = container ?? window;
    const update = () => {
      const offset = container ? container.scrollTop : window.scrollY;
      setIsVisible(offset > threshold);
    };
    // Only on scroll: a read of the position at mount forces a layout in the middle of the page's first render
    // (issue 32: 20–70 ms of a phone's CPU on every page). A page opened scrolled (restored) fires a scroll event.
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [containerRef, threshold]);

  if (!isVisible) return null;

  const scrollToTop = () => {
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = prefersReducedMotion ? 'auto' : 'smooth';
    (containerRef?.current ?? window).scrollTo({ top: 0, behavior });
  };

  return (
    <Button
      type="button"
      size="icon"
      aria-label={t('scrollToTop')}
      onClick={scrollToTop}
      className={cn(
        // Clears the sticky save bars that forms pin to the bottom edge.
        'fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 rounded-full shadow-lg',
        className,
      )}
    >
      <ArrowUpIcon className="size-5" />
    </Button>
  );
}
