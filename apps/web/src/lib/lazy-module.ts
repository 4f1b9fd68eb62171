import { afterFirstScreen } from './after-first-screen';

export type LazyModule<T> = {
  /** The module, fetched once (again after a failed fetch). */
  load: () => Promise<T>;
  /**
   * The module, fetched no sooner than the scheduled fetch after the first screen: for work that may wait (a form's
   * check while it is being drawn) and must not put the module's download and start in the first screen's way.
   */
  loadAfterFirstScreen: () => Promise<T>;
  /** The module if it has arrived, for a caller that must not wait. */
  current: () => T | undefined;
};

/**
 * Code a page's first screen does not need, fetched once that screen is drawn and the browser is idle (issue 32,
 * docs/decisions/038-page-weight-and-first-screen.md), or sooner when first asked for. A fetch that failed (offline,
 * not yet cached) is tried again at the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Modules are also read where there is no page (the node tests of what they export).
  const firstScreenDrawn =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          afterFirstScreen(() => {
            resolve();
            void get().catch(() => undefined);
          }),
        );
  return {
    load: get,
    loadAfterFirstScreen: () => (loaded ? Promise.resolve(loaded) : firstScreenDrawn.then(get)),
    current: () => loaded,
  };
}
