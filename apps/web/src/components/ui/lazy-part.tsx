import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import { Skeleton } from './skeleton';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A part of a page its first screen does not draw (the form inside a sheet or a dialog), with its code out of the
 * page's first download (issue 32, docs/decisions/038-page-weight-and-first-screen.md). Its code is fetched once
 * the page's first screen is drawn and the browser is idle, so it is there when the part opens; a part opened
 * sooner shows `fallback` until it arrives. A load that failed (offline, not yet cached) says so and is tried again
 * the next time the part opens.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <PartLoading />,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Modules are also read where there is no page (the node tests of what they export).
  if (typeof window !== 'undefined') afterFirstScreen(() => void preload().catch(() => undefined));

  function Part(props: P) {
    // A component is a function: the state setter is given one that returns it.
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        (part) => current && setLoaded(() => part),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    if (Loaded) return <Loaded {...props} />;
    return failed ? <PartUnavailable /> : fallback;
  }
  return Object.assign(Part, { preload });
}

function PartLoading() {
  return (
    <div aria-busy="true" className="grid gap-4 px-4 py-2">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function PartUnavailable() {
  const t = useMessages(en);
  return (
    <p role="alert" className="px-4 py-2 text-muted-foreground text-sm">
      {t('partUnavailable')}
    </p>
  );
}
