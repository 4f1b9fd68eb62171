import { ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';

type Edges = { left: boolean; right: boolean };

function edgesOf(element: HTMLElement): Edges {
  const max = element.scrollWidth - element.clientWidth;
  return { left: element.scrollLeft > 1, right: max - element.scrollLeft > 1 };
}

// A box that scrolls sideways inside itself, never the page: a fade and a chevron on the edge that hides
// more columns tell the user there is more to see.
export function ScrollAreaX({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [edges, setEdges] = React.useState<Edges>({ left: false, right: false });

  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = edgesOf(element);
        return next.left === current.left && next.right === current.right ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    <div data-slot="scroll-area-x" className={cn('relative w-full min-w-0', className)}>
      {/* `relative` makes this box the containing block of absolutely placed cells (sr-only labels), so
          they scroll with it instead of widening the page. */}
      <div ref={ref} className="relative w-full overflow-x-auto">
        {children}
      </div>
      {edges.left && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 w-8 rounded-l-md bg-gradient-to-r from-card to-transparent"
        />
      )}
      {edges.right && (
        <div
          aria-hidden="true"
          data-slot="scroll-cue"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end rounded-r-md bg-gradient-to-l from-card via-card/80 to-transparent pr-1 text-muted-foreground"
        >
          <ChevronRightIcon className="size-5" />
        </div>
      )}
    </div>
  );
}
