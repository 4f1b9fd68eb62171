import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded on demand; `preload` starts fetching its code before it renders (./router.tsx). Given a query client,
 * it also asks for the data the page's first screen shows, when the page's module says which (`prefetchPage`).
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
export type LazyPage<P = any> = LazyExoticComponent<ComponentType<P>> & {
  preload: (client?: QueryClient) => void;
};

/** What a page's module may export besides its page: the first screen's queries, fetched with its code. */
export type PagePrefetch = { prefetchPage?: (client: QueryClient) => void };

// A page loaded on demand from its module's named export, so a screen's code arrives only when it is opened.
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
export function lazyPage<K extends string, P = any>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  const page = lazy(async () => ({ default: (await once())[name] })) as LazyPage<P>;
  // A failed preload is forgotten, so rendering the page tries again (and shows its own error).
  page.preload = (client) =>
    void once().then(
      (module) => client && (module as PagePrefetch).prefetchPage?.(client),
      () => (loading = undefined),
    );
  return page;
}
