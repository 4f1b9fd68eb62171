import { type ComponentType, lazy } from 'react';

// A page loaded on demand from its module's named export, so a screen's code arrives only when it is opened.
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
export function lazyPage<K extends string, P = any>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
