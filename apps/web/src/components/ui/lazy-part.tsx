import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { lazyModule } from '@/lib/lazy-module';
import { Button } from './button';
import en from './locales/en.json';
import { Skeleton } from './skeleton';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/** What stands in for a part not yet loaded (`failed`: its code could not be fetched). */
export type PartFallback<P> = ReactNode | ((props: P, failed: boolean) => ReactNode);

// A field a form's first focus goes to, as a dialog would have focused it had the form been there when it opened.
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A part of a page its first screen does not draw (the form inside a sheet or a dialog), with its code out of the
 * page's first download (issue 32, docs/decisions/038-page-weight-and-first-screen.md). Its code is fetched once
 * the page's first screen is drawn and the browser is idle, so it is there when the part opens; a part opened
 * sooner shows `fallback` until it arrives, and then takes the focus its dialog gave the dialog's close button. A
 * load that failed (offline, not yet cached) says so; the part tries again the next time it opens.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: PartFallback<P> = <PartLoading />,
): LazyPart<P> {
  const code = lazyModule(load);

  function Part(props: P) {
    // A component is a function: the state setter is given one that returns it.
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => code.current());
    const [failed, setFailed] = useState(false);
    const arrivedLate = useRef(false);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      code.load().then(
        (part) => {
          if (!current) return;
          arrivedLate.current = true;
          setLoaded(() => part);
        },
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    useEffect(() => {
      if (Loaded && arrivedLate.current) focusFirstField(box.current);
    }, [Loaded]);
    if (Loaded)
      return (
        <div ref={box} className="contents">
          <Loaded {...props} />
        </div>
      );
    if (typeof fallback === 'function') return fallback(props, failed);
    return failed ? <PartUnavailable /> : fallback;
  }
  return Object.assign(Part, { preload: code.load });
}

// The dialog around a part that arrived after it opened focused what it had then (its × button, or itself): the
// part's first field takes the focus instead, unless the person has moved it already.
function focusFirstField(box: HTMLElement | null) {
  const dialog = box?.closest<HTMLElement>('[role="dialog"]');
  const active = document.activeElement;
  if (!box || !dialog) return;
  const stillWhereOpened =
    active === dialog ||
    active === document.body ||
    (active != null && dialog.contains(active) && active.closest('[data-slot="dialog-close"]') != null);
  if (stillWhereOpened) box.querySelector<HTMLElement>(FIELD)?.focus();
}

// A sheet's body has no padding of its own, so the placeholder and the message bring the sheet's; a dialog's has
// it already (./lazy-dialog.tsx).
export function PartLoading({ inset = true }: { inset?: boolean }) {
  const t = useMessages(en);
  return (
    <div aria-busy="true" className={cn('grid gap-4 py-2', inset && 'px-4')}>
      <span className="sr-only">{t('partLoading')}</span>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

// Browsers keep a module that failed to load as failed until the page is loaded again, so the way back is a reload.
export function PartUnavailable({ inset = true }: { inset?: boolean }) {
  const t = useMessages(en);
  return (
    <div
      role="alert"
      className={cn('grid justify-items-start gap-3 py-2 text-muted-foreground text-sm', inset && 'px-4')}
    >
      <p>{t('partUnavailable')}</p>
      <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
        {t('reloadPage')}
      </Button>
    </div>
  );
}
