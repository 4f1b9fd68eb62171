import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded on demand; `preload` starts fetching its code before it renders (./page-preload.ts). */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
export type LazyPage<P = any> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

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
  page.preload = () => void once().catch(() => (loading = undefined));
  return page;
}
